import { describe, expect, it } from "vitest";
import type { AuditEntry } from "../../../common/api/audit-log";
import { createUser } from "../helpers";
import { addCarrier, addPhone, addPlan, send } from "../fixtures";
import { worldForFile } from "../matrix";

const { app, db, home, owner, member } = await worldForFile();

/** The newest entry of the log about this record, as the owner reads it. */
async function lastEntry(object: string, id: number | string): Promise<AuditEntry> {
  const res = await send(app, "GET", `/api/audit-log/?object=${object}&object_id=${id}`, owner);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { results: AuditEntry[] }).results[0];
}

describe("an edit's audit entry keeps before → after of the fields it changed, money as money", () => {
  it("a plan's price: from and to as decimal strings, unchanged fields left out", async () => {
    const carrier = await addCarrier(db, home);
    const plan = await addPlan(db, carrier.id, { name: "Unlimited", amount: 1500 });
    const res = await send(app, "PATCH", `/api/plans/${plan.id}/`, member, {
      amount: "15.50",
      name: "Unlimited",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const entry = await lastEntry("plan", plan.id);
    expect(entry.action).toBe("update");
    expect(entry.data).toEqual({ changes: { amount: { from: "15.00", to: "15.50" } } });
  });

  it("a customer's name and a deactivation, the company's tax rate", async () => {
    const customer = await createUser(db, home, "customer", { first_name: "Ana", last_name: "Ruiz" });
    await send(app, "PATCH", `/api/company/customers/${customer.id}/`, member, {
      first_name: "Anabel",
      is_active: false,
    });
    expect((await lastEntry("customer", customer.id)).data).toEqual({
      changes: { first_name: { from: "Ana", to: "Anabel" }, is_active: { from: true, to: false } },
    });

    const before = await db
      .selectFrom("companies")
      .select("tax_rate")
      .where("id", "=", home)
      .executeTakeFirstOrThrow();
    const res = await send(app, "PATCH", "/api/company/", owner, { tax_rate: "0.0925" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const entry = await lastEntry("company", home);
    expect(entry.data).toEqual({ changes: { tax_rate: { from: before.tax_rate, to: "0.0925" } } });
  });

  it("a phone line's nickname, under its own field names (the number as phone)", async () => {
    const customer = await createUser(db, home, "customer");
    const line = await addPhone(db, home, customer.id, { nickname: "Work" });
    const res = await send(app, "PATCH", `/api/phones/${line.id}/`, member, { nickname: "Home" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await lastEntry("phone_number", line.id)).data).toEqual({
      changes: { nickname: { from: "Work", to: "Home" } },
    });
  });

  it("viewing as a customer names them, so that the log can say whom", async () => {
    const customer = await createUser(db, home, "customer", { first_name: "Ana", last_name: "Ruiz" });
    const res = await send(app, "POST", `/api/company/customers/${customer.id}/hijack/`, member);
    expect(res.status).toBe(200);
    const entry = await lastEntry("user", customer.id);
    expect(entry.action).toBe("hijack");
    expect(entry.data).toEqual({ email: customer.email, name: "Ana Ruiz" });
  });
});
