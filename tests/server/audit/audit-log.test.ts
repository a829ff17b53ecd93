import { describe, expect, it } from "vitest";
import type { AuditEntry } from "../../../common/api/audit-log";
import { clientAs, createUser, idsOf } from "../helpers";
import { forOwners, makeWorld, permissionMatrix } from "../matrix";

const world = makeWorld();
const w = await world;
const { app } = w;
const db = app.db;
const { company, member, owner } = w.home;
const call = clientAs(app, owner.token);
const LOG = "/api/audit-log/";

permissionMatrix("GET /api/audit-log/", world, [
  { call: `GET ${LOG}`, url: () => LOG, expect: forOwners(200) },
]);

/** Writes one audit row of the home company directly, at `at`. */
const logRow = (fields: { action: string; object: string; object_id?: string; at: string; actor?: number }) =>
  db
    .insertInto("audit_log")
    .values({
      company_id: company.id,
      actor_id: fields.actor ?? owner.id,
      on_behalf_of: null,
      action: fields.action,
      object: fields.object,
      object_id: fields.object_id ?? null,
      data: null,
      created_at: fields.at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();

const page = async (query: string): Promise<{ count: number; results: AuditEntry[] }> => {
  const res = await call("GET", `${LOG}?page_size=200&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe("GET /api/audit-log/", () => {
  it("shows a write made while viewing as a customer: who, as whom, what was sent (secrets redacted), newest first", async () => {
    const customer = await createUser(db, company.id, "customer", { first_name: "Carla", last_name: "Ruiz" });
    const hijack = await call(
      "POST",
      `/api/company/customers/${customer.id}/hijack/`,
      undefined,
      member.token,
    );
    expect(hijack.statusCode).toBe(200);
    const write = await call(
      "PATCH",
      "/api/user/me/",
      { address: "9 Elm St", current_password: "4321" },
      hijack.json().token,
    );
    expect(write.statusCode).toBe(200);

    const { results } = await page(`actor=${customer.id}`);
    expect(results[0]).toEqual({
      id: expect.any(Number),
      action: "PATCH /api/user/me/",
      object: "hijack_write",
      object_id: null,
      actor: customer.id,
      actor_name: "Carla Ruiz",
      actor_email: customer.email,
      hijacked_by: member.id,
      hijacked_by_name: `${member.first_name} ${member.last_name}`.trim(),
      data: { status: 200, params: {}, body: { address: "9 Elm St", current_password: "[redacted]" } },
      created_at: expect.any(String),
    });
    // The member's taking over is itself on the log, naming the customer's record.
    const taken = await page(`actor=${member.id}&object=user&object_id=${customer.id}`);
    expect(taken.results.map((r) => r.action)).toEqual(["hijack"]);
    // The member, as `actor`, finds what they did as the customer too.
    expect(idsOf(await page(`actor=${member.id}`))).toContain(results[0].id);
  });

  it("filters by action, record and the company's days, and searches who acted", async () => {
    const tz = (
      await db
        .selectFrom("companies")
        .select("time_zone")
        .where("id", "=", company.id)
        .executeTakeFirstOrThrow()
    ).time_zone;
    expect(tz).toBe("America/New_York");
    // 03:00 UTC on 10 March is still 9 March in New York.
    const late = await logRow({
      action: "rental.refund",
      object: "rental",
      object_id: "77",
      at: "2026-03-10T03:00:00.000Z",
    });
    const next = await logRow({
      action: "rental.return",
      object: "rental",
      object_id: "77",
      at: "2026-03-10T15:00:00.000Z",
    });
    const other = await logRow({
      action: "rental.refund",
      object: "rental",
      object_id: "78",
      at: "2026-03-11T15:00:00.000Z",
    });

    expect(idsOf(await page("object=rental&object_id=77"))).toEqual([next.id, late.id]);
    expect(idsOf(await page("action=rental.refund&object=rental"))).toEqual([other.id, late.id]);
    expect(idsOf(await page("object=rental&created_after=2026-03-10&created_before=2026-03-10"))).toEqual([
      next.id,
    ]);
    expect(idsOf(await page("object=rental&created_before=2026-03-09"))).toContain(late.id);
    expect(idsOf(await page("object=rental&created_before=2026-03-09"))).not.toContain(next.id);
    expect(
      idsOf(await page(`object=rental&ordering=created_at&search=${encodeURIComponent(owner.email)}`)).slice(
        0,
        3,
      ),
    ).toEqual([late.id, next.id, other.id]);
  });

  it("never shows another company's rows", async () => {
    const { results } = await page("");
    const foreign = await db
      .selectFrom("audit_log")
      .select("id")
      .where("company_id", "<>", company.id)
      .execute();
    const mine = new Set(results.map((r) => r.id));
    expect(foreign.some((r) => mine.has(r.id))).toBe(false);
  });

  it("answers a bad filter with 400 naming the field, and odd names without a 500", async () => {
    const bad = await call("GET", `${LOG}?actor=abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ actor: ["Enter a whole number."] });
    const kind = await call("GET", `${LOG}?object=invoice`);
    expect(kind.statusCode).toBe(400);
    expect(Object.keys(kind.json())).toEqual(["object"]);
    const day = await call("GET", `${LOG}?created_after=2026-13-40`);
    expect(day.json()).toEqual({ created_after: ["Enter a valid date."] });
    const long = await call("GET", `${LOG}?action=${"x".repeat(65)}`);
    expect(long.statusCode).toBe(400);
    for (const query of ["__proto__=1", "ordering=__proto__", "object_id=__proto__", "constructor=1"])
      expect((await call("GET", `${LOG}?${query}`)).statusCode, query).toBe(200);
  });
});
