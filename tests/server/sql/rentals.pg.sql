-- list (1/3): GET /api/rental/rentals/
select "r"."id" as "id" from "rentals" as "r" where "r"."company_id" = $1 order by "r"."created_at" desc, "r"."id" desc limit $2 offset $3;

-- list (2/3): GET /api/rental/rentals/
select "r".*, "u"."first_name", "u"."last_name", "u"."email", "d"."name" as "device_name", "d"."kind" as "device_kind", "co"."name" as "country_name", "co"."code" as "country_code", "p"."name" as "plan_name", "p"."carrier_id", "c"."name" as "carrier_name", "pm"."brand" as "card_brand", "pm"."last4" as "card_last4", "du"."serial" as "unit_serial", "du"."barcode" as "unit_barcode", "du"."iccid" as "unit_iccid" from "rentals" as "r" inner join "users" as "u" on "u"."id" = "r"."user_id" inner join "devices" as "d" on "d"."id" = "r"."device_id" inner join "countries" as "co" on "co"."id" = "r"."country_id" left join "plans" as "p" on "p"."id" = "r"."plan_id" left join "carriers" as "c" on "c"."id" = "p"."carrier_id" left join "payment_methods" as "pm" on "pm"."id" = "r"."payment_method_id" left join "device_units" as "du" on "du"."id" = "r"."unit_id" where "r"."company_id" = $1 and "r"."id" in (select "r"."id" as "id" from "rentals" as "r" where "r"."company_id" = $2 order by "r"."created_at" desc, "r"."id" desc limit $3 offset $4) order by "r"."created_at" desc, "r"."id" desc;

-- list (3/3): GET /api/rental/rentals/
select status, sum(n) as n, sum(is_delta) as deltas from ( select status, n, 0 as is_delta from list_counts where company_id = $1 and list = $2 union all select status, delta, 1 from list_count_deltas where company_id = $3 and list = $4 ) kept group by status;

-- list, filtered, searched and ordered (1/7): GET /api/rental/rentals/?hide_returned=true&has_balance=true&trigger=manual&start_after=2026-11-01&start_before=2026-11-30&search=alice&ordering=-start_date&page_size=25
select "related"."id" from "users" as "related" where (lower("related"."first_name") like $1 escape '\' or lower("related"."last_name") like $2 escape '\' or lower("related"."email") like $3 escape '\') and "related"."company_id" = $4 limit $5;

-- list, filtered, searched and ordered (2/7): GET /api/rental/rentals/?hide_returned=true&has_balance=true&trigger=manual&start_after=2026-11-01&start_before=2026-11-30&search=alice&ordering=-start_date&page_size=25
select "related"."id" from "devices" as "related" where lower("related"."name") like $1 escape '\' and "related"."company_id" = $2 limit $3;

-- list, filtered, searched and ordered (3/7): GET /api/rental/rentals/?hide_returned=true&has_balance=true&trigger=manual&start_after=2026-11-01&start_before=2026-11-30&search=alice&ordering=-start_date&page_size=25
select "related"."id" from "countries" as "related" where lower("related"."name") like $1 escape '\' and "related"."company_id" = $2 limit $3;

-- list, filtered, searched and ordered (4/7): GET /api/rental/rentals/?hide_returned=true&has_balance=true&trigger=manual&start_after=2026-11-01&start_before=2026-11-30&search=alice&ordering=-start_date&page_size=25
select "related"."id" from "device_units" as "related" where (lower("related"."serial") like $1 escape '\' or lower("related"."barcode") like $2 escape '\' or lower("related"."iccid") like $3 escape '\') and "related"."company_id" = $4 limit $5;

-- list, filtered, searched and ordered (5/7): GET /api/rental/rentals/?hide_returned=true&has_balance=true&trigger=manual&start_after=2026-11-01&start_before=2026-11-30&search=alice&ordering=-start_date&page_size=25
select "r"."id" as "id" from "rentals" as "r" where "r"."company_id" = $1 and "r"."trigger" in ($2) and "r"."balance" > $3 and "r"."status" <> $4 and "r"."start_date" >= $5 and "r"."start_date" <= $6 and "r"."user_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like $7 escape '\' or lower("related"."last_name") like $8 escape '\' or lower("related"."email") like $9 escape '\') and "related"."company_id" = $10) order by "r"."start_date" desc, "r"."id" desc limit $11 offset $12;

-- list, filtered, searched and ordered (6/7): GET /api/rental/rentals/?hide_returned=true&has_balance=true&trigger=manual&start_after=2026-11-01&start_before=2026-11-30&search=alice&ordering=-start_date&page_size=25
select "r".*, "u"."first_name", "u"."last_name", "u"."email", "d"."name" as "device_name", "d"."kind" as "device_kind", "co"."name" as "country_name", "co"."code" as "country_code", "p"."name" as "plan_name", "p"."carrier_id", "c"."name" as "carrier_name", "pm"."brand" as "card_brand", "pm"."last4" as "card_last4", "du"."serial" as "unit_serial", "du"."barcode" as "unit_barcode", "du"."iccid" as "unit_iccid" from "rentals" as "r" inner join "users" as "u" on "u"."id" = "r"."user_id" inner join "devices" as "d" on "d"."id" = "r"."device_id" inner join "countries" as "co" on "co"."id" = "r"."country_id" left join "plans" as "p" on "p"."id" = "r"."plan_id" left join "carriers" as "c" on "c"."id" = "p"."carrier_id" left join "payment_methods" as "pm" on "pm"."id" = "r"."payment_method_id" left join "device_units" as "du" on "du"."id" = "r"."unit_id" where "r"."company_id" = $1 and "r"."id" in (select "r"."id" as "id" from "rentals" as "r" where "r"."company_id" = $2 and "r"."trigger" in ($3) and "r"."balance" > $4 and "r"."status" <> $5 and "r"."start_date" >= $6 and "r"."start_date" <= $7 and "r"."user_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like $8 escape '\' or lower("related"."last_name") like $9 escape '\' or lower("related"."email") like $10 escape '\') and "related"."company_id" = $11) order by "r"."start_date" desc, "r"."id" desc limit $12 offset $13) order by "r"."start_date" desc, "r"."id" desc;

-- list, filtered, searched and ordered (7/7): GET /api/rental/rentals/?hide_returned=true&has_balance=true&trigger=manual&start_after=2026-11-01&start_before=2026-11-30&search=alice&ordering=-start_date&page_size=25
select count(*) as "count" from "rentals" as "r" where "r"."company_id" = $1 and "r"."trigger" in ($2) and "r"."balance" > $3 and "r"."status" <> $4 and "r"."start_date" >= $5 and "r"."start_date" <= $6 and "r"."user_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like $7 escape '\' or lower("related"."last_name") like $8 escape '\' or lower("related"."email") like $9 escape '\') and "related"."company_id" = $10);

-- list, a customer's own (1/3): GET /api/rental/rentals/
select "r"."id" as "id" from "rentals" as "r" where "r"."company_id" = $1 and "r"."user_id" = $2 order by "r"."created_at" desc, "r"."id" desc limit $3 offset $4;

-- list, a customer's own (2/3): GET /api/rental/rentals/
select "r".*, "u"."first_name", "u"."last_name", "u"."email", "d"."name" as "device_name", "d"."kind" as "device_kind", "co"."name" as "country_name", "co"."code" as "country_code", "p"."name" as "plan_name", "p"."carrier_id", "c"."name" as "carrier_name", "pm"."brand" as "card_brand", "pm"."last4" as "card_last4", "du"."serial" as "unit_serial", "du"."barcode" as "unit_barcode", "du"."iccid" as "unit_iccid" from "rentals" as "r" inner join "users" as "u" on "u"."id" = "r"."user_id" inner join "devices" as "d" on "d"."id" = "r"."device_id" inner join "countries" as "co" on "co"."id" = "r"."country_id" left join "plans" as "p" on "p"."id" = "r"."plan_id" left join "carriers" as "c" on "c"."id" = "p"."carrier_id" left join "payment_methods" as "pm" on "pm"."id" = "r"."payment_method_id" left join "device_units" as "du" on "du"."id" = "r"."unit_id" where "r"."company_id" = $1 and "r"."user_id" = $2 and "r"."id" in (select "r"."id" as "id" from "rentals" as "r" where "r"."company_id" = $3 and "r"."user_id" = $4 order by "r"."created_at" desc, "r"."id" desc limit $5 offset $6) order by "r"."created_at" desc, "r"."id" desc;

-- list, a customer's own (3/3): GET /api/rental/rentals/
select count(*) as "count" from "rentals" as "r" where "r"."company_id" = $1 and "r"."user_id" = $2;

-- counters (1/1): GET /api/rental/rentals/counters/
select status, sum(n) as n, sum(is_delta) as deltas from ( select status, n, 0 as is_delta from list_counts where company_id = $1 and list = $2 union all select status, delta, 1 from list_count_deltas where company_id = $3 and list = $4 ) kept group by status;

-- counters, filtered (1/5): GET /api/rental/rentals/counters/?hide_returned=true&search=alice
select "related"."id" from "users" as "related" where (lower("related"."first_name") like $1 escape '\' or lower("related"."last_name") like $2 escape '\' or lower("related"."email") like $3 escape '\') and "related"."company_id" = $4 limit $5;

-- counters, filtered (2/5): GET /api/rental/rentals/counters/?hide_returned=true&search=alice
select "related"."id" from "devices" as "related" where lower("related"."name") like $1 escape '\' and "related"."company_id" = $2 limit $3;

-- counters, filtered (3/5): GET /api/rental/rentals/counters/?hide_returned=true&search=alice
select "related"."id" from "countries" as "related" where lower("related"."name") like $1 escape '\' and "related"."company_id" = $2 limit $3;

-- counters, filtered (4/5): GET /api/rental/rentals/counters/?hide_returned=true&search=alice
select "related"."id" from "device_units" as "related" where (lower("related"."serial") like $1 escape '\' or lower("related"."barcode") like $2 escape '\' or lower("related"."iccid") like $3 escape '\') and "related"."company_id" = $4 limit $5;

-- counters, filtered (5/5): GET /api/rental/rentals/counters/?hide_returned=true&search=alice
select "r"."status" as "status", count(*) as "n" from "rentals" as "r" where "r"."company_id" = $1 and "r"."user_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like $2 escape '\' or lower("related"."last_name") like $3 escape '\' or lower("related"."email") like $4 escape '\') and "related"."company_id" = $5) group by "r"."status";

-- export (1/9): GET /api/rental/rentals/export/?status=picked_up&search=smith&ordering=-balance
select "time_zone" from "companies" where "id" = $1;

-- export (2/9): GET /api/rental/rentals/export/?status=picked_up&search=smith&ordering=-balance
select "related"."id" from "users" as "related" where (lower("related"."first_name") like $1 escape '\' or lower("related"."last_name") like $2 escape '\' or lower("related"."email") like $3 escape '\') and "related"."company_id" = $4 limit $5;

-- export (3/9): GET /api/rental/rentals/export/?status=picked_up&search=smith&ordering=-balance
select "related"."id" from "devices" as "related" where lower("related"."name") like $1 escape '\' and "related"."company_id" = $2 limit $3;

-- export (4/9): GET /api/rental/rentals/export/?status=picked_up&search=smith&ordering=-balance
select "related"."id" from "countries" as "related" where lower("related"."name") like $1 escape '\' and "related"."company_id" = $2 limit $3;

-- export (5/9): GET /api/rental/rentals/export/?status=picked_up&search=smith&ordering=-balance
select "related"."id" from "device_units" as "related" where (lower("related"."serial") like $1 escape '\' or lower("related"."barcode") like $2 escape '\' or lower("related"."iccid") like $3 escape '\') and "related"."company_id" = $4 limit $5;

-- export (6/9): GET /api/rental/rentals/export/?status=picked_up&search=smith&ordering=-balance
select "r"."id" as "id" from "rentals" as "r" where "r"."company_id" = $1 and "r"."status" in ($2) and "r"."user_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like $3 escape '\' or lower("related"."last_name") like $4 escape '\' or lower("related"."email") like $5 escape '\') and "related"."company_id" = $6);

-- export (7/9): GET /api/rental/rentals/export/?status=picked_up&search=smith&ordering=-balance
select "r"."id" as "id" from "rentals" as "r" where "r"."company_id" = $1 and "r"."status" in ($2) and "r"."user_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like $3 escape '\' or lower("related"."last_name") like $4 escape '\' or lower("related"."email") like $5 escape '\') and "related"."company_id" = $6);

-- export (8/9): GET /api/rental/rentals/export/?status=picked_up&search=smith&ordering=-balance
select "l"."rental_id", sum(case when "l"."kind" in ($1) then "l"."amount" else 0 end) as "booked", sum(case when "l"."kind" in ($2) then "l"."amount" else 0 end) as "extensions", sum(case when "l"."kind" in ($3) then "l"."amount" else 0 end) as "extra_days", sum(case when "l"."kind" in ($4) then "l"."amount" else 0 end) as "adjustments", sum(case when "l"."kind" in ($5) then "l"."amount" else 0 end) as "fees", sum(case when "l"."kind" in ($6) then "l"."amount" else 0 end) as "deposit_applied", sum(case when "l"."kind" in ($7) then "l"."amount" else 0 end) as "deposit_unpaid", sum(case when "l"."kind" in ($8) then "l"."amount" else 0 end) as "deposit_refunded", sum(case when "l"."paid_amount" > $9 then "l"."paid_amount" else 0 end) as "received", sum(case when "l"."paid_amount" < $10 then "l"."paid_amount" else 0 end) as "refunded" from "rental_lines" as "l" where "l"."rental_id" in (select "r"."id" as "id" from "rentals" as "r" where "r"."company_id" = $11 and "r"."status" in ($12) and "r"."user_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like $13 escape '\' or lower("related"."last_name") like $14 escape '\' or lower("related"."email") like $15 escape '\') and "related"."company_id" = $16)) group by "l"."rental_id";

-- export (9/9): GET /api/rental/rentals/export/?status=picked_up&search=smith&ordering=-balance
select "r".*, "u"."first_name", "u"."last_name", "u"."email", "d"."name" as "device_name", "d"."kind" as "device_kind", "co"."name" as "country_name", "co"."code" as "country_code", "p"."name" as "plan_name", "p"."carrier_id", "c"."name" as "carrier_name", "pm"."brand" as "card_brand", "pm"."last4" as "card_last4", "du"."serial" as "unit_serial", "du"."barcode" as "unit_barcode", "du"."iccid" as "unit_iccid", "lp"."booked", "lp"."extensions", "lp"."extra_days", "lp"."adjustments", "lp"."fees", "lp"."deposit_applied", "lp"."deposit_unpaid", "lp"."deposit_refunded", "lp"."received", "lp"."refunded" from "rentals" as "r" inner join "users" as "u" on "u"."id" = "r"."user_id" inner join "devices" as "d" on "d"."id" = "r"."device_id" inner join "countries" as "co" on "co"."id" = "r"."country_id" left join "plans" as "p" on "p"."id" = "r"."plan_id" left join "carriers" as "c" on "c"."id" = "p"."carrier_id" left join "payment_methods" as "pm" on "pm"."id" = "r"."payment_method_id" left join "device_units" as "du" on "du"."id" = "r"."unit_id" left join (select "l"."rental_id", sum(case when "l"."kind" in ($1) then "l"."amount" else 0 end) as "booked", sum(case when "l"."kind" in ($2) then "l"."amount" else 0 end) as "extensions", sum(case when "l"."kind" in ($3) then "l"."amount" else 0 end) as "extra_days", sum(case when "l"."kind" in ($4) then "l"."amount" else 0 end) as "adjustments", sum(case when "l"."kind" in ($5) then "l"."amount" else 0 end) as "fees", sum(case when "l"."kind" in ($6) then "l"."amount" else 0 end) as "deposit_applied", sum(case when "l"."kind" in ($7) then "l"."amount" else 0 end) as "deposit_unpaid", sum(case when "l"."kind" in ($8) then "l"."amount" else 0 end) as "deposit_refunded", sum(case when "l"."paid_amount" > $9 then "l"."paid_amount" else 0 end) as "received", sum(case when "l"."paid_amount" < $10 then "l"."paid_amount" else 0 end) as "refunded" from "rental_lines" as "l" where "l"."rental_id" in (select "r"."id" as "id" from "rentals" as "r" where "r"."company_id" = $11 and "r"."status" in ($12) and "r"."user_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like $13 escape '\' or lower("related"."last_name") like $14 escape '\' or lower("related"."email") like $15 escape '\') and "related"."company_id" = $16)) group by "l"."rental_id") as "lp" on "lp"."rental_id" = "r"."id" where "r"."company_id" = $17 and "r"."id" in (select "r"."id" as "id" from "rentals" as "r" where "r"."company_id" = $18 and "r"."status" in ($19) and "r"."user_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like $20 escape '\' or lower("related"."last_name") like $21 escape '\' or lower("related"."email") like $22 escape '\') and "related"."company_id" = $23)) order by "r"."balance" desc, "r"."id" desc;
