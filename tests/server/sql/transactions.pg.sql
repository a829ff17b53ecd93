-- list (1/3): GET /api/transactions/
select "t"."id" as "id" from "transactions" as "t" where "t"."company_id" = $1 order by "t"."created_at" desc, "t"."id" desc limit $2 offset $3;

-- list (2/3): GET /api/transactions/
select "t"."id", "t"."status", "t"."trigger", "t"."amount", "t"."user_id", "u"."first_name", "u"."last_name", "u"."email", "t"."phone_number_id", "pn"."number" as "phone_digits", "t"."plan_id", "p"."name" as "plan_name", "p"."carrier_id", "c"."name" as "carrier_name", "t"."payment_method_id", "pm"."brand" as "card_brand", "pm"."last4" as "card_last4", "t"."charge_id", "t"."payment_error", "t"."payment_error_code", "t"."payment_error_params", "t"."refill_error", "t"."refill_error_code", "t"."refill_error_params", "t"."provider_ref", "t"."waiting_for", "t"."attempts", "t"."scheduled_refill_id", "t"."run_on", "t"."created_by", "t"."resolved_by", "t"."resolved_at", "t"."note", "t"."created_at", "t"."updated_at", "t"."completed_at" from "transactions" as "t" inner join "users" as "u" on "u"."id" = "t"."user_id" inner join "phone_numbers" as "pn" on "pn"."id" = "t"."phone_number_id" inner join "plans" as "p" on "p"."id" = "t"."plan_id" inner join "carriers" as "c" on "c"."id" = "p"."carrier_id" left join "payment_methods" as "pm" on "pm"."id" = "t"."payment_method_id" where "t"."company_id" = $1 and "t"."id" in (select "t"."id" as "id" from "transactions" as "t" where "t"."company_id" = $2 order by "t"."created_at" desc, "t"."id" desc limit $3 offset $4) order by "t"."created_at" desc, "t"."id" desc;

-- list (3/3): GET /api/transactions/
select status, sum(n) as n, sum(is_delta) as deltas from ( select status, n, 0 as is_delta from list_counts where company_id = $1 and list = $2 union all select status, delta, 1 from list_count_deltas where company_id = $3 and list = $4 ) kept group by status;

-- list, filtered, searched and ordered (1/10): GET /api/transactions/?status=error&trigger=manual&plan__carrier=1&payment_error=false&created_after=2026-03-01&created_before=2026-03-31&search=alice%20555&ordering=-amount&page_size=25
select "related"."id" from "users" as "related" where (lower("related"."first_name") like $1 escape '\' or lower("related"."last_name") like $2 escape '\' or lower("related"."email") like $3 escape '\') and "related"."company_id" = $4 limit $5;

-- list, filtered, searched and ordered (2/10): GET /api/transactions/?status=error&trigger=manual&plan__carrier=1&payment_error=false&created_after=2026-03-01&created_before=2026-03-31&search=alice%20555&ordering=-amount&page_size=25
select "related"."id" from "phone_numbers" as "related" where lower("related"."number") like $1 escape '\' and "related"."company_id" = $2 limit $3;

-- list, filtered, searched and ordered (3/10): GET /api/transactions/?status=error&trigger=manual&plan__carrier=1&payment_error=false&created_after=2026-03-01&created_before=2026-03-31&search=alice%20555&ordering=-amount&page_size=25
select "sp"."id" from "plans" as "sp" inner join "carriers" as "sc" on "sc"."id" = "sp"."carrier_id" where (lower("sp"."name") like $1 escape '\' or lower("sc"."name") like $2 escape '\') and "sc"."company_id" = $3 limit $4;

-- list, filtered, searched and ordered (4/10): GET /api/transactions/?status=error&trigger=manual&plan__carrier=1&payment_error=false&created_after=2026-03-01&created_before=2026-03-31&search=alice%20555&ordering=-amount&page_size=25
select "related"."id" from "users" as "related" where (lower("related"."first_name") like $1 escape '\' or lower("related"."last_name") like $2 escape '\' or lower("related"."email") like $3 escape '\') and "related"."company_id" = $4 limit $5;

-- list, filtered, searched and ordered (5/10): GET /api/transactions/?status=error&trigger=manual&plan__carrier=1&payment_error=false&created_after=2026-03-01&created_before=2026-03-31&search=alice%20555&ordering=-amount&page_size=25
select "related"."id" from "phone_numbers" as "related" where lower("related"."number") like $1 escape '\' and "related"."company_id" = $2 limit $3;

-- list, filtered, searched and ordered (6/10): GET /api/transactions/?status=error&trigger=manual&plan__carrier=1&payment_error=false&created_after=2026-03-01&created_before=2026-03-31&search=alice%20555&ordering=-amount&page_size=25
select "sp"."id" from "plans" as "sp" inner join "carriers" as "sc" on "sc"."id" = "sp"."carrier_id" where (lower("sp"."name") like $1 escape '\' or lower("sc"."name") like $2 escape '\') and "sc"."company_id" = $3 limit $4;

-- list, filtered, searched and ordered (7/10): GET /api/transactions/?status=error&trigger=manual&plan__carrier=1&payment_error=false&created_after=2026-03-01&created_before=2026-03-31&search=alice%20555&ordering=-amount&page_size=25
select "time_zone" from "companies" where "id" = $1;

-- list, filtered, searched and ordered (8/10): GET /api/transactions/?status=error&trigger=manual&plan__carrier=1&payment_error=false&created_after=2026-03-01&created_before=2026-03-31&search=alice%20555&ordering=-amount&page_size=25
select "t"."id" as "id" from "transactions" as "t" where "t"."company_id" = $1 and "t"."status" in ($2) and "t"."trigger" in ($3) and "t"."plan_id" in (select "fp"."id" from "plans" as "fp" where "fp"."carrier_id" in ($4)) and ("t"."payment_error_code" is null or "t"."payment_error_code" = $5) and "t"."created_at" >= $6 and "t"."created_at" < $7 and "t"."user_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like $8 escape '\' or lower("related"."last_name") like $9 escape '\' or lower("related"."email") like $10 escape '\') and "related"."company_id" = $11) and "t"."phone_number_id" in (select "related"."id" from "phone_numbers" as "related" where lower("related"."number") like $12 escape '\' and "related"."company_id" = $13) order by "t"."amount" desc, "t"."id" desc limit $14 offset $15;

-- list, filtered, searched and ordered (9/10): GET /api/transactions/?status=error&trigger=manual&plan__carrier=1&payment_error=false&created_after=2026-03-01&created_before=2026-03-31&search=alice%20555&ordering=-amount&page_size=25
select "t"."id", "t"."status", "t"."trigger", "t"."amount", "t"."user_id", "u"."first_name", "u"."last_name", "u"."email", "t"."phone_number_id", "pn"."number" as "phone_digits", "t"."plan_id", "p"."name" as "plan_name", "p"."carrier_id", "c"."name" as "carrier_name", "t"."payment_method_id", "pm"."brand" as "card_brand", "pm"."last4" as "card_last4", "t"."charge_id", "t"."payment_error", "t"."payment_error_code", "t"."payment_error_params", "t"."refill_error", "t"."refill_error_code", "t"."refill_error_params", "t"."provider_ref", "t"."waiting_for", "t"."attempts", "t"."scheduled_refill_id", "t"."run_on", "t"."created_by", "t"."resolved_by", "t"."resolved_at", "t"."note", "t"."created_at", "t"."updated_at", "t"."completed_at" from "transactions" as "t" inner join "users" as "u" on "u"."id" = "t"."user_id" inner join "phone_numbers" as "pn" on "pn"."id" = "t"."phone_number_id" inner join "plans" as "p" on "p"."id" = "t"."plan_id" inner join "carriers" as "c" on "c"."id" = "p"."carrier_id" left join "payment_methods" as "pm" on "pm"."id" = "t"."payment_method_id" where "t"."company_id" = $1 and "t"."id" in (select "t"."id" as "id" from "transactions" as "t" where "t"."company_id" = $2 and "t"."status" in ($3) and "t"."trigger" in ($4) and "t"."plan_id" in (select "fp"."id" from "plans" as "fp" where "fp"."carrier_id" in ($5)) and ("t"."payment_error_code" is null or "t"."payment_error_code" = $6) and "t"."created_at" >= $7 and "t"."created_at" < $8 and "t"."user_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like $9 escape '\' or lower("related"."last_name") like $10 escape '\' or lower("related"."email") like $11 escape '\') and "related"."company_id" = $12) and "t"."phone_number_id" in (select "related"."id" from "phone_numbers" as "related" where lower("related"."number") like $13 escape '\' and "related"."company_id" = $14) order by "t"."amount" desc, "t"."id" desc limit $15 offset $16) order by "t"."amount" desc, "t"."id" desc;

-- list, filtered, searched and ordered (10/10): GET /api/transactions/?status=error&trigger=manual&plan__carrier=1&payment_error=false&created_after=2026-03-01&created_before=2026-03-31&search=alice%20555&ordering=-amount&page_size=25
select count(*) as "count" from "transactions" as "t" where "t"."company_id" = $1 and "t"."status" in ($2) and "t"."trigger" in ($3) and "t"."plan_id" in (select "fp"."id" from "plans" as "fp" where "fp"."carrier_id" in ($4)) and ("t"."payment_error_code" is null or "t"."payment_error_code" = $5) and "t"."created_at" >= $6 and "t"."created_at" < $7 and "t"."user_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like $8 escape '\' or lower("related"."last_name") like $9 escape '\' or lower("related"."email") like $10 escape '\') and "related"."company_id" = $11) and "t"."phone_number_id" in (select "related"."id" from "phone_numbers" as "related" where lower("related"."number") like $12 escape '\' and "related"."company_id" = $13);

-- list, a customer's own (1/3): GET /api/transactions/
select "t"."id" as "id" from "transactions" as "t" where "t"."company_id" = $1 and "t"."user_id" = $2 order by "t"."created_at" desc, "t"."id" desc limit $3 offset $4;

-- list, a customer's own (2/3): GET /api/transactions/
select "t"."id", "t"."status", "t"."trigger", "t"."amount", "t"."user_id", "u"."first_name", "u"."last_name", "u"."email", "t"."phone_number_id", "pn"."number" as "phone_digits", "t"."plan_id", "p"."name" as "plan_name", "p"."carrier_id", "c"."name" as "carrier_name", "t"."payment_method_id", "pm"."brand" as "card_brand", "pm"."last4" as "card_last4", "t"."charge_id", "t"."payment_error", "t"."payment_error_code", "t"."payment_error_params", "t"."refill_error", "t"."refill_error_code", "t"."refill_error_params", "t"."provider_ref", "t"."waiting_for", "t"."attempts", "t"."scheduled_refill_id", "t"."run_on", "t"."created_by", "t"."resolved_by", "t"."resolved_at", "t"."note", "t"."created_at", "t"."updated_at", "t"."completed_at" from "transactions" as "t" inner join "users" as "u" on "u"."id" = "t"."user_id" inner join "phone_numbers" as "pn" on "pn"."id" = "t"."phone_number_id" inner join "plans" as "p" on "p"."id" = "t"."plan_id" inner join "carriers" as "c" on "c"."id" = "p"."carrier_id" left join "payment_methods" as "pm" on "pm"."id" = "t"."payment_method_id" where "t"."company_id" = $1 and "t"."user_id" = $2 and "t"."id" in (select "t"."id" as "id" from "transactions" as "t" where "t"."company_id" = $3 and "t"."user_id" = $4 order by "t"."created_at" desc, "t"."id" desc limit $5 offset $6) order by "t"."created_at" desc, "t"."id" desc;

-- list, a customer's own (3/3): GET /api/transactions/
select count(*) as "count" from "transactions" as "t" where "t"."company_id" = $1 and "t"."user_id" = $2;

-- counters (1/1): GET /api/transactions/counters/
select status, sum(n) as n, sum(is_delta) as deltas from ( select status, n, 0 as is_delta from list_counts where company_id = $1 and list = $2 union all select status, delta, 1 from list_count_deltas where company_id = $3 and list = $4 ) kept group by status;

-- counters, filtered (1/5): GET /api/transactions/counters/?created_after=2026-03-01&search=alice
select "related"."id" from "users" as "related" where (lower("related"."first_name") like $1 escape '\' or lower("related"."last_name") like $2 escape '\' or lower("related"."email") like $3 escape '\') and "related"."company_id" = $4 limit $5;

-- counters, filtered (2/5): GET /api/transactions/counters/?created_after=2026-03-01&search=alice
select "related"."id" from "phone_numbers" as "related" where lower("related"."number") like $1 escape '\' and "related"."company_id" = $2 limit $3;

-- counters, filtered (3/5): GET /api/transactions/counters/?created_after=2026-03-01&search=alice
select "sp"."id" from "plans" as "sp" inner join "carriers" as "sc" on "sc"."id" = "sp"."carrier_id" where (lower("sp"."name") like $1 escape '\' or lower("sc"."name") like $2 escape '\') and "sc"."company_id" = $3 limit $4;

-- counters, filtered (4/5): GET /api/transactions/counters/?created_after=2026-03-01&search=alice
select "time_zone" from "companies" where "id" = $1;

-- counters, filtered (5/5): GET /api/transactions/counters/?created_after=2026-03-01&search=alice
select "t"."status" as "status", count(*) as "n" from "transactions" as "t" where "t"."company_id" = $1 and "t"."created_at" >= $2 and "t"."user_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like $3 escape '\' or lower("related"."last_name") like $4 escape '\' or lower("related"."email") like $5 escape '\') and "related"."company_id" = $6) group by "t"."status";

-- export (1/6): GET /api/transactions/export/?status=error&search=alpha&ordering=created_at
select "time_zone" from "companies" where "id" = $1;

-- export (2/6): GET /api/transactions/export/?status=error&search=alpha&ordering=created_at
select "related"."id" from "users" as "related" where (lower("related"."first_name") like $1 escape '\' or lower("related"."last_name") like $2 escape '\' or lower("related"."email") like $3 escape '\') and "related"."company_id" = $4 limit $5;

-- export (3/6): GET /api/transactions/export/?status=error&search=alpha&ordering=created_at
select "related"."id" from "phone_numbers" as "related" where lower("related"."number") like $1 escape '\' and "related"."company_id" = $2 limit $3;

-- export (4/6): GET /api/transactions/export/?status=error&search=alpha&ordering=created_at
select "sp"."id" from "plans" as "sp" inner join "carriers" as "sc" on "sc"."id" = "sp"."carrier_id" where (lower("sp"."name") like $1 escape '\' or lower("sc"."name") like $2 escape '\') and "sc"."company_id" = $3 limit $4;

-- export (5/6): GET /api/transactions/export/?status=error&search=alpha&ordering=created_at
select "t"."id" as "id" from "transactions" as "t" where "t"."company_id" = $1 and "t"."status" in ($2) and "t"."plan_id" in (select "sp"."id" from "plans" as "sp" inner join "carriers" as "sc" on "sc"."id" = "sp"."carrier_id" where (lower("sp"."name") like $3 escape '\' or lower("sc"."name") like $4 escape '\') and "sc"."company_id" = $5);

-- export (6/6): GET /api/transactions/export/?status=error&search=alpha&ordering=created_at
select "t"."id", "t"."status", "t"."trigger", "t"."amount", "t"."user_id", "u"."first_name", "u"."last_name", "u"."email", "t"."phone_number_id", "pn"."number" as "phone_digits", "t"."plan_id", "p"."name" as "plan_name", "p"."carrier_id", "c"."name" as "carrier_name", "t"."payment_method_id", "pm"."brand" as "card_brand", "pm"."last4" as "card_last4", "t"."charge_id", "t"."payment_error", "t"."payment_error_code", "t"."payment_error_params", "t"."refill_error", "t"."refill_error_code", "t"."refill_error_params", "t"."provider_ref", "t"."waiting_for", "t"."attempts", "t"."scheduled_refill_id", "t"."run_on", "t"."created_by", "t"."resolved_by", "t"."resolved_at", "t"."note", "t"."created_at", "t"."updated_at", "t"."completed_at", "t"."topup_cost", (select coalesce(sum(case when ch.kind <> 'refund' and ch.status in ('succeeded', 'refunded') then ch.amount when ch.kind = 'refund' and ch.status = 'succeeded' then -ch.amount else 0 end), 0) as "v" from "charges" as "ch" where "ch"."transaction_id" = "t"."id") as "refill_revenue", (select coalesce(sum(case when ch.kind <> 'refund' and ch.status in ('succeeded', 'refunded') then ch.fee else 0 end), 0) as "v" from "charges" as "ch" where "ch"."transaction_id" = "t"."id") as "refill_fees" from "transactions" as "t" inner join "users" as "u" on "u"."id" = "t"."user_id" inner join "phone_numbers" as "pn" on "pn"."id" = "t"."phone_number_id" inner join "plans" as "p" on "p"."id" = "t"."plan_id" inner join "carriers" as "c" on "c"."id" = "p"."carrier_id" left join "payment_methods" as "pm" on "pm"."id" = "t"."payment_method_id" where "t"."company_id" = $1 and "t"."id" in (select "t"."id" as "id" from "transactions" as "t" where "t"."company_id" = $2 and "t"."status" in ($3) and "t"."plan_id" in (select "sp"."id" from "plans" as "sp" inner join "carriers" as "sc" on "sc"."id" = "sp"."carrier_id" where (lower("sp"."name") like $4 escape '\' or lower("sc"."name") like $5 escape '\') and "sc"."company_id" = $6)) order by "t"."created_at" asc, "t"."id" asc;
