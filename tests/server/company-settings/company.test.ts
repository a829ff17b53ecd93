import { describe, expect, it } from "vitest";
import { taxOn } from "../../../common/money";
import { auth, companiesForFile, tokenFor } from "../helpers";
import { forOwners, forStaff, makeWorld, permissionMatrix } from "../matrix";
import { companySettingsCall, lastSettingsChange } from "./support";
import { expectFieldErrors, type FieldErrorCase } from "../field-errors";

permissionMatrix("company settings", makeWorld(), [
  { call: "GET /api/company/", expect: forStaff(200) },
  { call: "PATCH /api/company/", body: () => ({ tax_rate: "0.07" }), expect: forOwners(200) },
  { call: "PATCH /api/company/ (invalid body)", body: () => ({ tax_rate: "abc" }), expect: forOwners(400) },
]);

const { app, home, other } = await companiesForFile();
const SID_INVALID = "Enter the Twilio account SID: AC and 32 letters and digits.";
const call = companySettingsCall(app, home.owner.token);
/** The home company as GET and PATCH answer it, with no phone menu set up. */
const homeAnswer = (fields: { name: string; tax_rate: string }) => ({
  id: home.company.id,
  slug: home.company.slug,
  phone_menu_number: null,
  phone_menu_token_set: false,
  twilio_account_sid: null,
  time_zone: "America/New_York",
  address: null,
  support_phone: null,
  support_email: null,
  logo_url: null,
  require_two_factor: false,
  ...fields,
});

describe("GET /api/company/", () => {
  it("answers the caller's own company", async () => {
    const res = await call("GET", undefined, home.member.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(homeAnswer({ name: "Test Wireless", tax_rate: "0.08875" }));
    expect((await call("GET", undefined, other.member.token)).json().id).toBe(other.company.id);
  });

  it("refuses a hijack token (it acts as the customer)", async () => {
    const hijack = await tokenFor(app.db, home.customer.id, { hijackedBy: home.member.id });
    expect((await call("GET", undefined, hijack)).statusCode).toBe(403);
  });
});

describe("PATCH /api/company/", () => {
  it("renames the company and sets the tax rate as a canonical decimal string, audited; the other company is untouched", async () => {
    const res = await call("PATCH", { name: "  Acme Mobile ", tax_rate: "0.0725000" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(homeAnswer({ name: "Acme Mobile", tax_rate: "0.0725" }));
    expect(taxOn(10_000, res.json().tax_rate)).toBe(725);
    const log = await app.db
      .selectFrom("audit_log")
      .selectAll()
      .where("object", "=", "company")
      .where("company_id", "=", home.company.id)
      .execute();
    expect(log.map((l) => [l.action, l.actor_id, JSON.parse(l.data!)])).toEqual([
      [
        "update",
        home.owner.id,
        {
          changes: {
            name: { from: "Test Wireless", to: "Acme Mobile" },
            tax_rate: { from: "0.08875", to: "0.0725" },
          },
        },
      ],
    ]);
    expect((await call("GET", undefined, other.owner.token)).json()).toMatchObject({
      name: "Test Wireless",
      tax_rate: "0.08875",
    });
  });

  it("accepts a number, zero and six decimals; an empty body changes nothing", async () => {
    const cases: Array<[unknown, string]> = [
      [0.08875, "0.08875"],
      [0, "0"],
      ["0", "0"],
      [".5", "0.5"],
      ["0.123456", "0.123456"],
      [0.999999, "0.999999"],
      ["0.100000", "0.1"],
    ];
    for (const [input, stored] of cases) {
      const res = await call("PATCH", { tax_rate: input });
      expect(res.statusCode, String(input)).toBe(200);
      expect(res.json().tax_rate).toBe(stored);
    }
    const res = await call("PATCH", {});
    expect(res.statusCode).toBe(200);
    expect(res.json().tax_rate).toBe("0.1");
  });

  it("refuses bad values with the field named, never a 500", async () => {
    const cases: FieldErrorCase[] = [
      [{ tax_rate: "abc" }, { tax_rate: ["A valid number is required."] }],
      [{ tax_rate: "" }, { tax_rate: ["A valid number is required."] }],
      [{ tax_rate: true }, { tax_rate: ["A valid number is required."] }],
      [{ tax_rate: null }, { tax_rate: ["This field may not be null."] }],
      [{ tax_rate: "1" }, { tax_rate: ["Ensure this value is less than 1."] }],
      [{ tax_rate: 1.5 }, { tax_rate: ["Ensure this value is less than 1."] }],
      [{ tax_rate: 1e21 }, { tax_rate: ["Ensure this value is less than 1."] }],
      [{ tax_rate: "-0.01" }, { tax_rate: ["Ensure this value is greater than or equal to 0."] }],
      [{ tax_rate: -1e-9 }, { tax_rate: ["Ensure this value is greater than or equal to 0."] }],
      [{ tax_rate: "0.1234567" }, { tax_rate: ["Ensure that there are no more than 6 decimal places."] }],
      [{ tax_rate: 1e-7 }, { tax_rate: ["Ensure that there are no more than 6 decimal places."] }],
      [{ tax_rate: "0.1.2" }, { tax_rate: ["A valid number is required."] }],
      [{ name: "" }, { name: ["This field may not be blank."] }],
      [{ name: "x".repeat(201) }, { name: ["Ensure this field has no more than 200 characters."] }],
      [{ name: 7 }, { name: ["Not a valid string."] }],
      [{ twilio_account_sid: "AC123" }, { twilio_account_sid: [SID_INVALID] }],
      [{ twilio_account_sid: `SK${"0".repeat(32)}` }, { twilio_account_sid: [SID_INVALID] }],
    ];
    await expectFieldErrors((body) => call("PATCH", body), cases);
  });

  it("stores the Twilio account SID texts are sent through, shown back; empty clears it", async () => {
    const sid = `AC${"0123456789abcdef".repeat(2)}`;
    const res = await call("PATCH", { twilio_account_sid: ` ${sid} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json().twilio_account_sid).toBe(sid);
    expect((await call("GET", undefined, home.member.token)).json().twilio_account_sid).toBe(sid);
    expect(await lastSettingsChange(app.db, home.company.id)).toEqual({ twilio_account_sid: sid });
    expect((await call("PATCH", { twilio_account_sid: "" })).json().twilio_account_sid).toBeNull();
  });

  it("sets the time zone the company's days are counted in, under the name Intl gives it, audited", async () => {
    const res = await call("PATCH", { time_zone: "America/Los_Angeles" });
    expect(res.statusCode).toBe(200);
    expect(res.json().time_zone).toBe("America/Los_Angeles");
    expect((await call("GET", undefined, home.member.token)).json().time_zone).toBe("America/Los_Angeles");
    expect((await call("GET", undefined, other.owner.token)).json().time_zone).toBe("America/New_York");
    const me = await app.inject({ method: "GET", url: "/api/user/me/", headers: auth(home.customer.token) });
    expect(me.json().company_time_zone).toBe("America/Los_Angeles");
    expect(await lastSettingsChange(app.db, home.company.id)).toEqual({ time_zone: "America/Los_Angeles" });

    expect((await call("PATCH", { time_zone: " america/chicago " })).json().time_zone).toBe(
      "America/Chicago",
    );
    expect((await call("PATCH", { time_zone: "UTC" })).json().time_zone).toBe("UTC");
    await call("PATCH", { time_zone: "America/New_York" });
  });

  it("refuses a time zone Intl does not know, with the field named", async () => {
    const cases: FieldErrorCase[] = [
      [{ time_zone: "Mars/Olympus_Mons" }, { time_zone: ["Choose a time zone."] }],
      [{ time_zone: "" }, { time_zone: ["Choose a time zone."] }],
      [{ time_zone: "x".repeat(500) }, { time_zone: ["Choose a time zone."] }],
      [{ time_zone: 5 }, { time_zone: ["Not a valid string."] }],
      [{ time_zone: null }, { time_zone: ["This field may not be null."] }],
    ];
    await expectFieldErrors((body) => call("PATCH", body), cases);
    expect((await call("GET")).json().time_zone).toBe("America/New_York");
  });

  it("the slug is not writable", async () => {
    const res = await call("PATCH", { slug: "hacked" });
    expect(res.statusCode).toBe(200);
    expect(res.json().slug).toBe(home.company.slug);
  });
});
