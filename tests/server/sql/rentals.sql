-- list (1/3): GET /api/rental/rentals/
select "r"."id" as "id" from "rentals" as "r" where "r"."company_id" = ? order by "r"."created_at" desc, "r"."id" desc limit ? offset ?;

-- list (2/3): GET /api/rental/rentals/
select "r".*, "u"."first_name", "u"."last_name", "u"."email", "d"."name" as "device_name", "d"."kind" as "device_kind", "co"."name" as "country_name", "co"."code" as "country_code", "p"."name" as "plan_name", "p"."carrier_id", "c"."name" as "carrier_name", "pm"."brand" as "card_brand", "pm"."last4" as "card_last4", "du"."serial" as "unit_serial", "du"."barcode" as "unit_barcode", "du"."iccid" as "unit_iccid" from "rentals" as "r" inner join "users" as "u" on "u"."id" = "r"."user_id" inner join "devices" as "d" on "d"."id" = "r"."device_id" inner join "countries" as "co" on "co"."id" = "r"."country_id" left join "plans" as "p" on "p"."id" = "r"."plan_id" left join "carriers" as "c" on "c"."id" = "p"."carrier_id" left join "payment_methods" as "pm" on "pm"."id" = "r"."payment_method_id" left join "device_units" as "du" on "du"."id" = "r"."unit_id" where "r"."company_id" = ? and "r"."id" in (select "r"."id" as "id" from "rentals" as "r" where "r"."company_id" = ? order by "r"."created_at" desc, "r"."id" desc limit ? offset ?) order by "r"."created_at" desc, "r"."id" desc;

-- list (3/3): GET /api/rental/rentals/
select status, sum(n) as n, sum(is_delta) as deltas from ( select status, n, 0 as is_delta from list_counts where company_id = ? and list = ? union all select status, delta, 1 from list_count_deltas where company_id = ? and list = ? ) kept group by status;

-- list, filtered, searched and ordered (1/7): GET /api/rental/rentals/?hide_returned=true&has_balance=true&trigger=manual&start_after=2026-11-01&start_before=2026-11-30&search=alice&ordering=-start_date&page_size=25
select "related"."id" from "users" as "related" where (lower("related"."first_name") like ? escape '\' or lower("related"."last_name") like ? escape '\' or lower("related"."email") like ? escape '\') and "related"."company_id" = ? limit ?;

-- list, filtered, searched and ordered (2/7): GET /api/rental/rentals/?hide_returned=true&has_balance=true&trigger=manual&start_after=2026-11-01&start_before=2026-11-30&search=alice&ordering=-start_date&page_size=25
select "related"."id" from "devices" as "related" where lower("related"."name") like ? escape '\' and "related"."company_id" = ? limit ?;

-- list, filtered, searched and ordered (3/7): GET /api/rental/rentals/?hide_returned=true&has_balance=true&trigger=manual&start_after=2026-11-01&start_before=2026-11-30&search=alice&ordering=-start_date&page_size=25
select "related"."id" from "countries" as "related" where lower("related"."name") like ? escape '\' and "related"."company_id" = ? limit ?;

-- list, filtered, searched and ordered (4/7): GET /api/rental/rentals/?hide_returned=true&has_balance=true&trigger=manual&start_after=2026-11-01&start_before=2026-11-30&search=alice&ordering=-start_date&page_size=25
select "related"."id" from "device_units" as "related" where (lower("related"."serial") like ? escape '\' or lower("related"."barcode") like ? escape '\' or lower("related"."iccid") like ? escape '\') and "related"."company_id" = ? limit ?;

-- list, filtered, searched and ordered (5/7): GET /api/rental/rentals/?hide_returned=true&has_balance=true&trigger=manual&start_after=2026-11-01&start_before=2026-11-30&search=alice&ordering=-start_date&page_size=25
select "r"."id" as "id" from "rentals" as "r" where "r"."company_id" = ? and "r"."trigger" in (?) and "r"."balance" > ? and "r"."status" <> ? and "r"."start_date" >= ? and "r"."start_date" <= ? and "r"."user_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like ? escape '\' or lower("related"."last_name") like ? escape '\' or lower("related"."email") like ? escape '\') and "related"."company_id" = ?) order by "r"."start_date" desc, "r"."id" desc limit ? offset ?;

-- list, filtered, searched and ordered (6/7): GET /api/rental/rentals/?hide_returned=true&has_balance=true&trigger=manual&start_after=2026-11-01&start_before=2026-11-30&search=alice&ordering=-start_date&page_size=25
select "r".*, "u"."first_name", "u"."last_name", "u"."email", "d"."name" as "device_name", "d"."kind" as "device_kind", "co"."name" as "country_name", "co"."code" as "country_code", "p"."name" as "plan_name", "p"."carrier_id", "c"."name" as "carrier_name", "pm"."brand" as "card_brand", "pm"."last4" as "card_last4", "du"."serial" as "unit_serial", "du"."barcode" as "unit_barcode", "du"."iccid" as "unit_iccid" from "rentals" as "r" inner join "users" as "u" on "u"."id" = "r"."user_id" inner join "devices" as "d" on "d"."id" = "r"."device_id" inner join "countries" as "co" on "co"."id" = "r"."country_id" left join "plans" as "p" on "p"."id" = "r"."plan_id" left join "carriers" as "c" on "c"."id" = "p"."carrier_id" left join "payment_methods" as "pm" on "pm"."id" = "r"."payment_method_id" left join "device_units" as "du" on "du"."id" = "r"."unit_id" where "r"."company_id" = ? and "r"."id" in (select "r"."id" as "id" from "rentals" as "r" where "r"."company_id" = ? and "r"."trigger" in (?) and "r"."balance" > ? and "r"."status" <> ? and "r"."start_date" >= ? and "r"."start_date" <= ? and "r"."user_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like ? escape '\' or lower("related"."last_name") like ? escape '\' or lower("related"."email") like ? escape '\') and "related"."company_id" = ?) order by "r"."start_date" desc, "r"."id" desc limit ? offset ?) order by "r"."start_date" desc, "r"."id" desc;

-- list, filtered, searched and ordered (7/7): GET /api/rental/rentals/?hide_returned=true&has_balance=true&trigger=manual&start_after=2026-11-01&start_before=2026-11-30&search=alice&ordering=-start_date&page_size=25
select count(*) as "count" from "rentals" as "r" where "r"."company_id" = ? and "r"."trigger" in (?) and "r"."balance" > ? and "r"."status" <> ? and "r"."start_date" >= ? and "r"."start_date" <= ? and "r"."user_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like ? escape '\' or lower("related"."last_name") like ? escape '\' or lower("related"."email") like ? escape '\') and "related"."company_id" = ?);

-- list, a customer's own (1/3): GET /api/rental/rentals/
select "r"."id" as "id" from "rentals" as "r" where "r"."company_id" = ? and "r"."user_id" = ? order by "r"."created_at" desc, "r"."id" desc limit ? offset ?;

-- list, a customer's own (2/3): GET /api/rental/rentals/
select "r".*, "u"."first_name", "u"."last_name", "u"."email", "d"."name" as "device_name", "d"."kind" as "device_kind", "co"."name" as "country_name", "co"."code" as "country_code", "p"."name" as "plan_name", "p"."carrier_id", "c"."name" as "carrier_name", "pm"."brand" as "card_brand", "pm"."last4" as "card_last4", "du"."serial" as "unit_serial", "du"."barcode" as "unit_barcode", "du"."iccid" as "unit_iccid" from "rentals" as "r" inner join "users" as "u" on "u"."id" = "r"."user_id" inner join "devices" as "d" on "d"."id" = "r"."device_id" inner join "countries" as "co" on "co"."id" = "r"."country_id" left join "plans" as "p" on "p"."id" = "r"."plan_id" left join "carriers" as "c" on "c"."id" = "p"."carrier_id" left join "payment_methods" as "pm" on "pm"."id" = "r"."payment_method_id" left join "device_units" as "du" on "du"."id" = "r"."unit_id" where "r"."company_id" = ? and "r"."user_id" = ? and "r"."id" in (select "r"."id" as "id" from "rentals" as "r" where "r"."company_id" = ? and "r"."user_id" = ? order by "r"."created_at" desc, "r"."id" desc limit ? offset ?) order by "r"."created_at" desc, "r"."id" desc;

-- list, a customer's own (3/3): GET /api/rental/rentals/
select count(*) as "count" from "rentals" as "r" where "r"."company_id" = ? and "r"."user_id" = ?;

-- counters (1/1): GET /api/rental/rentals/counters/
select status, sum(n) as n, sum(is_delta) as deltas from ( select status, n, 0 as is_delta from list_counts where company_id = ? and list = ? union all select status, delta, 1 from list_count_deltas where company_id = ? and list = ? ) kept group by status;

-- counters, filtered (1/5): GET /api/rental/rentals/counters/?hide_returned=true&search=alice
select "related"."id" from "users" as "related" where (lower("related"."first_name") like ? escape '\' or lower("related"."last_name") like ? escape '\' or lower("related"."email") like ? escape '\') and "related"."company_id" = ? limit ?;

-- counters, filtered (2/5): GET /api/rental/rentals/counters/?hide_returned=true&search=alice
select "related"."id" from "devices" as "related" where lower("related"."name") like ? escape '\' and "related"."company_id" = ? limit ?;

-- counters, filtered (3/5): GET /api/rental/rentals/counters/?hide_returned=true&search=alice
select "related"."id" from "countries" as "related" where lower("related"."name") like ? escape '\' and "related"."company_id" = ? limit ?;

-- counters, filtered (4/5): GET /api/rental/rentals/counters/?hide_returned=true&search=alice
select "related"."id" from "device_units" as "related" where (lower("related"."serial") like ? escape '\' or lower("related"."barcode") like ? escape '\' or lower("related"."iccid") like ? escape '\') and "related"."company_id" = ? limit ?;

-- counters, filtered (5/5): GET /api/rental/rentals/counters/?hide_returned=true&search=alice
select "r"."status" as "status", count(*) as "n" from "rentals" as "r" where "r"."company_id" = ? and "r"."user_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like ? escape '\' or lower("related"."last_name") like ? escape '\' or lower("related"."email") like ? escape '\') and "related"."company_id" = ?) group by "r"."status";

-- export (1/9): GET /api/rental/rentals/export/?status=picked_up&search=smith&ordering=-balance
select "time_zone" from "companies" where "id" = ?;

-- export (2/9): GET /api/rental/rentals/export/?status=picked_up&search=smith&ordering=-balance
select "related"."id" from "users" as "related" where (lower("related"."first_name") like ? escape '\' or lower("related"."last_name") like ? escape '\' or lower("related"."email") like ? escape '\') and "related"."company_id" = ? limit ?;

-- export (3/9): GET /api/rental/rentals/export/?status=picked_up&search=smith&ordering=-balance
select "related"."id" from "devices" as "related" where lower("related"."name") like ? escape '\' and "related"."company_id" = ? limit ?;

-- export (4/9): GET /api/rental/rentals/export/?status=picked_up&search=smith&ordering=-balance
select "related"."id" from "countries" as "related" where lower("related"."name") like ? escape '\' and "related"."company_id" = ? limit ?;

-- export (5/9): GET /api/rental/rentals/export/?status=picked_up&search=smith&ordering=-balance
select "related"."id" from "device_units" as "related" where (lower("related"."serial") like ? escape '\' or lower("related"."barcode") like ? escape '\' or lower("related"."iccid") like ? escape '\') and "related"."company_id" = ? limit ?;

-- export (6/9): GET /api/rental/rentals/export/?status=picked_up&search=smith&ordering=-balance
select "r"."id" as "id" from "rentals" as "r" where "r"."company_id" = ? and "r"."status" in (?) and "r"."user_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like ? escape '\' or lower("related"."last_name") like ? escape '\' or lower("related"."email") like ? escape '\') and "related"."company_id" = ?);

-- export (7/9): GET /api/rental/rentals/export/?status=picked_up&search=smith&ordering=-balance
select "r"."id" as "id" from "rentals" as "r" where "r"."company_id" = ? and "r"."status" in (?) and "r"."user_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like ? escape '\' or lower("related"."last_name") like ? escape '\' or lower("related"."email") like ? escape '\') and "related"."company_id" = ?);

-- export (8/9): GET /api/rental/rentals/export/?status=picked_up&search=smith&ordering=-balance
select "l"."rental_id", sum(case when "l"."kind" in (?) then "l"."amount" else 0 end) as "booked", sum(case when "l"."kind" in (?) then "l"."amount" else 0 end) as "extensions", sum(case when "l"."kind" in (?) then "l"."amount" else 0 end) as "extra_days", sum(case when "l"."kind" in (?) then "l"."amount" else 0 end) as "adjustments", sum(case when "l"."kind" in (?) then "l"."amount" else 0 end) as "fees", sum(case when "l"."kind" in (?) then "l"."amount" else 0 end) as "deposit_applied", sum(case when "l"."kind" in (?) then "l"."amount" else 0 end) as "deposit_unpaid", sum(case when "l"."kind" in (?) then "l"."amount" else 0 end) as "deposit_refunded", sum(case when "l"."paid_amount" > ? then "l"."paid_amount" else 0 end) as "received", sum(case when "l"."paid_amount" < ? then "l"."paid_amount" else 0 end) as "refunded" from "rental_lines" as "l" where "l"."rental_id" in (select "r"."id" as "id" from "rentals" as "r" where "r"."company_id" = ? and "r"."status" in (?) and "r"."user_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like ? escape '\' or lower("related"."last_name") like ? escape '\' or lower("related"."email") like ? escape '\') and "related"."company_id" = ?)) group by "l"."rental_id";

-- export (9/9): GET /api/rental/rentals/export/?status=picked_up&search=smith&ordering=-balance
select "r".*, "u"."first_name", "u"."last_name", "u"."email", "d"."name" as "device_name", "d"."kind" as "device_kind", "co"."name" as "country_name", "co"."code" as "country_code", "p"."name" as "plan_name", "p"."carrier_id", "c"."name" as "carrier_name", "pm"."brand" as "card_brand", "pm"."last4" as "card_last4", "du"."serial" as "unit_serial", "du"."barcode" as "unit_barcode", "du"."iccid" as "unit_iccid", "lp"."booked", "lp"."extensions", "lp"."extra_days", "lp"."adjustments", "lp"."fees", "lp"."deposit_applied", "lp"."deposit_unpaid", "lp"."deposit_refunded", "lp"."received", "lp"."refunded" from "rentals" as "r" inner join "users" as "u" on "u"."id" = "r"."user_id" inner join "devices" as "d" on "d"."id" = "r"."device_id" inner join "countries" as "co" on "co"."id" = "r"."country_id" left join "plans" as "p" on "p"."id" = "r"."plan_id" left join "carriers" as "c" on "c"."id" = "p"."carrier_id" left join "payment_methods" as "pm" on "pm"."id" = "r"."payment_method_id" left join "device_units" as "du" on "du"."id" = "r"."unit_id" left join (select "l"."rental_id", sum(case when "l"."kind" in (?) then "l"."amount" else 0 end) as "booked", sum(case when "l"."kind" in (?) then "l"."amount" else 0 end) as "extensions", sum(case when "l"."kind" in (?) then "l"."amount" else 0 end) as "extra_days", sum(case when "l"."kind" in (?) then "l"."amount" else 0 end) as "adjustments", sum(case when "l"."kind" in (?) then "l"."amount" else 0 end) as "fees", sum(case when "l"."kind" in (?) then "l"."amount" else 0 end) as "deposit_applied", sum(case when "l"."kind" in (?) then "l"."amount" else 0 end) as "deposit_unpaid", sum(case when "l"."kind" in (?) then "l"."amount" else 0 end) as "deposit_refunded", sum(case when "l"."paid_amount" > ? then "l"."paid_amount" else 0 end) as "received", sum(case when "l"."paid_amount" < ? then "l"."paid_amount" else 0 end) as "refunded" from "rental_lines" as "l" where "l"."rental_id" in (select "r"."id" as "id" from "rentals" as "r" where "r"."company_id" = ? and "r"."status" in (?) and "r"."user_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like ? escape '\' or lower("related"."last_name") like ? escape '\' or lower("related"."email") like ? escape '\') and "related"."company_id" = ?)) group by "l"."rental_id") as "lp" on "lp"."rental_id" = "r"."id" where "r"."company_id" = ? and "r"."id" in (select "r"."id" as "id" from "rentals" as "r" where "r"."company_id" = ? and "r"."status" in (?) and "r"."user_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like ? escape '\' or lower("related"."last_name") like ? escape '\' or lower("related"."email") like ? escape '\') and "related"."company_id" = ?)) order by "r"."balance" desc, "r"."id" desc;
