import { afterAll, describe, expect, it, vi } from "vitest";
import { SPANISH_PROBLEM_WORDS } from "../../../common/problems-es";
import { TransientProviderError } from "../../../server/integrations/payments/types";
import { SIMULATED_PORTED_OPERATOR } from "../../../server/integrations/topups/simulated";
import { OPERATOR_MAX_AGE_MS } from "../../../server/refills/line-operator";
import { auth, closeApp, makeApp, updateRows } from "../helpers";
import { addCarrier, addPhone, addPlan, freshNumber, send } from "../fixtures";
import { chargesOf, engineFor, queue, refillWorld, txn } from "../transactions/support";
import { reloadlyDouble } from "../integrations/topups/reloadly-double";

/**
 * The number's operator (issue 37 item 3, DESIGN.md §18): auto-detect asked as a line is added or its number
 * or carrier changes; staff warned of a carrier that is not the number's operator, a customer's line
 * corrected; a refill on a number that moved fails before it is charged. Simulated: a number ending in 99
 * has moved.
 */
const app = await makeApp();
afterAll(() => closeApp(app));
const w = await refillWorld(app.db);
await updateRows(app.db, "carriers", w.carrier.id, { provider_operator_id: "173" });
const ported = () => `${freshNumber().slice(0, 8)}99`;
const staying = () => `${freshNumber().slice(0, 8)}42`;
const asMember = (method: "POST" | "PATCH" | "GET", url: string, body?: unknown) =>
  send(app, method, url, w.member.token, body);
const asCustomer = (method: "POST" | "PATCH" | "GET", url: string, body?: unknown) =>
  send(app, method, url, w.customer.token, body);

describe("adding or editing a line asks the number's operator", () => {
  it("staff keep the carrier they chose and see the operator detected, moved or not", async () => {
    const res = await asMember("POST", "/api/phones/", {
      number: ported(),
      carrier: w.carrier.id,
      plan: w.plan.id,
      user: w.customer.id,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      carrier: w.carrier.id,
      plan: w.plan.id,
      detected_operator: {
        id: SIMULATED_PORTED_OPERATOR.operatorId,
        name: "Another operator",
        detected_at: expect.any(String),
        moved: true,
      },
    });
    const stored = await app.db
      .selectFrom("phone_numbers")
      .select(["detected_operator_id", "detected_operator_name", "detected_at"])
      .where("id", "=", res.body.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      detected_operator_id: "sim-ported",
      detected_operator_name: "Another operator",
    });
    // The customer's answer keeps operator ids out, as carriers' do.
    expect((await asCustomer("GET", `/api/phones/${res.body.id}/`)).body.detected_operator).toBeNull();
    // A new number at the carrier's operator: no longer moved.
    const fixed = await asMember("PATCH", `/api/phones/${res.body.id}/`, { number: staying() });
    expect(fixed.body.detected_operator).toMatchObject({ id: "173", moved: false });
  });

  it("a customer's line is corrected to the company's carrier of the operator, the plan to choose again", async () => {
    const refusal = await asCustomer("POST", "/api/phones/", {
      number: ported(),
      carrier: w.carrier.id,
      plan: w.plan.id,
    });
    expect(refusal.status).toBe(400);
    expect(refusal.body).toEqual({
      carrier: ["This number now belongs to Another operator, which is not one of our carriers."],
    });
    const actual = await addCarrier(app.db, w.company.id, { provider_operator_id: "sim-ported" });
    await addPlan(app.db, actual.id);
    const res = await asCustomer("POST", "/api/phones/", {
      number: ported(),
      carrier: w.carrier.id,
      plan: w.plan.id,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ carrier: actual.id, plan: null, detected_operator: null });
    await updateRows(app.db, "carriers", actual.id, { is_active: false });
  });

  it("an aggregator that cannot be asked stops nobody: the line is saved undetected", async () => {
    const spy = vi
      .spyOn(app.topups, "detectOperator")
      .mockRejectedValue(new TransientProviderError("The top-up provider could not be reached."));
    try {
      const res = await asMember("POST", "/api/phones/", {
        number: ported(),
        carrier: w.carrier.id,
        user: w.customer.id,
      });
      expect(res.status).toBe(201);
      expect(res.body.detected_operator).toBeNull();
    } finally {
      spy.mockRestore();
    }
  });
});

describe("before charging, the refill engine checks the line's operator", () => {
  it("a number that moved fails with the reason and no charge; the detection serves a day", async () => {
    const line = await addPhone(app.db, w.company.id, w.customer.id, {
      carrier_id: w.carrier.id,
      plan_id: w.plan.id,
      number: ported(),
    });
    const e = engineFor(app);
    const asked = vi.spyOn(e.topups, "detectOperator");
    const t = await queue(app.db, { ...w, phone: line });
    await e.run();
    expect(e.payments.record.calls).toBe(0);
    expect(await chargesOf(app.db, t.id)).toEqual([]);
    expect(e.topups.record.sent).toBe(0);
    expect(await txn(app.db, t.id)).toMatchObject({
      status: "error",
      refill_error:
        "The number has moved to another operator, Another operator (sim-ported): choose the line's carrier and plan again. Not charged.",
    });
    expect(asked).toHaveBeenCalledTimes(1);
    // The refill says it as a code, whose words each catalogue has (the panel shows them).
    const detail = await app.inject({
      method: "GET",
      url: `/api/transactions/${t.id}/`,
      headers: auth(w.customer.token),
    });
    expect(detail.json().refill_problem).toMatchObject({ code: "operator_changed" });
    expect(SPANISH_PROBLEM_WORDS.codes.operator_changed).toMatch(/^El número se pasó a otro operador/);

    // Within the day, the line's detection serves: not asked again.
    const again = await queue(app.db, { ...w, phone: line });
    await e.run();
    expect(await txn(app.db, again.id)).toMatchObject({ status: "error" });
    expect(asked).toHaveBeenCalledTimes(1);
    // A day later it is asked again.
    await updateRows(app.db, "phone_numbers", line.id, {
      detected_at: new Date(Date.now() - OPERATOR_MAX_AGE_MS - 1000).toISOString(),
    });
    const later = await queue(app.db, { ...w, phone: line });
    await e.run();
    expect(asked).toHaveBeenCalledTimes(2);
    expect(await txn(app.db, later.id)).toMatchObject({ status: "error" });
    expect(e.payments.record.calls).toBe(0);
  });

  it("a line still at its carrier's operator is charged and topped up", async () => {
    const e = engineFor(app);
    const t = await queue(app.db, w);
    await e.run();
    expect(await txn(app.db, t.id)).toMatchObject({ status: "success" });
  });
});

describe("TOPUPS=reloadly", () => {
  it("adding a line asks Reloadly's auto-detect with the number's country, as the document describes", async () => {
    const reloadly = await reloadlyDouble();
    const other = await makeApp({ topups: "reloadly", reloadly: reloadly.settings });
    try {
      const v = await refillWorld(other.db);
      await updateRows(other.db, "carriers", v.carrier.id, { provider_operator_id: "341" });
      const number = `52551234${String(Math.floor(Math.random() * 9000) + 1000)}`;
      reloadly.state.ported.set(number.slice(2), { id: 777, name: "Telcel" });
      const res = await send(other, "POST", "/api/phones/", v.member.token, {
        number,
        carrier: v.carrier.id,
        user: v.customer.id,
      });
      expect(res.status).toBe(201);
      expect(reloadly.state.detections).toContainEqual({ phone: number.slice(2), country: "MX" });
      expect(res.body.detected_operator).toMatchObject({ id: "777", name: "Telcel", moved: true });
      expect(reloadly.state.faults).toEqual([]);
    } finally {
      await closeApp(other);
      await reloadly.close();
    }
  });
});
