-- list (1/3): GET /api/audit-log/
select "al"."id" as "id" from "audit_log" as "al" where "al"."company_id" = ? order by "al"."created_at" desc, "al"."id" desc limit ? offset ?;

-- list (2/3): GET /api/audit-log/
select "al".*, "a"."first_name" as "actor_first_name", "a"."last_name" as "actor_last_name", "a"."email" as "actor_email", "h"."first_name" as "hijacker_first_name", "h"."last_name" as "hijacker_last_name" from "audit_log" as "al" left join "users" as "a" on "a"."id" = "al"."actor_id" left join "users" as "h" on "h"."id" = "al"."on_behalf_of" where "al"."company_id" = ? and "al"."id" in (select "al"."id" as "id" from "audit_log" as "al" where "al"."company_id" = ? order by "al"."created_at" desc, "al"."id" desc limit ? offset ?) order by "al"."created_at" desc, "al"."id" desc;

-- list (3/3): GET /api/audit-log/
select count(*) as "count" from "audit_log" as "al" where "al"."company_id" = ?;

-- list, searched and ordered (1/5): GET /api/audit-log/?search=member&ordering=created_at
select "related"."id" from "users" as "related" where (lower("related"."first_name") like ? escape '\' or lower("related"."last_name") like ? escape '\' or lower("related"."email") like ? escape '\') and "related"."company_id" = ? limit ?;

-- list, searched and ordered (2/5): GET /api/audit-log/?search=member&ordering=created_at
select "related"."id" from "users" as "related" where (lower("related"."first_name") like ? escape '\' or lower("related"."last_name") like ? escape '\' or lower("related"."email") like ? escape '\') and "related"."company_id" = ? limit ?;

-- list, searched and ordered (3/5): GET /api/audit-log/?search=member&ordering=created_at
select "al"."id" as "id" from "audit_log" as "al" where "al"."company_id" = ? and ("al"."actor_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like ? escape '\' or lower("related"."last_name") like ? escape '\' or lower("related"."email") like ? escape '\') and "related"."company_id" = ?) or "al"."on_behalf_of" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like ? escape '\' or lower("related"."last_name") like ? escape '\' or lower("related"."email") like ? escape '\') and "related"."company_id" = ?)) order by "al"."created_at" asc, "al"."id" asc limit ? offset ?;

-- list, searched and ordered (4/5): GET /api/audit-log/?search=member&ordering=created_at
select "al".*, "a"."first_name" as "actor_first_name", "a"."last_name" as "actor_last_name", "a"."email" as "actor_email", "h"."first_name" as "hijacker_first_name", "h"."last_name" as "hijacker_last_name" from "audit_log" as "al" left join "users" as "a" on "a"."id" = "al"."actor_id" left join "users" as "h" on "h"."id" = "al"."on_behalf_of" where "al"."company_id" = ? and "al"."id" in (select "al"."id" as "id" from "audit_log" as "al" where "al"."company_id" = ? and ("al"."actor_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like ? escape '\' or lower("related"."last_name") like ? escape '\' or lower("related"."email") like ? escape '\') and "related"."company_id" = ?) or "al"."on_behalf_of" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like ? escape '\' or lower("related"."last_name") like ? escape '\' or lower("related"."email") like ? escape '\') and "related"."company_id" = ?)) order by "al"."created_at" asc, "al"."id" asc limit ? offset ?) order by "al"."created_at" asc, "al"."id" asc;

-- list, searched and ordered (5/5): GET /api/audit-log/?search=member&ordering=created_at
select count(*) as "count" from "audit_log" as "al" where "al"."company_id" = ? and ("al"."actor_id" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like ? escape '\' or lower("related"."last_name") like ? escape '\' or lower("related"."email") like ? escape '\') and "related"."company_id" = ?) or "al"."on_behalf_of" in (select "related"."id" from "users" as "related" where (lower("related"."first_name") like ? escape '\' or lower("related"."last_name") like ? escape '\' or lower("related"."email") like ? escape '\') and "related"."company_id" = ?));
