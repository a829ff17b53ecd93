-- list (1/3): GET /api/charges/
select "ch"."id" as "id" from "charges" as "ch" where "ch"."company_id" = ? order by "ch"."created_at" desc, "ch"."id" desc limit ? offset ?;

-- list (2/3): GET /api/charges/
select "ch".*, "u"."first_name", "u"."last_name", "u"."email" from "charges" as "ch" inner join "users" as "u" on "u"."id" = "ch"."user_id" where "ch"."company_id" = ? and "ch"."id" in (select "ch"."id" as "id" from "charges" as "ch" where "ch"."company_id" = ? order by "ch"."created_at" desc, "ch"."id" desc limit ? offset ?) order by "ch"."created_at" desc, "ch"."id" desc;

-- list (3/3): GET /api/charges/
select count(*) as "count" from "charges" as "ch" where "ch"."company_id" = ?;

-- list, filtered, searched and ordered (1/5): GET /api/charges/?kind=rental&status=succeeded&method=card&created_after=2026-01-01&created_before=2026-12-31&search=4242&ordering=-amount&page_size=25
select "related"."id" from "users" as "related" where (lower("related"."first_name") like ? escape '\' or lower("related"."last_name") like ? escape '\' or lower("related"."email") like ? escape '\') and "related"."company_id" = ? limit ?;

-- list, filtered, searched and ordered (2/5): GET /api/charges/?kind=rental&status=succeeded&method=card&created_after=2026-01-01&created_before=2026-12-31&search=4242&ordering=-amount&page_size=25
select "time_zone" from "companies" where "id" = ?;

-- list, filtered, searched and ordered (3/5): GET /api/charges/?kind=rental&status=succeeded&method=card&created_after=2026-01-01&created_before=2026-12-31&search=4242&ordering=-amount&page_size=25
select "ch"."id" as "id" from "charges" as "ch" where "ch"."company_id" = ? and "ch"."kind" in (?) and "ch"."status" in (?) and "ch"."method" in (?) and "ch"."created_at" >= ? and "ch"."created_at" < ? and "ch"."last4" = ? order by "ch"."amount" desc, "ch"."id" desc limit ? offset ?;

-- list, filtered, searched and ordered (4/5): GET /api/charges/?kind=rental&status=succeeded&method=card&created_after=2026-01-01&created_before=2026-12-31&search=4242&ordering=-amount&page_size=25
select "ch".*, "u"."first_name", "u"."last_name", "u"."email" from "charges" as "ch" inner join "users" as "u" on "u"."id" = "ch"."user_id" where "ch"."company_id" = ? and "ch"."id" in (select "ch"."id" as "id" from "charges" as "ch" where "ch"."company_id" = ? and "ch"."kind" in (?) and "ch"."status" in (?) and "ch"."method" in (?) and "ch"."created_at" >= ? and "ch"."created_at" < ? and "ch"."last4" = ? order by "ch"."amount" desc, "ch"."id" desc limit ? offset ?) order by "ch"."amount" desc, "ch"."id" desc;

-- list, filtered, searched and ordered (5/5): GET /api/charges/?kind=rental&status=succeeded&method=card&created_after=2026-01-01&created_before=2026-12-31&search=4242&ordering=-amount&page_size=25
select count(*) as "count" from "charges" as "ch" where "ch"."company_id" = ? and "ch"."kind" in (?) and "ch"."status" in (?) and "ch"."method" in (?) and "ch"."created_at" >= ? and "ch"."created_at" < ? and "ch"."last4" = ?;

-- list, a customer's own (1/3): GET /api/charges/
select "ch"."id" as "id" from "charges" as "ch" where "ch"."company_id" = ? and "ch"."user_id" = ? order by "ch"."created_at" desc, "ch"."id" desc limit ? offset ?;

-- list, a customer's own (2/3): GET /api/charges/
select "ch".*, "u"."first_name", "u"."last_name", "u"."email" from "charges" as "ch" inner join "users" as "u" on "u"."id" = "ch"."user_id" where "ch"."company_id" = ? and "ch"."user_id" = ? and "ch"."id" in (select "ch"."id" as "id" from "charges" as "ch" where "ch"."company_id" = ? and "ch"."user_id" = ? order by "ch"."created_at" desc, "ch"."id" desc limit ? offset ?) order by "ch"."created_at" desc, "ch"."id" desc;

-- list, a customer's own (3/3): GET /api/charges/
select count(*) as "count" from "charges" as "ch" where "ch"."company_id" = ? and "ch"."user_id" = ?;

-- export (1/4): GET /api/charges/export/?kind=refill&search=alice&ordering=created_at
select "time_zone" from "companies" where "id" = ?;

-- export (2/4): GET /api/charges/export/?kind=refill&search=alice&ordering=created_at
select "related"."id" from "users" as "related" where (lower("related"."first_name") like ? escape '\' or lower("related"."last_name") like ? escape '\' or lower("related"."email") like ? escape '\') and "related"."company_id" = ? limit ?;

-- export (3/4): GET /api/charges/export/?kind=refill&search=alice&ordering=created_at
select "ch"."id" as "id" from "charges" as "ch" where "ch"."company_id" = ? and "ch"."kind" in (?) and "ch"."user_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like ? escape '\' or lower("related"."last_name") like ? escape '\' or lower("related"."email") like ? escape '\') and "related"."company_id" = ?);

-- export (4/4): GET /api/charges/export/?kind=refill&search=alice&ordering=created_at
select "ch".*, "u"."first_name", "u"."last_name", "u"."email" from "charges" as "ch" inner join "users" as "u" on "u"."id" = "ch"."user_id" where "ch"."company_id" = ? and "ch"."id" in (select "ch"."id" as "id" from "charges" as "ch" where "ch"."company_id" = ? and "ch"."kind" in (?) and "ch"."user_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like ? escape '\' or lower("related"."last_name") like ? escape '\' or lower("related"."email") like ? escape '\') and "related"."company_id" = ?)) order by "ch"."created_at" asc, "ch"."id" asc;
