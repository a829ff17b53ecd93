-- list (1/3): GET /api/charges/
select "ch"."id" as "id" from "charges" as "ch" where "ch"."company_id" = $1 order by "ch"."created_at" desc, "ch"."id" desc limit $2 offset $3;

-- list (2/3): GET /api/charges/
select "ch".*, "u"."first_name", "u"."last_name", "u"."email" from "charges" as "ch" inner join "users" as "u" on "u"."id" = "ch"."user_id" where "ch"."company_id" = $1 and "ch"."id" in (select "ch"."id" as "id" from "charges" as "ch" where "ch"."company_id" = $2 order by "ch"."created_at" desc, "ch"."id" desc limit $3 offset $4) order by "ch"."created_at" desc, "ch"."id" desc;

-- list (3/3): GET /api/charges/
select count(*) as "count" from "charges" as "ch" where "ch"."company_id" = $1;

-- list, filtered, searched and ordered (1/5): GET /api/charges/?kind=rental&status=succeeded&method=card&created_after=2026-01-01&created_before=2026-12-31&search=4242&ordering=-amount&page_size=25
select "related"."id" from "users" as "related" where (lower("related"."first_name") like $1 escape '\' or lower("related"."last_name") like $2 escape '\' or lower("related"."email") like $3 escape '\') and "related"."company_id" = $4 limit $5;

-- list, filtered, searched and ordered (2/5): GET /api/charges/?kind=rental&status=succeeded&method=card&created_after=2026-01-01&created_before=2026-12-31&search=4242&ordering=-amount&page_size=25
select "time_zone" from "companies" where "id" = $1;

-- list, filtered, searched and ordered (3/5): GET /api/charges/?kind=rental&status=succeeded&method=card&created_after=2026-01-01&created_before=2026-12-31&search=4242&ordering=-amount&page_size=25
select "ch"."id" as "id" from "charges" as "ch" where "ch"."company_id" = $1 and "ch"."kind" in ($2) and "ch"."status" in ($3) and "ch"."method" in ($4) and "ch"."created_at" >= $5 and "ch"."created_at" < $6 and "ch"."last4" = $7 order by "ch"."amount" desc, "ch"."id" desc limit $8 offset $9;

-- list, filtered, searched and ordered (4/5): GET /api/charges/?kind=rental&status=succeeded&method=card&created_after=2026-01-01&created_before=2026-12-31&search=4242&ordering=-amount&page_size=25
select "ch".*, "u"."first_name", "u"."last_name", "u"."email" from "charges" as "ch" inner join "users" as "u" on "u"."id" = "ch"."user_id" where "ch"."company_id" = $1 and "ch"."id" in (select "ch"."id" as "id" from "charges" as "ch" where "ch"."company_id" = $2 and "ch"."kind" in ($3) and "ch"."status" in ($4) and "ch"."method" in ($5) and "ch"."created_at" >= $6 and "ch"."created_at" < $7 and "ch"."last4" = $8 order by "ch"."amount" desc, "ch"."id" desc limit $9 offset $10) order by "ch"."amount" desc, "ch"."id" desc;

-- list, filtered, searched and ordered (5/5): GET /api/charges/?kind=rental&status=succeeded&method=card&created_after=2026-01-01&created_before=2026-12-31&search=4242&ordering=-amount&page_size=25
select count(*) as "count" from "charges" as "ch" where "ch"."company_id" = $1 and "ch"."kind" in ($2) and "ch"."status" in ($3) and "ch"."method" in ($4) and "ch"."created_at" >= $5 and "ch"."created_at" < $6 and "ch"."last4" = $7;

-- list, a customer's own (1/3): GET /api/charges/
select "ch"."id" as "id" from "charges" as "ch" where "ch"."company_id" = $1 and "ch"."user_id" = $2 order by "ch"."created_at" desc, "ch"."id" desc limit $3 offset $4;

-- list, a customer's own (2/3): GET /api/charges/
select "ch".*, "u"."first_name", "u"."last_name", "u"."email" from "charges" as "ch" inner join "users" as "u" on "u"."id" = "ch"."user_id" where "ch"."company_id" = $1 and "ch"."user_id" = $2 and "ch"."id" in (select "ch"."id" as "id" from "charges" as "ch" where "ch"."company_id" = $3 and "ch"."user_id" = $4 order by "ch"."created_at" desc, "ch"."id" desc limit $5 offset $6) order by "ch"."created_at" desc, "ch"."id" desc;

-- list, a customer's own (3/3): GET /api/charges/
select count(*) as "count" from "charges" as "ch" where "ch"."company_id" = $1 and "ch"."user_id" = $2;

-- export (1/4): GET /api/charges/export/?kind=refill&search=alice&ordering=created_at
select "time_zone" from "companies" where "id" = $1;

-- export (2/4): GET /api/charges/export/?kind=refill&search=alice&ordering=created_at
select "related"."id" from "users" as "related" where (lower("related"."first_name") like $1 escape '\' or lower("related"."last_name") like $2 escape '\' or lower("related"."email") like $3 escape '\') and "related"."company_id" = $4 limit $5;

-- export (3/4): GET /api/charges/export/?kind=refill&search=alice&ordering=created_at
select "ch"."id" as "id" from "charges" as "ch" where "ch"."company_id" = $1 and "ch"."kind" in ($2) and "ch"."user_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like $3 escape '\' or lower("related"."last_name") like $4 escape '\' or lower("related"."email") like $5 escape '\') and "related"."company_id" = $6);

-- export (4/4): GET /api/charges/export/?kind=refill&search=alice&ordering=created_at
select "ch".*, "u"."first_name", "u"."last_name", "u"."email" from "charges" as "ch" inner join "users" as "u" on "u"."id" = "ch"."user_id" where "ch"."company_id" = $1 and "ch"."id" in (select "ch"."id" as "id" from "charges" as "ch" where "ch"."company_id" = $2 and "ch"."kind" in ($3) and "ch"."user_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like $4 escape '\' or lower("related"."last_name") like $5 escape '\' or lower("related"."email") like $6 escape '\') and "related"."company_id" = $7)) order by "ch"."created_at" asc, "ch"."id" asc;
