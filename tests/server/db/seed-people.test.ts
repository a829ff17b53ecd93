import { describe, expect, it } from "vitest";
import { type RawFlag, type Row, seededDemo } from "./seed-support";

/** The demo seed's people, lines and cards. */
const { db, demoId, rows, count, expectNone } = await seededDemo();

describe("demo seed: people, lines and cards", () => {
  it("keeps every row inside its company (no cross-company reference)", async () => {
    const leaks: Record<string, string> = {
      phone_user:
        "select count(*) from phone_numbers p join users u on u.id = p.user_id where u.company_id <> p.company_id",
      phone_carrier:
        "select count(*) from phone_numbers p join carriers c on c.id = p.carrier_id where c.company_id <> p.company_id",
      phone_plan:
        "select count(*) from phone_numbers p join plans pl on pl.id = p.plan_id where pl.carrier_id <> p.carrier_id",
      schedule_line:
        "select count(*) from scheduled_refills s join phone_numbers p on p.id = s.phone_number_id where p.company_id <> s.company_id",
      schedule_plan:
        "select count(*) from scheduled_refills s join plans pl on pl.id = s.plan_id join carriers c on c.id = pl.carrier_id where c.company_id <> s.company_id",
      schedule_card:
        "select count(*) from scheduled_refills s join phone_numbers p on p.id = s.phone_number_id join payment_methods m on m.id = s.payment_method_id where m.user_id <> p.user_id",
      txn_user:
        "select count(*) from transactions t join users u on u.id = t.user_id where u.company_id <> t.company_id",
      txn_line:
        "select count(*) from transactions t join phone_numbers p on p.id = t.phone_number_id where p.company_id <> t.company_id or p.user_id <> t.user_id",
      txn_plan:
        "select count(*) from transactions t join plans pl on pl.id = t.plan_id join carriers c on c.id = pl.carrier_id where c.company_id <> t.company_id",
      txn_card:
        "select count(*) from transactions t join payment_methods m on m.id = t.payment_method_id where m.user_id <> t.user_id",
      txn_schedule:
        "select count(*) from transactions t join scheduled_refills s on s.id = t.scheduled_refill_id where s.company_id <> t.company_id",
      txn_people:
        "select count(*) from transactions t join users u on u.id in (t.created_by, t.resolved_by) where u.company_id <> t.company_id",
      charge_user:
        "select count(*) from charges c join users u on u.id = c.user_id where u.company_id <> c.company_id",
      charge_txn:
        "select count(*) from charges c join transactions t on t.id = c.transaction_id where t.company_id <> c.company_id or t.user_id <> c.user_id",
      charge_rental:
        "select count(*) from charges c join rentals r on r.id = c.rental_id where r.company_id <> c.company_id or r.user_id <> c.user_id",
      charge_card:
        "select count(*) from charges c join payment_methods m on m.id = c.payment_method_id where m.user_id <> c.user_id",
      charge_staff:
        "select count(*) from charges c join users u on u.id = c.created_by where u.company_id <> c.company_id",
      rental_user:
        "select count(*) from rentals r join users u on u.id = r.user_id where u.company_id <> r.company_id",
      rental_device:
        "select count(*) from rentals r join devices d on d.id = r.device_id where d.company_id <> r.company_id",
      rental_country:
        "select count(*) from rentals r join countries k on k.id = r.country_id where k.company_id <> r.company_id",
      rental_plan:
        "select count(*) from rentals r join plans pl on pl.id = r.plan_id join carriers c on c.id = pl.carrier_id where c.company_id <> r.company_id",
      rental_card:
        "select count(*) from rentals r join payment_methods m on m.id = r.payment_method_id where m.user_id <> r.user_id",
      rental_people:
        "select count(*) from rentals r join users u on u.id in (r.created_by, r.resolved_by) where u.company_id <> r.company_id",
      audit_people:
        "select count(*) from audit_log a join users u on u.id in (a.actor_id, a.on_behalf_of) where u.company_id <> a.company_id",
    };
    for (const [name, query] of Object.entries(leaks)) expect(await count(query), name).toBe(0);
  });

  it("uses unique 10-digit numbers, ending in 13 only for the few meant to fail at the carrier", async () => {
    const numbers = (await db.selectFrom("phone_numbers").select("number").execute()).map((r) => r.number);
    const rentalNumbers = (
      await db.selectFrom("rentals").select("phone_number").where("phone_number", "is not", null).execute()
    ).map((r) => r.phone_number!);
    const all = [...numbers, ...rentalNumbers];
    expect(new Set(all).size).toBe(all.length);
    for (const n of all) expect(n).toMatch(/^\d{10}$/);
    const failing = numbers.filter((n) => n.endsWith("13"));
    expect(failing.length).toBeGreaterThanOrEqual(2);
    expect(failing.length).toBeLessThanOrEqual(8);
    expect(rentalNumbers.some((n) => n.endsWith("13"))).toBe(false);
  });

  it("gives each customer exactly one default card, a good one that has not expired; a few keep test cards that fail", async () => {
    const year = new Date().getUTCFullYear();
    const month = new Date().getUTCMonth() + 1;
    type Card = Omit<Row<"payment_methods">, "is_default"> & {
      is_default: RawFlag;
      is_company_member: RawFlag;
    };
    const cards = await rows<Card>(
      `select m.*, u.is_company_member from payment_methods m join users u on u.id = m.user_id`,
    );
    const expired = (c: Card) => c.exp_year < year || (c.exp_year === year && c.exp_month < month);
    const byUser = new Map<number, Card[]>();
    for (const c of cards) byUser.set(c.user_id, [...(byUser.get(c.user_id) ?? []), c]);
    await expectNone(
      "select count(*) from users where not is_company_member and id not in (select user_id from payment_methods)",
    );
    for (const [user, own] of byUser) {
      const defaults = own.filter((c) => c.is_default === true || c.is_default === 1);
      expect(defaults.length, `user ${user}`).toBe(1);
      expect(expired(defaults[0])).toBe(false);
      expect(defaults[0].processor_ref).toMatch(/^pm_sim_[0-9a-f]{16}$/);
    }
    for (const c of cards) {
      expect(c.processor).toBe("simulated");
      expect(["visa", "mastercard", "amex", "discover"]).toContain(c.brand);
      expect(c.last4).toMatch(/^\d{4}$/);
      if (c.last4 === "0002") expect(c.processor_ref).toMatch(/_declined$/);
      else if (c.last4 === "3184") expect(c.processor_ref).toMatch(/_auth$/);
      else expect(c.processor_ref).toMatch(/^pm_sim_[0-9a-f]{16}$/);
    }
    const last4s = cards.map((c) => c.last4);
    for (const special of ["4242", "0002", "3184"])
      expect(last4s.filter((l) => l === special).length, special).toBeGreaterThanOrEqual(2);
    expect(cards.filter(expired).length).toBeGreaterThanOrEqual(1);
    expect(cards.filter(expired).length).toBeLessThanOrEqual(4);
    expect(new Set(cards.map((c) => c.processor_ref)).size).toBe(cards.length);
  });

  it("has realistic customers: names, addresses, PINs, a few inactive, staff without PINs", async () => {
    const customers = await db
      .selectFrom("users")
      .selectAll()
      .where("company_id", "=", demoId)
      .where("is_company_member", "=", false)
      .execute();
    for (const c of customers) {
      expect(c.first_name).not.toBe("");
      expect(c.last_name).not.toBe("");
      expect(c.address).toMatch(/^\d+ .+, .+/);
      expect(c.state).toMatch(/^[A-Z]{2}$/);
      expect(c.zip_code).toMatch(/^\d{5}$/);
      expect(c.pin).toMatch(/^\d{4,8}$/);
      expect(c.email).toMatch(/^[a-z0-9.]+@[a-z.]+$/);
    }
    const inactive = customers.filter((c) => !c.is_active).length;
    expect(inactive).toBeGreaterThan(0);
    expect(inactive).toBeLessThan(8);
    await expectNone("select count(*) from users where is_company_member and pin is not null");
    await expectNone("select count(*) from users where is_company_owner and not is_company_member");
  });
});
