-- list (1/3): GET /api/phones/
select "pn"."id" as "id" from "phone_numbers" as "pn" where "pn"."company_id" = $1 order by "pn"."created_at" desc, "pn"."id" desc limit $2 offset $3;

-- list (2/3): GET /api/phones/
select "pn"."detected_operator_id", "pn"."detected_operator_name", "pn"."detected_at", "c"."provider_operator_id", "pn"."id", "pn"."number", "pn"."nickname", "pn"."carrier_id", "c"."name" as "carrier_name", "pn"."plan_id", "p"."name" as "plan_name", "pn"."user_id", "u"."first_name", "u"."last_name", "u"."email", "pn"."is_active", "pn"."created_at", "pn"."service_ends_on" from "phone_numbers" as "pn" inner join "users" as "u" on "u"."id" = "pn"."user_id" left join "carriers" as "c" on "c"."id" = "pn"."carrier_id" left join "plans" as "p" on "p"."id" = "pn"."plan_id" where "pn"."company_id" = $1 and "pn"."id" in (select "pn"."id" as "id" from "phone_numbers" as "pn" where "pn"."company_id" = $2 order by "pn"."created_at" desc, "pn"."id" desc limit $3 offset $4) order by "pn"."created_at" desc, "pn"."id" desc;

-- list (3/3): GET /api/phones/
select count(*) as "count" from "phone_numbers" as "pn" where "pn"."company_id" = $1;

-- list, searched and ordered (1/5): GET /api/phones/?search=555%20alice&ordering=number&page_size=25
select "related"."id" from "users" as "related" where (lower("related"."first_name") like $1 escape '\' or lower("related"."last_name") like $2 escape '\' or lower("related"."email") like $3 escape '\') and "related"."company_id" = $4 limit $5;

-- list, searched and ordered (2/5): GET /api/phones/?search=555%20alice&ordering=number&page_size=25
select "related"."id" from "users" as "related" where (lower("related"."first_name") like $1 escape '\' or lower("related"."last_name") like $2 escape '\' or lower("related"."email") like $3 escape '\') and "related"."company_id" = $4 limit $5;

-- list, searched and ordered (3/5): GET /api/phones/?search=555%20alice&ordering=number&page_size=25
select "pn"."id" as "id" from "phone_numbers" as "pn" where "pn"."company_id" = $1 and (lower("pn"."number") like $2 escape '\' or lower("pn"."number") like $3 escape '\' or lower("pn"."nickname") like $4 escape '\') and (lower("pn"."number") like $5 escape '\' or 1 = 0 or lower("pn"."nickname") like $6 escape '\' or "pn"."user_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like $7 escape '\' or lower("related"."last_name") like $8 escape '\' or lower("related"."email") like $9 escape '\') and "related"."company_id" = $10)) order by "pn"."number" asc, "pn"."id" asc limit $11 offset $12;

-- list, searched and ordered (4/5): GET /api/phones/?search=555%20alice&ordering=number&page_size=25
select "pn"."detected_operator_id", "pn"."detected_operator_name", "pn"."detected_at", "c"."provider_operator_id", "pn"."id", "pn"."number", "pn"."nickname", "pn"."carrier_id", "c"."name" as "carrier_name", "pn"."plan_id", "p"."name" as "plan_name", "pn"."user_id", "u"."first_name", "u"."last_name", "u"."email", "pn"."is_active", "pn"."created_at", "pn"."service_ends_on" from "phone_numbers" as "pn" inner join "users" as "u" on "u"."id" = "pn"."user_id" left join "carriers" as "c" on "c"."id" = "pn"."carrier_id" left join "plans" as "p" on "p"."id" = "pn"."plan_id" where "pn"."company_id" = $1 and "pn"."id" in (select "pn"."id" as "id" from "phone_numbers" as "pn" where "pn"."company_id" = $2 and (lower("pn"."number") like $3 escape '\' or lower("pn"."number") like $4 escape '\' or lower("pn"."nickname") like $5 escape '\') and (lower("pn"."number") like $6 escape '\' or 1 = 0 or lower("pn"."nickname") like $7 escape '\' or "pn"."user_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like $8 escape '\' or lower("related"."last_name") like $9 escape '\' or lower("related"."email") like $10 escape '\') and "related"."company_id" = $11)) order by "pn"."number" asc, "pn"."id" asc limit $12 offset $13) order by "pn"."number" asc, "pn"."id" asc;

-- list, searched and ordered (5/5): GET /api/phones/?search=555%20alice&ordering=number&page_size=25
select count(*) as "count" from "phone_numbers" as "pn" where "pn"."company_id" = $1 and (lower("pn"."number") like $2 escape '\' or lower("pn"."number") like $3 escape '\' or lower("pn"."nickname") like $4 escape '\') and (lower("pn"."number") like $5 escape '\' or 1 = 0 or lower("pn"."nickname") like $6 escape '\' or "pn"."user_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like $7 escape '\' or lower("related"."last_name") like $8 escape '\' or lower("related"."email") like $9 escape '\') and "related"."company_id" = $10));

-- list, a customer's own (1/3): GET /api/phones/
select "pn"."id" as "id" from "phone_numbers" as "pn" where "pn"."company_id" = $1 and "pn"."user_id" = $2 and "pn"."is_active" = $3 order by "pn"."created_at" desc, "pn"."id" desc limit $4 offset $5;

-- list, a customer's own (2/3): GET /api/phones/
select null as "detected_operator_id", null as "detected_operator_name", null as "detected_at", null as "provider_operator_id", "pn"."id", "pn"."number", "pn"."nickname", "pn"."carrier_id", "c"."name" as "carrier_name", "pn"."plan_id", "p"."name" as "plan_name", "pn"."user_id", "u"."first_name", "u"."last_name", "u"."email", "pn"."is_active", "pn"."created_at", "pn"."service_ends_on" from "phone_numbers" as "pn" inner join "users" as "u" on "u"."id" = "pn"."user_id" left join "carriers" as "c" on "c"."id" = "pn"."carrier_id" left join "plans" as "p" on "p"."id" = "pn"."plan_id" where "pn"."company_id" = $1 and "pn"."user_id" = $2 and "pn"."is_active" = $3 and "pn"."id" in (select "pn"."id" as "id" from "phone_numbers" as "pn" where "pn"."company_id" = $4 and "pn"."user_id" = $5 and "pn"."is_active" = $6 order by "pn"."created_at" desc, "pn"."id" desc limit $7 offset $8) order by "pn"."created_at" desc, "pn"."id" desc;

-- list, a customer's own (3/3): GET /api/phones/
select count(*) as "count" from "phone_numbers" as "pn" where "pn"."company_id" = $1 and "pn"."user_id" = $2 and "pn"."is_active" = $3;
