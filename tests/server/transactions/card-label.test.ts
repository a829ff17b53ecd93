import { describe, expect, it } from "vitest";
import { auth } from "../helpers";
import { makeWorld } from "../matrix";
import { insertCarrierWithPlan, insertPhone, insertTransaction } from "../records";

/** A card reads the same in every answer that names one: the brand's own name (common/cards' cardLabel). */
describe("card labels in answers", async () => {
  const w = await makeWorld();
  const db = w.app.db;
  const companyId = w.home.company.id;
  const userId = w.home.customer.id;
  const card = await db
    .insertInto("payment_methods")
    .values({
      user_id: userId,
      processor: "simulated",
      processor_ref: `pm_sim_amex_${Math.random()}`,
      brand: "amex",
      last4: "0005",
      exp_month: 12,
      exp_year: 2040,
      is_default: false,
      created_at: new Date().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const { carrier, plan } = await insertCarrierWithPlan(db, companyId, `Amex carrier ${Math.random()}`);
  const phone = await insertPhone(db, companyId, userId, carrier.id, plan.id);
  const txn = await insertTransaction(db, { companyId, userId, phoneId: phone.id, planId: plan.id });
  await db.updateTable("transactions").set({ payment_method_id: card.id }).where("id", "=", txn.id).execute();

  it("names an American Express card in full on a transaction, as the cards screen does", async () => {
    const res = await w.app.inject({
      method: "GET",
      url: `/api/transactions/${txn.id}/`,
      headers: auth(w.home.member.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().card_label).toBe("American Express •••• 0005");
  });
});
