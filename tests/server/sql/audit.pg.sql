-- list (1/3): GET /api/audit-log/
select "al"."id" as "id" from "audit_log" as "al" where "al"."company_id" = $1 order by "al"."created_at" desc, "al"."id" desc limit $2 offset $3;

-- list (2/3): GET /api/audit-log/
select "al".*, "a"."first_name" as "actor_first_name", "a"."last_name" as "actor_last_name", "a"."email" as "actor_email", "h"."first_name" as "hijacker_first_name", "h"."last_name" as "hijacker_last_name" from "audit_log" as "al" left join "users" as "a" on "a"."id" = "al"."actor_id" left join "users" as "h" on "h"."id" = "al"."on_behalf_of" where "al"."company_id" = $1 and "al"."id" in (select "al"."id" as "id" from "audit_log" as "al" where "al"."company_id" = $2 order by "al"."created_at" desc, "al"."id" desc limit $3 offset $4) order by "al"."created_at" desc, "al"."id" desc;

-- list (3/3): GET /api/audit-log/
select count(*) as "count" from "audit_log" as "al" where "al"."company_id" = $1;

-- list, searched and ordered (1/5): GET /api/audit-log/?search=member&ordering=created_at
select "related"."id" from "users" as "related" where (lower("related"."first_name") like $1 escape '\' or lower("related"."last_name") like $2 escape '\' or lower("related"."email") like $3 escape '\') and "related"."company_id" = $4 limit $5;

-- list, searched and ordered (2/5): GET /api/audit-log/?search=member&ordering=created_at
select "related"."id" from "users" as "related" where (lower("related"."first_name") like $1 escape '\' or lower("related"."last_name") like $2 escape '\' or lower("related"."email") like $3 escape '\') and "related"."company_id" = $4 limit $5;

-- list, searched and ordered (3/5): GET /api/audit-log/?search=member&ordering=created_at
select "al"."id" as "id" from "audit_log" as "al" where "al"."company_id" = $1 and ("al"."actor_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like $2 escape '\' or lower("related"."last_name") like $3 escape '\' or lower("related"."email") like $4 escape '\') and "related"."company_id" = $5) or "al"."on_behalf_of" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like $6 escape '\' or lower("related"."last_name") like $7 escape '\' or lower("related"."email") like $8 escape '\') and "related"."company_id" = $9)) order by "al"."created_at" asc, "al"."id" asc limit $10 offset $11;

-- list, searched and ordered (4/5): GET /api/audit-log/?search=member&ordering=created_at
select "al".*, "a"."first_name" as "actor_first_name", "a"."last_name" as "actor_last_name", "a"."email" as "actor_email", "h"."first_name" as "hijacker_first_name", "h"."last_name" as "hijacker_last_name" from "audit_log" as "al" left join "users" as "a" on "a"."id" = "al"."actor_id" left join "users" as "h" on "h"."id" = "al"."on_behalf_of" where "al"."company_id" = $1 and "al"."id" in (select "al"."id" as "id" from "audit_log" as "al" where "al"."company_id" = $2 and ("al"."actor_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like $3 escape '\' or lower("related"."last_name") like $4 escape '\' or lower("related"."email") like $5 escape '\') and "related"."company_id" = $6) or "al"."on_behalf_of" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like $7 escape '\' or lower("related"."last_name") like $8 escape '\' or lower("related"."email") like $9 escape '\') and "related"."company_id" = $10)) order by "al"."created_at" asc, "al"."id" asc limit $11 offset $12) order by "al"."created_at" asc, "al"."id" asc;

-- list, searched and ordered (5/5): GET /api/audit-log/?search=member&ordering=created_at
select count(*) as "count" from "audit_log" as "al" where "al"."company_id" = $1 and ("al"."actor_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like $2 escape '\' or lower("related"."last_name") like $3 escape '\' or lower("related"."email") like $4 escape '\') and "related"."company_id" = $5) or "al"."on_behalf_of" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like $6 escape '\' or lower("related"."last_name") like $7 escape '\' or lower("related"."email") like $8 escape '\') and "related"."company_id" = $9));
