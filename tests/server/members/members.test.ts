import { describe, expect, it } from "vitest";
import type { Member } from "../../../common/api/people";
import { expectFieldErrors, type FieldErrorCase } from "../field-errors";
import {
  clientAs,
  companiesForFile,
  confirmPassword,
  createCompany,
  createUser,
  createWhileMailFails,
  expectFirstPasswordMail,
  firstSignIn,
  getMe,
  idsOf,
  lastMailedKey,
  newPerson,
  rowsWhere,
  signIn,
  TEST_PASSWORD,
  tokenFor,
  sendQueuedMessages,
} from "../helpers";

const { app, db, home, other } = await companiesForFile();
const LAST_OWNER = { non_field_errors: ["A company must keep at least one owner."] };
const NOT_YOURSELF = { non_field_errors: ["You cannot deactivate your own account."] };

const call = clientAs(app, home.owner.token);

let counter = 0;
const unique = (prefix: string) => `${prefix}-${++counter}-${Date.now().toString(36)}@example.test`;
const auditOf = (id: number) =>
  db
    .selectFrom("audit_log")
    .select(["action", "actor_id", "data"])
    .where("object", "=", "member")
    .where("object_id", "=", String(id))
    .orderBy("id")
    .execute();

describe("GET /api/company/members/", () => {
  it("lists the company's members and owners only, with invitation_pending and no secrets", async () => {
    const res = await call("GET", "/api/company/members/?page_size=200");
    expect(res.statusCode).toBe(200);
    const rows: Member[] = res.json().results;
    const ids = rows.map((r) => r.id);
    expect(ids).toContain(home.owner.id);
    expect(ids).toContain(home.member.id);
    expect(ids).not.toContain(home.customer.id);
    expect(ids).not.toContain(other.owner.id);
    expect(rows.find((r) => r.id === home.member.id)).toEqual({
      id: home.member.id,
      email: home.member.email,
      first_name: home.member.first_name,
      last_name: home.member.last_name,
      is_company_owner: false,
      is_active: true,
      created_at: home.member.created_at,
      last_login: null,
      invitation_pending: false,
    });
  });

  it("searches names and e-mail, filters on is_active and is_company_owner, orders", async () => {
    const company = await createCompany(db);
    const boss = await createUser(db, company.id, "owner", { first_name: "Berta", last_name: "Boss" });
    const a = await createUser(db, company.id, "member", { first_name: "Aldo", last_name: "Zamora" });
    const z = await createUser(db, company.id, "member", {
      first_name: "Zoe",
      last_name: "Abbot",
      is_active: false,
    });
    const token = await tokenFor(db, boss.id);
    const ids = async (q: string) =>
      idsOf((await call("GET", `/api/company/members/?${q}`, undefined, token)).json());
    expect(await ids("")).toEqual([z.id, a.id, boss.id]);
    expect(await ids("search=zam")).toEqual([a.id]);
    expect(await ids("search=abbot")).toEqual([z.id]);
    expect(await ids(`search=${boss.email.slice(0, 9)}`)).toEqual([boss.id]);
    expect(await ids("is_active=false")).toEqual([z.id]);
    expect(await ids("is_company_owner=true")).toEqual([boss.id]);
    expect(await ids("is_company_owner=false&ordering=last_name")).toEqual([z.id, a.id]);
    const bad = await call("GET", "/api/company/members/?is_company_owner=perhaps", undefined, token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ is_company_owner: ['"perhaps" is not a valid boolean.'] });
  });
});

describe("POST /api/company/members/ (invite)", () => {
  it("creates a pending member, e-mails a 7-day invitation, and the link lets them set a password and sign in", async () => {
    const email = unique("invitee");
    const res = await call("POST", "/api/company/members/", {
      email: email.toUpperCase(),
      first_name: "Ivo",
      last_name: "Nvited",
    });
    expect(res.statusCode).toBe(201);
    const member = res.json();
    expect(member).toMatchObject({
      email,
      first_name: "Ivo",
      last_name: "Nvited",
      is_company_owner: false,
      is_active: true,
      invitation_pending: true,
      last_login: null,
    });
    const [row] = await rowsWhere(db, "users", { id: member.id });
    expect(row).toMatchObject({ company_id: home.company.id, is_company_member: true, password_hash: null });

    // the page greets a first password rather than a reset
    const mail = await expectFirstPasswordMail(app, { id: member.id, email }, "invite");
    expect(mail.subject).toContain("Test Wireless");
    expect(mail.text).toContain(`${home.owner.first_name} ${home.owner.last_name} invited you`);

    const me = await firstSignIn(app, email, "team-secret-42");
    expect(me.json()).toMatchObject({
      is_company_member: true,
      is_company_owner: false,
      company: { id: home.company.id },
    });

    expect((await call("GET", `/api/company/members/${member.id}/`)).json().invitation_pending).toBe(false);
    // The invitation by the owner, then the member's own first sign-in.
    expect((await auditOf(member.id)).map((l) => [l.action, l.actor_id])).toEqual([
      ["invite", home.owner.id],
      ["sign_in", member.id],
    ]);
  });

  it("may invite an owner (owner ⇒ member)", async () => {
    const res = await call("POST", "/api/company/members/", newPerson({ is_company_owner: true }));
    expect(res.statusCode).toBe(201);
    const [row] = await rowsWhere(db, "users", { id: res.json().id });
    expect(row).toMatchObject({ is_company_member: true, is_company_owner: true });
    expect((await sendQueuedMessages(app)).at(-1)!.text).toContain("as an owner");
  });

  it("refuses an e-mail that exists anywhere, and bad input, with field errors", async () => {
    const cases: FieldErrorCase[] = [
      [
        { email: other.customer.email, first_name: "A", last_name: "B" },
        { email: ["A user with that email already exists."] },
      ],
      [
        {},
        {
          email: ["This field is required."],
          first_name: ["This field is required."],
          last_name: ["This field is required."],
        },
      ],
      [
        { email: "bad", first_name: " ", last_name: "B" },
        { email: ["Enter a valid email address."], first_name: ["This field may not be blank."] },
      ],
      [newPerson({ is_company_owner: "yes" }), { is_company_owner: ["Must be a valid boolean."] }],
    ];
    await expectFieldErrors((body) => call("POST", "/api/company/members/", body), cases);
  });
});

describe("POST /api/company/members/{id}/resend-invite/", () => {
  it("sends a new link while pending (the old one stops working), 400 once accepted or deactivated", async () => {
    const invited = (
      await call("POST", "/api/company/members/", {
        email: unique("again"),
        first_name: "Re",
        last_name: "Send",
      })
    ).json();
    const firstKey = await lastMailedKey(app);
    const res = await call("POST", `/api/company/members/${invited.id}/resend-invite/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: invited.id, invitation_pending: true });
    const secondKey = await lastMailedKey(app);
    expect(secondKey).not.toBe(firstKey);
    const old = await confirmPassword(app, firstKey, "team-secret-42");
    expect(old.statusCode).toBe(400);
    expect((await auditOf(invited.id)).map((l) => l.action)).toEqual(["invite", "resend_invite"]);

    const accepted = await call("POST", `/api/company/members/${home.member.id}/resend-invite/`);
    expect(accepted.statusCode).toBe(400);
    expect(accepted.json()).toEqual({ detail: "This member has already accepted the invitation." });

    expect((await call("DELETE", `/api/company/members/${invited.id}/`)).statusCode).toBe(204);
    const inactive = await call("POST", `/api/company/members/${invited.id}/resend-invite/`);
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json()).toEqual({ detail: "This member is deactivated: reactivate them first." });
  });
});

describe("when the mail server fails", () => {
  it("the invitation still creates the member (201) and its message waits to be tried again", async () => {
    await createWhileMailFails(
      app,
      (person) => call("POST", "/api/company/members/", person),
      async (res) => {
        expect(res.json().invitation_pending).toBe(true);
        await sendQueuedMessages(app);
        const [message] = await rowsWhere(db, "messages", { user_id: res.json().id });
        expect(message).toMatchObject({
          kind: "member_invite",
          status: "queued",
          attempts: 1,
          error: "smtp down",
        });
      },
    );
  });
});

describe("PATCH /api/company/members/{id}/", () => {
  it("renames, promotes and demotes, auditing each change", async () => {
    const m = await createUser(db, home.company.id, "member");
    const renamed = await call("PATCH", `/api/company/members/${m.id}/`, {
      first_name: "Mira",
      last_name: "Nova",
    });
    expect(renamed.json()).toMatchObject({ first_name: "Mira", last_name: "Nova", is_company_owner: false });
    const promoted = await call("PATCH", `/api/company/members/${m.id}/`, { is_company_owner: true });
    expect(promoted.json().is_company_owner).toBe(true);
    const demoted = await call("PATCH", `/api/company/members/${m.id}/`, { is_company_owner: false });
    expect(demoted.json().is_company_owner).toBe(false);
    expect((await auditOf(m.id)).map((l) => [l.action, JSON.parse(l.data!)])).toEqual([
      [
        "update",
        {
          changes: {
            first_name: { from: m.first_name, to: "Mira" },
            last_name: { from: m.last_name, to: "Nova" },
          },
        },
      ],
      ["update", { changes: { is_company_owner: { from: false, to: true } } }],
      ["update", { changes: { is_company_owner: { from: true, to: false } } }],
    ]);
  });

  it("answers bad input with field errors", async () => {
    const cases: FieldErrorCase[] = [
      [{ first_name: "" }, { first_name: ["This field may not be blank."] }],
      [{ is_company_owner: 1 }, { is_company_owner: ["Must be a valid boolean."] }],
      [{ is_active: null }, { is_active: ["This field may not be null."] }],
    ];
    await expectFieldErrors((body) => call("PATCH", `/api/company/members/${home.member.id}/`, body), cases);
  });
});

describe("the last owner and oneself", () => {
  /** A new owner of the company, with a token. */
  async function newOwner(companyId: number) {
    const owner = await createUser(db, companyId, "owner");
    return { ...owner, token: await tokenFor(db, owner.id) };
  }
  /** `as` asks that the owner `id` become a plain member. */
  const stepDown = (id: number, as: string) =>
    call("PATCH", `/api/company/members/${id}/`, { is_company_owner: false }, as);

  it("the only owner can neither demote nor deactivate themself; with a second owner, demotion works", async () => {
    const company = await createCompany(db);
    const solo = await newOwner(company.id);
    const demote = await stepDown(solo.id, solo.token);
    expect(demote.statusCode).toBe(400);
    expect(demote.json()).toEqual(LAST_OWNER);
    for (const [method, body] of [
      ["PATCH", { is_active: false }],
      ["DELETE", undefined],
    ] as const) {
      const res = await call(method, `/api/company/members/${solo.id}/`, body, solo.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(NOT_YOURSELF);
    }
    const [still] = await rowsWhere(db, "users", { id: solo.id });
    expect(still).toMatchObject({ is_company_owner: true, is_active: true });
    expect(await auditOf(solo.id)).toEqual([]);

    const second = await newOwner(company.id);
    const ok = await stepDown(solo.id, solo.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().is_company_owner).toBe(false);
    // solo is now a plain member: the members screen is closed to them
    expect((await call("GET", "/api/company/members/", undefined, solo.token)).statusCode).toBe(403);
    // and the one owner left cannot step down
    expect((await stepDown(second.id, second.token)).json()).toEqual(LAST_OWNER);
  });

  it("two owners demoting each other at once: exactly one succeeds, one owner stays", async () => {
    const company = await createCompany(db);
    const [a, b] = [await newOwner(company.id), await newOwner(company.id)];
    const answers = await Promise.all([stepDown(b.id, a.token), stepDown(a.id, b.token)]);
    // The loser is refused by the owner rule (400) or, if its token was read after the winner's write, is
    // no longer an owner at all (403).
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses[0], answers.map((r) => r.body).join(" ")).toBe(200);
    expect([400, 403]).toContain(statuses[1]);
    expect(await rowsWhere(db, "users", { company_id: company.id, is_company_owner: true })).toHaveLength(1);
  });

  it("an inactive owner does not count: the last active owner stays", async () => {
    const company = await createCompany(db);
    const active = await newOwner(company.id);
    await createUser(db, company.id, "owner", { is_active: false });
    expect((await stepDown(active.id, active.token)).json()).toEqual(LAST_OWNER);
  });

  it("another owner can be deactivated while one stays", async () => {
    const company = await createCompany(db);
    const [a, b] = [await newOwner(company.id), await newOwner(company.id)];
    const res = await call("DELETE", `/api/company/members/${b.id}/`, undefined, a.token);
    expect(res.statusCode).toBe(204);
  });
});

describe("DELETE /api/company/members/{id}/", () => {
  it("deactivates: 204, their own and hijack tokens stop working, no sign-in; PATCH is_active reactivates", async () => {
    const m = await createUser(db, home.company.id, "member");
    const own = await tokenFor(db, m.id);
    const hijack = await tokenFor(db, home.customer.id, { hijackedBy: m.id });
    const res = await call("DELETE", `/api/company/members/${m.id}/`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    for (const token of [own, hijack]) {
      expect((await getMe(app, token)).statusCode).toBe(401);
    }
    expect((await signIn(app, m.email, TEST_PASSWORD)).statusCode).toBe(400);
    expect((await call("GET", `/api/company/members/${m.id}/`)).json().is_active).toBe(false);
    expect((await auditOf(m.id)).map((l) => [l.action, l.actor_id])).toEqual([["deactivate", home.owner.id]]);

    const back = await call("PATCH", `/api/company/members/${m.id}/`, { is_active: true });
    expect(back.json().is_active).toBe(true);
    expect((await signIn(app, m.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("cannot reach another company's member nor a customer", async () => {
    expect((await call("DELETE", `/api/company/members/${other.member.id}/`)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/company/members/${home.customer.id}/`)).statusCode).toBe(404);
  });
});
