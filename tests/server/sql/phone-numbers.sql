-- list (1/3): GET /api/phones/
select "pn"."id" as "id" from "phone_numbers" as "pn" where "pn"."company_id" = ? order by "pn"."created_at" desc, "pn"."id" desc limit ? offset ?;

-- list (2/3): GET /api/phones/
select "pn"."detected_operator_id", "pn"."detected_operator_name", "pn"."detected_at", "c"."provider_operator_id", "pn"."id", "pn"."number", "pn"."nickname", "pn"."carrier_id", "c"."name" as "carrier_name", "pn"."plan_id", "p"."name" as "plan_name", "pn"."user_id", "u"."first_name", "u"."last_name", "u"."email", "pn"."is_active", "pn"."created_at", "pn"."service_ends_on" from "phone_numbers" as "pn" inner join "users" as "u" on "u"."id" = "pn"."user_id" left join "carriers" as "c" on "c"."id" = "pn"."carrier_id" left join "plans" as "p" on "p"."id" = "pn"."plan_id" where "pn"."company_id" = ? and "pn"."id" in (select "pn"."id" as "id" from "phone_numbers" as "pn" where "pn"."company_id" = ? order by "pn"."created_at" desc, "pn"."id" desc limit ? offset ?) order by "pn"."created_at" desc, "pn"."id" desc;

-- list (3/3): GET /api/phones/
select count(*) as "count" from "phone_numbers" as "pn" where "pn"."company_id" = ?;

-- list, searched and ordered (1/5): GET /api/phones/?search=555%20alice&ordering=number&page_size=25
select "related"."id" from "users" as "related" where (lower("related"."first_name") like ? escape '\' or lower("related"."last_name") like ? escape '\' or lower("related"."email") like ? escape '\') and "related"."company_id" = ? limit ?;

-- list, searched and ordered (2/5): GET /api/phones/?search=555%20alice&ordering=number&page_size=25
select "related"."id" from "users" as "related" where (lower("related"."first_name") like ? escape '\' or lower("related"."last_name") like ? escape '\' or lower("related"."email") like ? escape '\') and "related"."company_id" = ? limit ?;

-- list, searched and ordered (3/5): GET /api/phones/?search=555%20alice&ordering=number&page_size=25
select "pn"."id" as "id" from "phone_numbers" as "pn" where "pn"."company_id" = ? and (lower("pn"."number") like ? escape '\' or lower("pn"."number") like ? escape '\' or lower("pn"."nickname") like ? escape '\') and (lower("pn"."number") like ? escape '\' or 1 = 0 or lower("pn"."nickname") like ? escape '\' or "pn"."user_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like ? escape '\' or lower("related"."last_name") like ? escape '\' or lower("related"."email") like ? escape '\') and "related"."company_id" = ?)) order by "pn"."number" asc, "pn"."id" asc limit ? offset ?;

-- list, searched and ordered (4/5): GET /api/phones/?search=555%20alice&ordering=number&page_size=25
select "pn"."detected_operator_id", "pn"."detected_operator_name", "pn"."detected_at", "c"."provider_operator_id", "pn"."id", "pn"."number", "pn"."nickname", "pn"."carrier_id", "c"."name" as "carrier_name", "pn"."plan_id", "p"."name" as "plan_name", "pn"."user_id", "u"."first_name", "u"."last_name", "u"."email", "pn"."is_active", "pn"."created_at", "pn"."service_ends_on" from "phone_numbers" as "pn" inner join "users" as "u" on "u"."id" = "pn"."user_id" left join "carriers" as "c" on "c"."id" = "pn"."carrier_id" left join "plans" as "p" on "p"."id" = "pn"."plan_id" where "pn"."company_id" = ? and "pn"."id" in (select "pn"."id" as "id" from "phone_numbers" as "pn" where "pn"."company_id" = ? and (lower("pn"."number") like ? escape '\' or lower("pn"."number") like ? escape '\' or lower("pn"."nickname") like ? escape '\') and (lower("pn"."number") like ? escape '\' or 1 = 0 or lower("pn"."nickname") like ? escape '\' or "pn"."user_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like ? escape '\' or lower("related"."last_name") like ? escape '\' or lower("related"."email") like ? escape '\') and "related"."company_id" = ?)) order by "pn"."number" asc, "pn"."id" asc limit ? offset ?) order by "pn"."number" asc, "pn"."id" asc;

-- list, searched and ordered (5/5): GET /api/phones/?search=555%20alice&ordering=number&page_size=25
select count(*) as "count" from "phone_numbers" as "pn" where "pn"."company_id" = ? and (lower("pn"."number") like ? escape '\' or lower("pn"."number") like ? escape '\' or lower("pn"."nickname") like ? escape '\') and (lower("pn"."number") like ? escape '\' or 1 = 0 or lower("pn"."nickname") like ? escape '\' or "pn"."user_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like ? escape '\' or lower("related"."last_name") like ? escape '\' or lower("related"."email") like ? escape '\') and "related"."company_id" = ?));

-- list, a customer's own (1/3): GET /api/phones/
select "pn"."id" as "id" from "phone_numbers" as "pn" where "pn"."company_id" = ? and "pn"."user_id" = ? and "pn"."is_active" = ? order by "pn"."created_at" desc, "pn"."id" desc limit ? offset ?;

-- list, a customer's own (2/3): GET /api/phones/
select null as "detected_operator_id", null as "detected_operator_name", null as "detected_at", null as "provider_operator_id", "pn"."id", "pn"."number", "pn"."nickname", "pn"."carrier_id", "c"."name" as "carrier_name", "pn"."plan_id", "p"."name" as "plan_name", "pn"."user_id", "u"."first_name", "u"."last_name", "u"."email", "pn"."is_active", "pn"."created_at", "pn"."service_ends_on" from "phone_numbers" as "pn" inner join "users" as "u" on "u"."id" = "pn"."user_id" left join "carriers" as "c" on "c"."id" = "pn"."carrier_id" left join "plans" as "p" on "p"."id" = "pn"."plan_id" where "pn"."company_id" = ? and "pn"."user_id" = ? and "pn"."is_active" = ? and "pn"."id" in (select "pn"."id" as "id" from "phone_numbers" as "pn" where "pn"."company_id" = ? and "pn"."user_id" = ? and "pn"."is_active" = ? order by "pn"."created_at" desc, "pn"."id" desc limit ? offset ?) order by "pn"."created_at" desc, "pn"."id" desc;

-- list, a customer's own (3/3): GET /api/phones/
select count(*) as "count" from "phone_numbers" as "pn" where "pn"."company_id" = ? and "pn"."user_id" = ? and "pn"."is_active" = ?;
