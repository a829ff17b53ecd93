import { describe, expect, it } from "vitest";
import { addPhone } from "../fixtures";
import {
  auditRows,
  createUser,
  createWhileMailFails,
  expectFirstPasswordMail,
  firstSignIn,
  getMe,
  newPerson,
  signIn,
  TEST_PASSWORD,
  tokenFor,
  sendQueuedMessages,
} from "../helpers";
import { expectFieldErrors, type FieldErrorCase } from "../field-errors";
import { customersForFile, storedPin as storedPinIn, unique } from "./support";
import { PIN_NOT_STAFFS } from "../../../server/modules/customers/schemas";

/** POST, PATCH and DELETE /api/company/customers/: staff add, change and deactivate their customers. */
const { app, db, home, other, call } = await customersForFile();
const storedPin = (id: number) => storedPinIn(db, id);

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
    };
    const res = await call("POST", "/api/company/customers/", {
      email: `  ${email.toUpperCase()} `,
      ...details,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      email,
      ...details,
      pin_set: false,
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
      pin: null,
      password_hash: null,
      is_company_member: false,
      is_company_owner: false,
    });

    const mail = await expectFirstPasswordMail(app, { id: body.id, email }, "welcome");
    expect(mail.text).toContain("Test Wireless");

    const log = await auditRows(db, body.id, { object: "customer" });
    expect(log.map((l) => [l.action, l.actor_id])).toEqual([["create", home.member.id]]);
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
    const sent = (await sendQueuedMessages(app)).length;
    const res = await call("POST", "/api/company/customers/", newPerson({ send_welcome_email: false }));
    expect(res.statusCode).toBe(201);
    expect((await sendQueuedMessages(app)).length).toBe(sent);
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
      // Staff never set a PIN (issue 39): any value, even none, is refused by name.
      [newPerson({ pin: "4321" }), { pin: [PIN_NOT_STAFFS] }],
      [newPerson({ pin: "" }), { pin: [PIN_NOT_STAFFS] }],
      [newPerson({ pin: null }), { pin: [PIN_NOT_STAFFS] }],
      [newPerson({ pin: 1234 }), { pin: [PIN_NOT_STAFFS] }],
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

  it("refuses a PIN chosen by staff and creates no one", async () => {
    const email = unique("nopin");
    const res = await call("POST", "/api/company/customers/", {
      email,
      first_name: "N",
      last_name: "P",
      pin: "5555",
      send_welcome_email: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ pin: [PIN_NOT_STAFFS] });
    const row = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();
    expect(row).toBeUndefined();
  });
});

describe("POST /api/company/customers/ with a phone number", () => {
  const lines = (userId: number) =>
    db
      .selectFrom("phone_numbers")
      .select(["number", "is_active", "company_id"])
      .where("user_id", "=", userId)
      .execute();

  it("adds the customer's line as POST /api/phones/ reads the number, in one write", async () => {
    const res = await call("POST", "/api/company/customers/", {
      ...newPerson({ email: unique("line") }),
      phone_number: "+1 (555) 014-2231",
      send_welcome_email: false,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().phone_numbers).toEqual(["5550142231"]);
    expect(await lines(res.json().id)).toEqual([
      { number: "5550142231", is_active: true, company_id: home.company.id },
    ]);
  });

  it("takes none when blank or left out", async () => {
    for (const phone of [{}, { phone_number: "" }, { phone_number: null }]) {
      const res = await call("POST", "/api/company/customers/", {
        ...newPerson({ email: unique("noline") }),
        ...phone,
        send_welcome_email: false,
      });
      expect(res.statusCode).toBe(201);
      expect(await lines(res.json().id)).toEqual([]);
    }
  });

  it("refuses a number that is not one, or is anyone's line, and then writes no customer", async () => {
    const taken = await addPhone(db, other.company.id, other.customer.id);
    for (const [number, message] of [
      ["12", "Enter a valid phone number: 10 to 15 digits."],
      [taken.number, "This phone number is already registered."],
    ]) {
      const email = unique("refused");
      const res = await call("POST", "/api/company/customers/", {
        ...newPerson({ email }),
        phone_number: number,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ phone_number: [message] });
      expect(
        await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst(),
      ).toBeUndefined();
    }
  });
});

describe("PATCH /api/company/customers/{id}/", () => {
  it("updates the given fields only and audits the change", async () => {
    const c = await createUser(db, home.company.id, "customer", { first_name: "Old", pin: "1111" });
    const res = await call(
      "PATCH",
      `/api/company/customers/${c.id}/`,
      { first_name: "New", zip_code: "07030" },
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
    expect(await storedPin(c.id)).toBe("1111");
    const [log] = await auditRows(db, c.id, { object: "customer" });
    expect(log.action).toBe("update");
    expect(log.actor_id).toBe(home.owner.id);
    expect(JSON.parse(log.data!)).toEqual({
      changes: {
        first_name: { from: "Old", to: "New" },
        zip_code: { from: c.zip_code, to: "07030" },
      },
    });
  });

  it("changes the e-mail of a customer who does not sign in yet, unless another user has it; keeping one's own is fine", async () => {
    // A customer with a password or PIN keeps their e-mail theirs (tests/server/accounts/sessions.test.ts).
    const c = await createUser(db, home.company.id, "customer");
    await db.updateTable("users").set({ password_hash: null }).where("id", "=", c.id).execute();
    const taken = await call("PATCH", `/api/company/customers/${c.id}/`, { email: other.owner.email });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ email: ["A user with that email already exists."] });
    expect(
      (await call("PATCH", `/api/company/customers/${c.id}/`, { email: c.email.toUpperCase() })).statusCode,
    ).toBe(200);
    const email = unique("moved");
    const res = await call("PATCH", `/api/company/customers/${c.id}/`, { email });
    expect(res.json()).toMatchObject({ email, pin_set: false });
    expect(await storedPin(c.id)).toBeNull();
  });

  it("answers bad input with field errors", async () => {
    const cases: FieldErrorCase[] = [
      [{ email: "x" }, { email: ["Enter a valid email address."] }],
      [{ first_name: "" }, { first_name: ["This field may not be blank."] }],
      [{ is_active: "no" }, { is_active: ["Must be a valid boolean."] }],
      [{ pin: "abc" }, { pin: [PIN_NOT_STAFFS] }],
      [{ pin: "9876" }, { pin: [PIN_NOT_STAFFS] }],
      [{ pin: null }, { pin: [PIN_NOT_STAFFS] }],
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
    await addPhone(db, home.company.id, c.id, { number: "5559990001" });
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
