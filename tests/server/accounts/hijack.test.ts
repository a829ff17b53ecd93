import { describe, expect, it } from "vitest";
import { hashToken } from "../../../server/security/tokens";
import { HIJACK_MS } from "../../../server/modules/accounts/sessions";
import { auditRows, createUser, tokenFor } from "../helpers";
import { makeWorld, permissionMatrix } from "../matrix";
import { call } from "./client";

const world = makeWorld();
const w = await world;
const { app } = w;
const db = app.db;
const { company, member, owner } = w.home;
const NOT_FOUND = { detail: "Not found." };

const hijack = (id: number, token?: string) =>
  call(app, "POST", `/api/company/customers/${id}/hijack/`, { token });

permissionMatrix("POST /api/company/customers/{id}/hijack/", world, [
  {
    call: "POST /api/company/customers/{id}/hijack/",
    fixture: async ({ app }) => createUser(app.db, company.id, "customer"),
    url: (c: { id: number }) => `/api/company/customers/${c.id}/hijack/`,
    expect: { anon: 401, customer: 403, member: 200, owner: 200, otherOwner: 404 },
  },
]);

describe("taking over a customer's session", () => {
  it("answers a token valid for one hour that acts as the customer, tells who took over, and is audited", async () => {
    const customer = await createUser(db, company.id, "customer", { first_name: "Cora" });
    const before = Date.now();
    const res = await hijack(customer.id, member.token);
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    expect(token).toMatch(/^[0-9a-f]{40}$/);

    const row = await db
      .selectFrom("auth_tokens")
      .selectAll()
      .where("key_hash", "=", hashToken(token))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: customer.id, hijacked_by: member.id });
    const lifetime = Date.parse(row.expires_at!) - before;
    expect(lifetime).toBeGreaterThan(HIJACK_MS - 5000);
    expect(lifetime).toBeLessThanOrEqual(HIJACK_MS + 1000);

    const me = await call(app, "GET", "/api/user/me/", { token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      id: customer.id,
      first_name: "Cora",
      is_company_member: false,
      is_company_owner: false,
      is_hijacked: true,
      hijacked_by: {
        id: member.id,
        email: member.email,
        first_name: member.first_name,
        last_name: member.last_name,
      },
    });

    const [logged] = await auditRows(db, customer.id, { action: "hijack" });
    expect(logged).toMatchObject({
      company_id: company.id,
      actor_id: member.id,
      on_behalf_of: null,
      object: "user",
    });
  });

  it("an owner may take over a customer too", async () => {
    const customer = await createUser(db, company.id, "customer");
    expect((await hijack(customer.id, owner.token)).statusCode).toBe(200);
  });

  it("never a member, an owner, a deactivated customer, an unknown id or another company's customer (404)", async () => {
    const otherMember = await createUser(db, company.id, "member");
    const gone = await createUser(db, company.id, "customer", { is_active: false });
    for (const id of [otherMember.id, owner.id, member.id, gone.id, w.other.customer.id, 999_999]) {
      const res = await hijack(id, member.token);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
    // The other company's member cannot take over this company's customer either.
    const res = await hijack(w.home.customer.id, w.other.member.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
    // A malformed id names nothing.
    expect(
      (await call(app, "POST", "/api/company/customers/abc/hijack/", { token: member.token })).statusCode,
    ).toBe(404);
  });

  it("a customer cannot take over (403), nor can a member under a hijack token", async () => {
    const target = await createUser(db, company.id, "customer");
    const res = await hijack(target.id, w.home.customer.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: "You do not have permission to perform this action." });

    const hijackToken = await tokenFor(db, w.home.customer.id, { hijackedBy: member.id });
    expect((await hijack(target.id, hijackToken)).statusCode).toBe(403);
  });

  it("an expired hijack token answers 401", async () => {
    const customer = await createUser(db, company.id, "customer");
    const token = await tokenFor(db, customer.id, {
      hijackedBy: member.id,
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    const res = await call(app, "GET", "/api/user/me/", { token });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: "Invalid token." });
  });

  it("the hijack token of a member since deactivated stops working, the customer's own token does not", async () => {
    const customer = await createUser(db, company.id, "customer");
    const own = await tokenFor(db, customer.id);
    const leaving = await createUser(db, company.id, "member");
    const res = await hijack(customer.id, await tokenFor(db, leaving.id));
    const { token } = res.json();
    expect((await call(app, "GET", "/api/user/me/", { token })).statusCode).toBe(200);
    await db.updateTable("users").set({ is_active: false }).where("id", "=", leaving.id).execute();
    expect((await call(app, "GET", "/api/user/me/", { token })).statusCode).toBe(401);
    expect((await call(app, "GET", "/api/user/me/", { token: own })).statusCode).toBe(200);
  });

  it("signing out under a hijack token ends the hijack only", async () => {
    const customer = await createUser(db, company.id, "customer");
    const own = await tokenFor(db, customer.id);
    const { token } = (await hijack(customer.id, member.token)).json();
    expect((await call(app, "POST", "/api/user/logout/", { token })).statusCode).toBe(204);
    expect((await call(app, "GET", "/api/user/me/", { token })).statusCode).toBe(401);
    expect((await call(app, "GET", "/api/user/me/", { token: own })).statusCode).toBe(200);
    expect((await call(app, "GET", "/api/user/me/", { token: member.token })).statusCode).toBe(200);
  });
});

describe("writes under a hijack token", () => {
  it("a profile change is audited with the member's id, secrets redacted", async () => {
    const customer = await createUser(db, company.id, "customer");
    const { token } = (await hijack(customer.id, member.token)).json();
    const res = await call(app, "PATCH", "/api/user/me/", {
      token,
      body: { address: "12 Main St", current_password: "test-pass-1" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ address: "12 Main St" });

    const rows = await db.selectFrom("audit_log").selectAll().where("actor_id", "=", customer.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      company_id: company.id,
      on_behalf_of: member.id,
      object: "hijack_write",
      action: "PATCH /api/user/me/",
    });
    const data = JSON.parse(rows[0].data!);
    expect(data.status).toBe(200);
    expect(data.body).toEqual({ address: "12 Main St", current_password: "[redacted]" });
  });

  it("may not change the customer's e-mail, password or PIN (403), but may send the e-mail unchanged", async () => {
    const customer = await createUser(db, company.id, "customer");
    const { token } = (await hijack(customer.id, member.token)).json();
    for (const body of [
      { email: "taken-over@example.test" },
      { password: "new-secret-pass-9", current_password: "test-pass-1" },
      { pin: "9876" },
    ]) {
      const res = await call(app, "PATCH", "/api/user/me/", { token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
    }
    // The refused attempts are audited too, without the passwords typed.
    const refused = await db
      .selectFrom("audit_log")
      .select("data")
      .where("actor_id", "=", customer.id)
      .execute();
    expect(refused.map((r) => JSON.parse(r.data!).status)).toEqual([403, 403, 403]);
    expect(JSON.stringify(refused)).not.toMatch(/new-secret-pass-9|test-pass-1/);

    const same = await call(app, "PATCH", "/api/user/me/", {
      token,
      body: { email: customer.email.toUpperCase(), first_name: "Kept", password: "", current_password: "" },
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ email: customer.email, first_name: "Kept" });
    const stored = await db
      .selectFrom("users")
      .select(["email", "password_hash"])
      .where("id", "=", customer.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ email: customer.email, password_hash: customer.password_hash });
  });
});
