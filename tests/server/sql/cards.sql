-- list, a customer's own (1/2): GET /api/payments/cards/
select "id", "brand", "last4", "exp_month", "exp_year", "is_default", "created_at" from "payment_methods" where "user_id" = ? and "is_active" = ? order by "is_default" desc, "created_at" desc, "id" desc limit ? offset ?;

-- list, a customer's own (2/2): GET /api/payments/cards/
select count(*) as "count" from "payment_methods" where "user_id" = ? and "is_active" = ?;
