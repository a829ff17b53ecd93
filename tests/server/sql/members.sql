-- list (1/2): GET /api/company/members/
select "u"."id", "u"."email", "u"."first_name", "u"."last_name", "u"."is_company_owner", "u"."is_active", "u"."created_at", "u"."last_login", "u"."password_hash" from "users" as "u" where "u"."company_id" = ? and "u"."is_company_member" = ? order by "u"."created_at" desc, "u"."id" desc limit ? offset ?;

-- list (2/2): GET /api/company/members/
select count(*) as "count" from "users" as "u" where "u"."company_id" = ? and "u"."is_company_member" = ?;

-- list, searched and ordered (1/2): GET /api/company/members/?search=member&ordering=last_name
select "u"."id", "u"."email", "u"."first_name", "u"."last_name", "u"."is_company_owner", "u"."is_active", "u"."created_at", "u"."last_login", "u"."password_hash" from "users" as "u" where "u"."company_id" = ? and "u"."is_company_member" = ? and (lower("u"."first_name") like ? escape '\' or lower("u"."last_name") like ? escape '\' or lower("u"."email") like ? escape '\') order by "u"."last_name" asc, "u"."id" asc limit ? offset ?;

-- list, searched and ordered (2/2): GET /api/company/members/?search=member&ordering=last_name
select count(*) as "count" from "users" as "u" where "u"."company_id" = ? and "u"."is_company_member" = ? and (lower("u"."first_name") like ? escape '\' or lower("u"."last_name") like ? escape '\' or lower("u"."email") like ? escape '\');
