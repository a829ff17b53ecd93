-- list (1/3): GET /api/transactions/
select "t"."id" as "id" from "transactions" as "t" where "t"."company_id" = ? order by "t"."created_at" desc, "t"."id" desc limit ? offset ?;

-- list (2/3): GET /api/transactions/
select "t"."id", "t"."status", "t"."trigger", "t"."amount", "t"."user_id", "u"."first_name", "u"."last_name", "u"."email", "t"."phone_number_id", "pn"."number" as "phone_digits", "t"."plan_id", "p"."name" as "plan_name", "p"."carrier_id", "c"."name" as "carrier_name", "t"."payment_method_id", "pm"."brand" as "card_brand", "pm"."last4" as "card_last4", "t"."charge_id", "t"."payment_error", "t"."payment_error_code", "t"."payment_error_params", "t"."refill_error", "t"."refill_error_code", "t"."refill_error_params", "t"."provider_ref", "t"."waiting_for", "t"."attempts", "t"."scheduled_refill_id", "t"."run_on", "t"."created_by", "t"."resolved_by", "t"."resolved_at", "t"."note", "t"."created_at", "t"."updated_at", "t"."completed_at" from "transactions" as "t" inner join "users" as "u" on "u"."id" = "t"."user_id" inner join "phone_numbers" as "pn" on "pn"."id" = "t"."phone_number_id" inner join "plans" as "p" on "p"."id" = "t"."plan_id" inner join "carriers" as "c" on "c"."id" = "p"."carrier_id" left join "payment_methods" as "pm" on "pm"."id" = "t"."payment_method_id" where "t"."company_id" = ? and "t"."id" in (select "t"."id" as "id" from "transactions" as "t" where "t"."company_id" = ? order by "t"."created_at" desc, "t"."id" desc limit ? offset ?) order by "t"."created_at" desc, "t"."id" desc;

-- list (3/3): GET /api/transactions/
select status, sum(n) as n, sum(is_delta) as deltas from ( select status, n, 0 as is_delta from list_counts where company_id = ? and list = ? union all select status, delta, 1 from list_count_deltas where company_id = ? and list = ? ) kept group by status;

-- list, filtered, searched and ordered (1/10): GET /api/transactions/?status=error&trigger=manual&plan__carrier=1&payment_error=false&created_after=2026-03-01&created_before=2026-03-31&search=alice%20555&ordering=-amount&page_size=25
select "related"."id" from "users" as "related" where (lower("related"."first_name") like ? escape '\' or lower("related"."last_name") like ? escape '\' or lower("related"."email") like ? escape '\') and "related"."company_id" = ? limit ?;

-- list, filtered, searched and ordered (2/10): GET /api/transactions/?status=error&trigger=manual&plan__carrier=1&payment_error=false&created_after=2026-03-01&created_before=2026-03-31&search=alice%20555&ordering=-amount&page_size=25
select "related"."id" from "phone_numbers" as "related" where lower("related"."number") like ? escape '\' and "related"."company_id" = ? limit ?;

-- list, filtered, searched and ordered (3/10): GET /api/transactions/?status=error&trigger=manual&plan__carrier=1&payment_error=false&created_after=2026-03-01&created_before=2026-03-31&search=alice%20555&ordering=-amount&page_size=25
select "sp"."id" from "plans" as "sp" inner join "carriers" as "sc" on "sc"."id" = "sp"."carrier_id" where (lower("sp"."name") like ? escape '\' or lower("sc"."name") like ? escape '\') and "sc"."company_id" = ? limit ?;

-- list, filtered, searched and ordered (4/10): GET /api/transactions/?status=error&trigger=manual&plan__carrier=1&payment_error=false&created_after=2026-03-01&created_before=2026-03-31&search=alice%20555&ordering=-amount&page_size=25
select "related"."id" from "users" as "related" where (lower("related"."first_name") like ? escape '\' or lower("related"."last_name") like ? escape '\' or lower("related"."email") like ? escape '\') and "related"."company_id" = ? limit ?;

-- list, filtered, searched and ordered (5/10): GET /api/transactions/?status=error&trigger=manual&plan__carrier=1&payment_error=false&created_after=2026-03-01&created_before=2026-03-31&search=alice%20555&ordering=-amount&page_size=25
select "related"."id" from "phone_numbers" as "related" where lower("related"."number") like ? escape '\' and "related"."company_id" = ? limit ?;

-- list, filtered, searched and ordered (6/10): GET /api/transactions/?status=error&trigger=manual&plan__carrier=1&payment_error=false&created_after=2026-03-01&created_before=2026-03-31&search=alice%20555&ordering=-amount&page_size=25
select "sp"."id" from "plans" as "sp" inner join "carriers" as "sc" on "sc"."id" = "sp"."carrier_id" where (lower("sp"."name") like ? escape '\' or lower("sc"."name") like ? escape '\') and "sc"."company_id" = ? limit ?;

-- list, filtered, searched and ordered (7/10): GET /api/transactions/?status=error&trigger=manual&plan__carrier=1&payment_error=false&created_after=2026-03-01&created_before=2026-03-31&search=alice%20555&ordering=-amount&page_size=25
select "time_zone" from "companies" where "id" = ?;

-- list, filtered, searched and ordered (8/10): GET /api/transactions/?status=error&trigger=manual&plan__carrier=1&payment_error=false&created_after=2026-03-01&created_before=2026-03-31&search=alice%20555&ordering=-amount&page_size=25
select "t"."id" as "id" from "transactions" as "t" where "t"."company_id" = ? and "t"."status" in (?) and "t"."trigger" in (?) and "t"."plan_id" in (select "fp"."id" from "plans" as "fp" where "fp"."carrier_id" in (?)) and ("t"."payment_error_code" is null or "t"."payment_error_code" = ?) and "t"."created_at" >= ? and "t"."created_at" < ? and "t"."user_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like ? escape '\' or lower("related"."last_name") like ? escape '\' or lower("related"."email") like ? escape '\') and "related"."company_id" = ?) and "t"."phone_number_id" in (select "related"."id" from "phone_numbers" as "related" where lower("related"."number") like ? escape '\' and "related"."company_id" = ?) order by "t"."amount" desc, "t"."id" desc limit ? offset ?;

-- list, filtered, searched and ordered (9/10): GET /api/transactions/?status=error&trigger=manual&plan__carrier=1&payment_error=false&created_after=2026-03-01&created_before=2026-03-31&search=alice%20555&ordering=-amount&page_size=25
select "t"."id", "t"."status", "t"."trigger", "t"."amount", "t"."user_id", "u"."first_name", "u"."last_name", "u"."email", "t"."phone_number_id", "pn"."number" as "phone_digits", "t"."plan_id", "p"."name" as "plan_name", "p"."carrier_id", "c"."name" as "carrier_name", "t"."payment_method_id", "pm"."brand" as "card_brand", "pm"."last4" as "card_last4", "t"."charge_id", "t"."payment_error", "t"."payment_error_code", "t"."payment_error_params", "t"."refill_error", "t"."refill_error_code", "t"."refill_error_params", "t"."provider_ref", "t"."waiting_for", "t"."attempts", "t"."scheduled_refill_id", "t"."run_on", "t"."created_by", "t"."resolved_by", "t"."resolved_at", "t"."note", "t"."created_at", "t"."updated_at", "t"."completed_at" from "transactions" as "t" inner join "users" as "u" on "u"."id" = "t"."user_id" inner join "phone_numbers" as "pn" on "pn"."id" = "t"."phone_number_id" inner join "plans" as "p" on "p"."id" = "t"."plan_id" inner join "carriers" as "c" on "c"."id" = "p"."carrier_id" left join "payment_methods" as "pm" on "pm"."id" = "t"."payment_method_id" where "t"."company_id" = ? and "t"."id" in (select "t"."id" as "id" from "transactions" as "t" where "t"."company_id" = ? and "t"."status" in (?) and "t"."trigger" in (?) and "t"."plan_id" in (select "fp"."id" from "plans" as "fp" where "fp"."carrier_id" in (?)) and ("t"."payment_error_code" is null or "t"."payment_error_code" = ?) and "t"."created_at" >= ? and "t"."created_at" < ? and "t"."user_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like ? escape '\' or lower("related"."last_name") like ? escape '\' or lower("related"."email") like ? escape '\') and "related"."company_id" = ?) and "t"."phone_number_id" in (select "related"."id" from "phone_numbers" as "related" where lower("related"."number") like ? escape '\' and "related"."company_id" = ?) order by "t"."amount" desc, "t"."id" desc limit ? offset ?) order by "t"."amount" desc, "t"."id" desc;

-- list, filtered, searched and ordered (10/10): GET /api/transactions/?status=error&trigger=manual&plan__carrier=1&payment_error=false&created_after=2026-03-01&created_before=2026-03-31&search=alice%20555&ordering=-amount&page_size=25
select count(*) as "count" from "transactions" as "t" where "t"."company_id" = ? and "t"."status" in (?) and "t"."trigger" in (?) and "t"."plan_id" in (select "fp"."id" from "plans" as "fp" where "fp"."carrier_id" in (?)) and ("t"."payment_error_code" is null or "t"."payment_error_code" = ?) and "t"."created_at" >= ? and "t"."created_at" < ? and "t"."user_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like ? escape '\' or lower("related"."last_name") like ? escape '\' or lower("related"."email") like ? escape '\') and "related"."company_id" = ?) and "t"."phone_number_id" in (select "related"."id" from "phone_numbers" as "related" where lower("related"."number") like ? escape '\' and "related"."company_id" = ?);

-- list, a customer's own (1/3): GET /api/transactions/
select "t"."id" as "id" from "transactions" as "t" where "t"."company_id" = ? and "t"."user_id" = ? order by "t"."created_at" desc, "t"."id" desc limit ? offset ?;

-- list, a customer's own (2/3): GET /api/transactions/
select "t"."id", "t"."status", "t"."trigger", "t"."amount", "t"."user_id", "u"."first_name", "u"."last_name", "u"."email", "t"."phone_number_id", "pn"."number" as "phone_digits", "t"."plan_id", "p"."name" as "plan_name", "p"."carrier_id", "c"."name" as "carrier_name", "t"."payment_method_id", "pm"."brand" as "card_brand", "pm"."last4" as "card_last4", "t"."charge_id", "t"."payment_error", "t"."payment_error_code", "t"."payment_error_params", "t"."refill_error", "t"."refill_error_code", "t"."refill_error_params", "t"."provider_ref", "t"."waiting_for", "t"."attempts", "t"."scheduled_refill_id", "t"."run_on", "t"."created_by", "t"."resolved_by", "t"."resolved_at", "t"."note", "t"."created_at", "t"."updated_at", "t"."completed_at" from "transactions" as "t" inner join "users" as "u" on "u"."id" = "t"."user_id" inner join "phone_numbers" as "pn" on "pn"."id" = "t"."phone_number_id" inner join "plans" as "p" on "p"."id" = "t"."plan_id" inner join "carriers" as "c" on "c"."id" = "p"."carrier_id" left join "payment_methods" as "pm" on "pm"."id" = "t"."payment_method_id" where "t"."company_id" = ? and "t"."user_id" = ? and "t"."id" in (select "t"."id" as "id" from "transactions" as "t" where "t"."company_id" = ? and "t"."user_id" = ? order by "t"."created_at" desc, "t"."id" desc limit ? offset ?) order by "t"."created_at" desc, "t"."id" desc;

-- list, a customer's own (3/3): GET /api/transactions/
select count(*) as "count" from "transactions" as "t" where "t"."company_id" = ? and "t"."user_id" = ?;

-- counters (1/1): GET /api/transactions/counters/
select status, sum(n) as n, sum(is_delta) as deltas from ( select status, n, 0 as is_delta from list_counts where company_id = ? and list = ? union all select status, delta, 1 from list_count_deltas where company_id = ? and list = ? ) kept group by status;

-- counters, filtered (1/5): GET /api/transactions/counters/?created_after=2026-03-01&search=alice
select "related"."id" from "users" as "related" where (lower("related"."first_name") like ? escape '\' or lower("related"."last_name") like ? escape '\' or lower("related"."email") like ? escape '\') and "related"."company_id" = ? limit ?;

-- counters, filtered (2/5): GET /api/transactions/counters/?created_after=2026-03-01&search=alice
select "related"."id" from "phone_numbers" as "related" where lower("related"."number") like ? escape '\' and "related"."company_id" = ? limit ?;

-- counters, filtered (3/5): GET /api/transactions/counters/?created_after=2026-03-01&search=alice
select "sp"."id" from "plans" as "sp" inner join "carriers" as "sc" on "sc"."id" = "sp"."carrier_id" where (lower("sp"."name") like ? escape '\' or lower("sc"."name") like ? escape '\') and "sc"."company_id" = ? limit ?;

-- counters, filtered (4/5): GET /api/transactions/counters/?created_after=2026-03-01&search=alice
select "time_zone" from "companies" where "id" = ?;

-- counters, filtered (5/5): GET /api/transactions/counters/?created_after=2026-03-01&search=alice
select "t"."status" as "status", count(*) as "n" from "transactions" as "t" where "t"."company_id" = ? and "t"."created_at" >= ? and "t"."user_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like ? escape '\' or lower("related"."last_name") like ? escape '\' or lower("related"."email") like ? escape '\') and "related"."company_id" = ?) group by "t"."status";

-- export (1/6): GET /api/transactions/export/?status=error&search=alpha&ordering=created_at
select "time_zone" from "companies" where "id" = ?;

-- export (2/6): GET /api/transactions/export/?status=error&search=alpha&ordering=created_at
select "related"."id" from "users" as "related" where (lower("related"."first_name") like ? escape '\' or lower("related"."last_name") like ? escape '\' or lower("related"."email") like ? escape '\') and "related"."company_id" = ? limit ?;

-- export (3/6): GET /api/transactions/export/?status=error&search=alpha&ordering=created_at
select "related"."id" from "phone_numbers" as "related" where lower("related"."number") like ? escape '\' and "related"."company_id" = ? limit ?;

-- export (4/6): GET /api/transactions/export/?status=error&search=alpha&ordering=created_at
select "sp"."id" from "plans" as "sp" inner join "carriers" as "sc" on "sc"."id" = "sp"."carrier_id" where (lower("sp"."name") like ? escape '\' or lower("sc"."name") like ? escape '\') and "sc"."company_id" = ? limit ?;

-- export (5/6): GET /api/transactions/export/?status=error&search=alpha&ordering=created_at
select "t"."id" as "id" from "transactions" as "t" where "t"."company_id" = ? and "t"."status" in (?) and "t"."plan_id" in (select "sp"."id" from "plans" as "sp" inner join "carriers" as "sc" on "sc"."id" = "sp"."carrier_id" where (lower("sp"."name") like ? escape '\' or lower("sc"."name") like ? escape '\') and "sc"."company_id" = ?);

-- export (6/6): GET /api/transactions/export/?status=error&search=alpha&ordering=created_at
select "t"."id", "t"."status", "t"."trigger", "t"."amount", "t"."user_id", "u"."first_name", "u"."last_name", "u"."email", "t"."phone_number_id", "pn"."number" as "phone_digits", "t"."plan_id", "p"."name" as "plan_name", "p"."carrier_id", "c"."name" as "carrier_name", "t"."payment_method_id", "pm"."brand" as "card_brand", "pm"."last4" as "card_last4", "t"."charge_id", "t"."payment_error", "t"."payment_error_code", "t"."payment_error_params", "t"."refill_error", "t"."refill_error_code", "t"."refill_error_params", "t"."provider_ref", "t"."waiting_for", "t"."attempts", "t"."scheduled_refill_id", "t"."run_on", "t"."created_by", "t"."resolved_by", "t"."resolved_at", "t"."note", "t"."created_at", "t"."updated_at", "t"."completed_at", "t"."topup_cost", (select coalesce(sum(case when ch.kind <> 'refund' and ch.status in ('succeeded', 'refunded') then ch.amount when ch.kind = 'refund' and ch.status = 'succeeded' then -ch.amount else 0 end), 0) as "v" from "charges" as "ch" where "ch"."transaction_id" = "t"."id") as "refill_revenue", (select coalesce(sum(case when ch.kind <> 'refund' and ch.status in ('succeeded', 'refunded') then ch.fee else 0 end), 0) as "v" from "charges" as "ch" where "ch"."transaction_id" = "t"."id") as "refill_fees" from "transactions" as "t" inner join "users" as "u" on "u"."id" = "t"."user_id" inner join "phone_numbers" as "pn" on "pn"."id" = "t"."phone_number_id" inner join "plans" as "p" on "p"."id" = "t"."plan_id" inner join "carriers" as "c" on "c"."id" = "p"."carrier_id" left join "payment_methods" as "pm" on "pm"."id" = "t"."payment_method_id" where "t"."company_id" = ? and "t"."id" in (select "t"."id" as "id" from "transactions" as "t" where "t"."company_id" = ? and "t"."status" in (?) and "t"."plan_id" in (select "sp"."id" from "plans" as "sp" inner join "carriers" as "sc" on "sc"."id" = "sp"."carrier_id" where (lower("sp"."name") like ? escape '\' or lower("sc"."name") like ? escape '\') and "sc"."company_id" = ?)) order by "t"."created_at" asc, "t"."id" asc;
