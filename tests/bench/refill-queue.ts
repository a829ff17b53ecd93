import type { DB } from "../../server/db/connection";
import { queuedTransaction } from "../../server/refills/enqueue";

/**
 * A company with `customers` customers, each with a line and a card, and `count` queued refills spread over
 * them, inserted in bulk: what the worker benchmark and the multi-process engine tests start from.
 */
export async function queueRefills(
  db: DB,
  opts: {
    count: number;
    customers?: number;
    processor?: "simulated" | "stripe";
    cardRef?: string;
    slug?: string;
  },
) {
  const at = new Date().toISOString();
  const slug = opts.slug ?? `bench-${process.pid}-${Date.now().toString(36)}`;
  const company = await db
    .insertInto("companies")
    .values({ name: "Bench Wireless", slug, created_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  const carrier = await db
    .insertInto("carriers")
    .values({ company_id: company.id, name: "Bench Mobile", provider_operator_id: "1", created_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  const plan = await db
    .insertInto("plans")
    .values({
      carrier_id: carrier.id,
      name: "Unlimited 30",
      amount: 2500,
      validity_days: 30,
      provider_product_id: "prod-1",
      created_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const customers = opts.customers ?? 50;
  const lines: Array<{ user: number; phone: number; card: number }> = [];
  for (let i = 0; i < customers; i++) {
    const user = await db
      .insertInto("users")
      .values({
        company_id: company.id,
        email: `${slug}-c${i}@example.test`,
        password_hash: null,
        pin: null,
        created_at: at,
        last_login: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const phone = await db
      .insertInto("phone_numbers")
      // Numbers never ending in 13, which the simulated carrier refuses.
      .values({
        company_id: company.id,
        user_id: user.id,
        number: `7${String(company.id % 1000).padStart(3, "0")}${String(i).padStart(5, "0")}7`,
        carrier_id: carrier.id,
        plan_id: plan.id,
        created_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const card = await db
      .insertInto("payment_methods")
      .values({
        user_id: user.id,
        processor: opts.processor ?? "simulated",
        processor_ref: opts.cardRef ?? `pm_sim_bench${i}`,
        brand: "visa",
        last4: "4242",
        exp_month: 12,
        exp_year: 2099,
        is_default: true,
        created_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    lines.push({ user: user.id, phone: phone.id, card: card.id });
  }
  const rows = Array.from({ length: opts.count }, (_, n) => {
    const l = lines[n % lines.length];
    return queuedTransaction(
      {
        company_id: company.id,
        user_id: l.user,
        phone_number_id: l.phone,
        plan_id: plan.id,
        amount: 2500,
        trigger: "manual",
        payment_method_id: l.card,
        created_by: null,
      },
      at,
    );
  });
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto("transactions")
      .values(rows.slice(i, i + 500))
      .execute();
  return { companyId: company.id, planId: plan.id, lines };
}
