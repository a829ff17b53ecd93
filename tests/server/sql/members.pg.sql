-- list (1/2): GET /api/company/members/
select "u"."id", "u"."email", "u"."first_name", "u"."last_name", "u"."is_company_owner", "u"."is_active", "u"."created_at", "u"."last_login", "u"."password_hash" from "users" as "u" where "u"."company_id" = $1 and "u"."is_company_member" = $2 order by "u"."created_at" desc, "u"."id" desc limit $3 offset $4;

-- list (2/2): GET /api/company/members/
select count(*) as "count" from "users" as "u" where "u"."company_id" = $1 and "u"."is_company_member" = $2;

-- list, searched and ordered (1/2): GET /api/company/members/?search=member&ordering=last_name
select "u"."id", "u"."email", "u"."first_name", "u"."last_name", "u"."is_company_owner", "u"."is_active", "u"."created_at", "u"."last_login", "u"."password_hash" from "users" as "u" where "u"."company_id" = $1 and "u"."is_company_member" = $2 and (lower("u"."first_name") like $3 escape '\' or lower("u"."last_name") like $4 escape '\' or lower("u"."email") like $5 escape '\') order by "u"."last_name" asc, "u"."id" asc limit $6 offset $7;

-- list, searched and ordered (2/2): GET /api/company/members/?search=member&ordering=last_name
select count(*) as "count" from "users" as "u" where "u"."company_id" = $1 and "u"."is_company_member" = $2 and (lower("u"."first_name") like $3 escape '\' or lower("u"."last_name") like $4 escape '\' or lower("u"."email") like $5 escape '\');
