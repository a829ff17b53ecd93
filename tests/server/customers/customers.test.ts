import { describe, expect, it } from "vitest";
import {
  auditRows,
  clientAs,
  companiesForFile,
  createUser,
  createWhileMailFails,
  expectFirstPasswordMail,
  firstSignIn,
  getMe,
  newPerson,
  randomLetters,
  signIn,
  TEST_PASSWORD,
  tokenFor,
} from "../helpers";
import { expectFieldErrors, type FieldErrorCase } from "../field-errors";

const { app, db, home, other } = await companiesForFile();
const now = () => new Date().toISOString();

const call = clientAs(app, home.member.token);

// Letters only: the search test looks for digits, which must match phone numbers and nothing else.
const unique = (prefix: string) => `${prefix}-${randomLetters()}@example.test`;

async function addPhone(userId: number, number: string, companyId = home.company.id) {
  return db
    .insertInto("phone_numbers")
    .values({ company_id: companyId, user_id: userId, number, created_at: now() })
    .returning("id")
    .executeTakeFirstOrThrow();
}

const carrier = await db
  .insertInto("carriers")
  .values({ company_id: home.company.id, name: "Carrier", created_at: now() })
  .returning("id")
  .executeTakeFirstOrThrow();
const plan = await db
  .insertInto("plans")
  .values({ carrier_id: carrier.id, name: "Plan 25", amount: 2500, validity_days: 30, created_at: now() })
  .returning("id")
  .executeTakeFirstOrThrow();

async function addSchedule(phoneId: number, isActive = true) {
  await db
    .insertInto("scheduled_refills")
    .values({
      company_id: home.company.id,
      phone_number_id: phoneId,
      plan_id: plan.id,
      day_of_month: 5,
      next_run_on: "2030-01-05",
      is_active: isActive,
      created_at: now(),
    })
    .execute();
}

// A search-friendly set of customers of their own, plus one of another company.
const zed = await createUser(db, home.company.id, "customer", {
  email: unique("zed"),
  first_name: "Zedekiah",
  last_name: "Quist",
});
const yara = await createUser(db, home.company.id, "customer", {
  email: unique("yara"),
  first_name: "Yara",
  last_name: "Quist",
});
const gone = await createUser(db, home.company.id, "customer", {
  email: unique("gone"),
  first_name: "Gone",
  last_name: "Quist",
  is_active: false,
});
await createUser(db, other.company.id, "customer", { first_name: "Zedekiah", last_name: "Quist" });
const zedPhone = await addPhone(zed.id, "5557770001");
await addPhone(zed.id, "5557770002");
await addPhone(yara.id, "5558880001");
await addSchedule(zedPhone.id);
const yaraPhone2 = await addPhone(yara.id, "5558880002");
await addSchedule(yaraPhone2.id, false);

/** The PIN as stored: staff answers never carry it. */
const storedPin = async (id: number) =>
  (await db.selectFrom("users").select("pin").where("id", "=", id).executeTakeFirstOrThrow()).pin;

describe("GET /api/company/customers/", () => {
  it("lists only the company's customers, newest first, with phone numbers and counts", async () => {
    const res = await call("GET", "/api/company/customers/?search=quist");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(3);
    expect(body.results.map((r: any) => r.id)).toEqual([gone.id, yara.id, zed.id]);
    const row = body.results.find((r: any) => r.id === zed.id);
    expect(row).toEqual({
      id: zed.id,
      email: zed.email,
      first_name: "Zedekiah",
      last_name: "Quist",
      address: "",
      state: "",
      zip_code: "",
      pin_set: false,
      is_active: true,
      created_at: zed.created_at,
      last_login: null,
      phone_numbers: ["5557770001", "5557770002"],
      phone_numbers_count: 2,
      scheduled_refills_count: 1,
    });
    expect(body.results.find((r: any) => r.id === yara.id).scheduled_refills_count).toBe(0);
  });

  it("never shows staff a customer's PIN, in the list or the detail: only whether there is one", async () => {
    const c = await createUser(db, home.company.id, "customer", { last_name: "Pinholder", pin: "2468" });
    for (const token of [home.member.token, home.owner.token]) {
      const list = await call("GET", "/api/company/customers/?search=Pinholder", undefined, token);
      const [row] = list.json().results;
      expect(row.id).toBe(c.id);
      expect(row).not.toHaveProperty("pin");
      expect(row.pin_set).toBe(true);
      const detail = await call("GET", `/api/company/customers/${c.id}/`, undefined, token);
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).not.toHaveProperty("pin");
      expect(detail.json().pin_set).toBe(true);
      expect(list.body + detail.body).not.toContain("2468");
    }
    // The customer still reads their own (the profile).
    const me = await call("GET", "/api/user/me/", undefined, await tokenFor(db, c.id));
    expect(me.json().pin).toBe("2468");
  });

  it("never lists members or owners", async () => {
    const res = await call("GET", "/api/company/customers/?page_size=200");
    const ids = res.json().results.map((r: any) => r.id);
    expect(ids).toContain(home.customer.id);
    expect(ids).not.toContain(home.member.id);
    expect(ids).not.toContain(home.owner.id);
  });

  it("searches first name, last name, e-mail and phone digits; every term must match", async () => {
    const ids = async (q: string) =>
      (await call("GET", `/api/company/customers/?search=${encodeURIComponent(q)}`))
        .json()
        .results.map((r: any) => r.id);
    expect(await ids("zedek")).toEqual([zed.id]);
    expect(await ids(yara.email.slice(0, 8))).toEqual([yara.id]);
    expect(await ids("(555) 777-0002")).toEqual([zed.id]); // two terms, each matching one of zed's numbers
    expect(await ids("777-0002")).toEqual([zed.id]);
    expect(await ids("888")).toEqual([yara.id]);
    expect(await ids("yara 888")).toEqual([yara.id]);
    expect(await ids("yara 777")).toEqual([]);
    expect(await ids("%")).toEqual([]);
  });

  it("filters on phone numbers, active scheduled refills and activity", async () => {
    const ids = async (q: string) =>
      (await call("GET", `/api/company/customers/?search=quist&${q}`))
        .json()
        .results.map((r: any) => r.id)
        .sort();
    expect(await ids("has_phone_numbers=true")).toEqual([zed.id, yara.id].sort());
    expect(await ids("has_phone_numbers=false")).toEqual([gone.id]);
    expect(await ids("has_scheduled_refills=true")).toEqual([zed.id]);
    expect(await ids("has_scheduled_refills=false")).toEqual([yara.id, gone.id].sort());
    expect(await ids("is_active=true")).toEqual([zed.id, yara.id].sort());
    expect(await ids("is_active=false")).toEqual([gone.id]);
  });

  it("orders by the whitelisted fields and ignores others", async () => {
    const ids = async (o: string) =>
      (await call("GET", `/api/company/customers/?search=quist&ordering=${o}`))
        .json()
        .results.map((r: any) => r.id);
    expect(await ids("first_name")).toEqual([gone.id, yara.id, zed.id]);
    expect(await ids("-first_name")).toEqual([zed.id, yara.id, gone.id]);
    expect(await ids("password_hash")).toEqual([gone.id, yara.id, zed.id]); // default -created_at
  });

  it("answers a malformed filter with a 400 naming it", async () => {
    for (const name of ["has_phone_numbers", "has_scheduled_refills", "is_active"]) {
      const res = await call("GET", `/api/company/customers/?${name}=maybe`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ [name]: ['"maybe" is not a valid boolean.'] });
    }
  });

  it("pages, 404 past the end", async () => {
    const res = await call("GET", "/api/company/customers/?search=quist&page_size=2&page=2");
    expect(res.json().results).toHaveLength(1);
    expect((await call("GET", "/api/company/customers/?page=99")).statusCode).toBe(404);
  });
});

describe("GET /api/company/customers/{id}/", () => {
  it("answers one customer; another company's owner or a member's id is not found", async () => {
    const res = await call("GET", `/api/company/customers/${home.customer.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: home.customer.id,
      email: home.customer.email,
      phone_numbers: [],
      phone_numbers_count: 0,
    });
    expect((await call("GET", `/api/company/customers/${other.customer.id}/`)).statusCode).toBe(404);
    expect((await call("GET", `/api/company/customers/${home.owner.id}/`)).statusCode).toBe(404);
  });

  it("refuses a hijack token (it acts as the customer)", async () => {
    const hijack = await tokenFor(db, home.customer.id, { hijackedBy: home.member.id });
    const res = await call("GET", `/api/company/customers/`, undefined, hijack);
    expect(res.statusCode).toBe(403);
  });
});

describe("POST /api/company/customers/", () => {
  it("creates a customer without a password, audits it and e-mails a welcome link by default", async () => {
    const email = unique("new");
    // sent as given, answered as sent
    const details = {
      first_name: "Nia",
      last_name: "Okafor",
      address: "1 Main St",
      state: "NY",
      zip_code: "10001",
      pin: "4321",
    };
    const res = await call("POST", "/api/company/customers/", {
      email: `  ${email.toUpperCase()} `,
      ...details,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    const { pin, ...shown } = details;
    expect(body).toMatchObject({
      email,
      ...shown,
      pin_set: true,
      is_active: true,
      last_login: null,
      phone_numbers: [],
      phone_numbers_count: 0,
      scheduled_refills_count: 0,
    });
    const user = await db.selectFrom("users").selectAll().where("id", "=", body.id).executeTakeFirstOrThrow();
    expect(body).not.toHaveProperty("pin");
    expect(user).toMatchObject({
      company_id: home.company.id,
      pin,
      password_hash: null,
      is_company_member: false,
      is_company_owner: false,
    });

    const mail = await expectFirstPasswordMail(app, { id: body.id, email }, "welcome");
    expect(mail.text).toContain("Test Wireless");

    const log = await auditRows(db, body.id, { object: "customer" });
    expect(log.map((l) => [l.action, l.actor_id])).toEqual([["create", home.member.id]]);
    expect(JSON.parse(log[0].data!).pin).toBe("[redacted]");
  });

  it("the welcome link sets a password, then the customer signs in", async () => {
    const email = unique("welcome");
    const res = await call("POST", "/api/company/customers/", {
      email,
      first_name: "Wil",
      last_name: "Come",
    });
    expect(res.statusCode).toBe(201);
    const before = await signIn(app, email, "a-new-secret-9");
    expect(before.statusCode).toBe(400);
    const me = await firstSignIn(app, email, "a-new-secret-9");
    expect(me.json()).toMatchObject({ email, is_company_member: false, company: { id: home.company.id } });
  });

  it("sends no e-mail when send_welcome_email is false", async () => {
    const sent = app.mailer.outbox.length;
    const res = await call("POST", "/api/company/customers/", newPerson({ send_welcome_email: false }));
    expect(res.statusCode).toBe(201);
    expect(app.mailer.outbox.length).toBe(sent);
    expect(
      await db.selectFrom("password_resets").select("id").where("user_id", "=", res.json().id).execute(),
    ).toEqual([]);
  });

  it("creates the customer even when the welcome mail cannot be sent", async () => {
    await createWhileMailFails(
      app,
      (person) => call("POST", "/api/company/customers/", person),
      (res) => expect(res.json().is_active).toBe(true),
    );
  });

  it("refuses an e-mail already used anywhere, whatever its case", async () => {
    for (const email of [home.member.email, other.customer.email.toUpperCase()]) {
      const res = await call("POST", "/api/company/customers/", { email, first_name: "D", last_name: "Up" });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ email: ["A user with that email already exists."] });
    }
  });

  it("answers bad input with field errors, never a 500", async () => {
    const cases: FieldErrorCase[] = [
      [
        {},
        {
          email: ["This field is required."],
          first_name: ["This field is required."],
          last_name: ["This field is required."],
        },
      ],
      [
        undefined,
        {
          email: ["This field is required."],
          first_name: ["This field is required."],
          last_name: ["This field is required."],
        },
      ],
      [
        { email: "not-an-email", first_name: "", last_name: 5 },
        {
          email: ["Enter a valid email address."],
          first_name: ["This field may not be blank."],
          last_name: ["Not a valid string."],
        },
      ],
      [newPerson({ pin: "12" }), { pin: ["PIN must be 4 to 8 digits."] }],
      [newPerson({ pin: "123456789" }), { pin: ["PIN must be 4 to 8 digits."] }],
      [newPerson({ pin: "12a4" }), { pin: ["PIN must be 4 to 8 digits."] }],
      [newPerson({ pin: 1234 }), { pin: ["Not a valid string."] }],
      [newPerson({ send_welcome_email: "yes" }), { send_welcome_email: ["Must be a valid boolean."] }],
      [
        newPerson({ first_name: "A".repeat(151) }),
        { first_name: ["Ensure this field has no more than 150 characters."] },
      ],
      [
        newPerson({ zip_code: "1".repeat(17) }),
        { zip_code: ["Ensure this field has no more than 16 characters."] },
      ],
      [newPerson({ state: null }), { state: ["This field may not be null."] }],
      [[1], { non_field_errors: ["Invalid data. Expected a dictionary."] }],
    ];
    await expectFieldErrors((body) => call("POST", "/api/company/customers/", body), cases);
  });

  it("stores a blank PIN as none", async () => {
    const res = await call("POST", "/api/company/customers/", {
      email: unique("nopin"),
      first_name: "N",
      last_name: "P",
      pin: "",
      send_welcome_email: false,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().pin_set).toBe(false);
    expect(await storedPin(res.json().id)).toBeNull();
  });
});

describe("PATCH /api/company/customers/{id}/", () => {
  it("updates the given fields only and audits the change", async () => {
    const c = await createUser(db, home.company.id, "customer", { first_name: "Old", pin: "1111" });
    const res = await call(
      "PATCH",
      `/api/company/customers/${c.id}/`,
      { first_name: "New", zip_code: "07030", pin: "98765" },
      home.owner.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: c.id,
      first_name: "New",
      last_name: c.last_name,
      zip_code: "07030",
      pin_set: true,
      email: c.email,
    });
    expect(res.json()).not.toHaveProperty("pin");
    expect(await storedPin(c.id)).toBe("98765");
    const [log] = await auditRows(db, c.id, { object: "customer" });
    expect(log.action).toBe("update");
    expect(log.actor_id).toBe(home.owner.id);
    expect(JSON.parse(log.data!)).toEqual({ first_name: "New", zip_code: "07030", pin: "[redacted]" });
  });

  it("changes the e-mail unless another user has it; keeping one's own is fine; clears the PIN with null", async () => {
    const c = await createUser(db, home.company.id, "customer", { pin: "1234" });
    const taken = await call("PATCH", `/api/company/customers/${c.id}/`, { email: other.owner.email });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ email: ["A user with that email already exists."] });
    expect(
      (await call("PATCH", `/api/company/customers/${c.id}/`, { email: c.email.toUpperCase() })).statusCode,
    ).toBe(200);
    const email = unique("moved");
    const res = await call("PATCH", `/api/company/customers/${c.id}/`, { email, pin: null });
    expect(res.json()).toMatchObject({ email, pin_set: false });
    expect(await storedPin(c.id)).toBeNull();
  });

  it("answers bad input with field errors", async () => {
    const cases: FieldErrorCase[] = [
      [{ email: "x" }, { email: ["Enter a valid email address."] }],
      [{ first_name: "" }, { first_name: ["This field may not be blank."] }],
      [{ is_active: "no" }, { is_active: ["Must be a valid boolean."] }],
      [{ pin: "abc" }, { pin: ["PIN must be 4 to 8 digits."] }],
    ];
    await expectFieldErrors(
      (body) => call("PATCH", `/api/company/customers/${home.customer.id}/`, body),
      cases,
    );
  });

  it("reactivates a deactivated customer, who can then sign in again", async () => {
    const c = await createUser(db, home.company.id, "customer", { is_active: false });
    const res = await call("PATCH", `/api/company/customers/${c.id}/`, { is_active: true });
    expect(res.json().is_active).toBe(true);
    expect((await signIn(app, c.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("is_active=false ends the customer's sessions", async () => {
    const c = await createUser(db, home.company.id, "customer");
    const token = await tokenFor(db, c.id);
    expect(
      (await call("PATCH", `/api/company/customers/${c.id}/`, { is_active: false })).json().is_active,
    ).toBe(false);
    expect((await getMe(app, token)).statusCode).toBe(401);
    expect(await db.selectFrom("auth_tokens").select("id").where("user_id", "=", c.id).execute()).toEqual([]);
  });
});

describe("DELETE /api/company/customers/{id}/", () => {
  it("deactivates: 204 without a body, their tokens stop working (401), their record and history stay", async () => {
    const c = await createUser(db, home.company.id, "customer");
    const own = await tokenFor(db, c.id);
    const hijack = await tokenFor(db, c.id, { hijackedBy: home.member.id });
    await addPhone(c.id, "5559990001");
    expect((await getMe(app, own)).statusCode).toBe(200);

    const res = await call("DELETE", `/api/company/customers/${c.id}/`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");

    for (const token of [own, hijack]) {
      const me = await getMe(app, token);
      expect(me.statusCode).toBe(401);
    }
    expect((await signIn(app, c.email, TEST_PASSWORD)).statusCode).toBe(400);

    const after = await call("GET", `/api/company/customers/${c.id}/`);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ is_active: false, phone_numbers: ["5559990001"] });
    const log = await db
      .selectFrom("audit_log")
      .select(["action", "actor_id"])
      .where("object", "=", "customer")
      .where("object_id", "=", String(c.id))
      .execute();
    expect(log).toEqual([{ action: "deactivate", actor_id: home.member.id }]);
  });

  it("cannot reach another company's customer", async () => {
    const res = await call("DELETE", `/api/company/customers/${other.customer.id}/`);
    expect(res.statusCode).toBe(404);
    const still = await db
      .selectFrom("users")
      .select("is_active")
      .where("id", "=", other.customer.id)
      .executeTakeFirstOrThrow();
    expect(still.is_active).toBe(true);
  });
});
