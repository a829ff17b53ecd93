import { describe, expect, it } from "vitest";
import { send } from "../fixtures";
import { appForFile, companyWithPeople } from "../helpers";
import { addCard } from "../fixtures";
import { addCharge, refund, refundsOf } from "./support";
import { chargesOf, engineFor, failingLine, queue, refillWorld, txn } from "../transactions/support";

/**
 * Two members refunding one charge at once refund it once (docs/engines.md): the refund takes the charge's
 * row lock (PostgreSQL: FOR UPDATE, here with a pool of connections racing for real; SQLite: BEGIN
 * IMMEDIATE), so the second sees the first's refund and finds nothing left, or its refund on the way.
 */
const app = await appForFile();
const people = await companyWithPeople(app.db);
const card = await addCard(app.db, people.customer.id);
const owner = { company_id: people.company.id, id: people.customer.id };

describe("refunds at once", () => {
  it("two refunds of one charge at once: one refund, the other 400", async () => {
    for (let round = 0; round < 5; round += 1) {
      const c = await addCharge(app.db, owner, { card: { id: card.id, brand: "visa", last4: "4242" } });
      const both = await Promise.all([
        refund(app, people.member.token, c.id, { note: "Double click." }),
        refund(app, people.owner.token, c.id, { note: "Double click." }),
      ]);
      expect(both.map((r) => r.status).sort()).toEqual([201, 400]);
      expect(both.find((r) => r.status === 400)!.body.detail).toMatch(
        /^(Nothing is left to refund on this charge\.|A refund of this charge is already on its way\. Try again in a moment\.)$/,
      );
      expect(await refundsOf(app.db, c.id)).toMatchObject([{ status: "succeeded", amount: 2500 }]);
    }
  });

  it("many partial refunds at once never give back more than the charge", async () => {
    const c = await addCharge(app.db, owner, { method: "cash", amount: 1000 });
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        refund(app, people.member.token, c.id, { amount: "3.00", note: "Split." }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    const rows = await refundsOf(app.db, c.id);
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(900);
  });

  it("two refund-and-close of one refill at once: one closes it, the other is refused; the card gets its money once", async () => {
    const w = await refillWorld(app.db);
    const e = engineFor(app);
    const line = await failingLine(app.db, w);
    const t = await queue(app.db, w, { phone_number_id: line.id });
    await e.drain();
    const both = await Promise.all(
      [w.member.token, w.owner.token].map((token) =>
        send(app, "POST", `/api/transactions/${t.id}/refund/`, token, { note: "Carrier failure." }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await txn(app.db, t.id)).toMatchObject({ status: "resolved" });
    expect((await chargesOf(app.db, t.id)).filter((c) => c.kind === "refund")).toHaveLength(1);
  });
});
