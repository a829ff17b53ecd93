import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { senderOf } from "../../../server/integrations/mail/mailer";
import { LOGO_MESSAGES } from "../../../server/modules/company-settings/schemas";
import { auth, companiesForFile, newIp, sendQueuedMessages } from "../helpers";
import { forOwners, makeWorld, permissionMatrix } from "../matrix";
import { companySettingsCall, lastSettingsChange } from "./support";
import { expectFieldErrors, type FieldErrorCase } from "../field-errors";
import { rentalWorld, rentNow } from "../rentals/support";

/**
 * The company's identity (issue 21, item 3): address, support phone and e-mail, and a logo, set by the
 * owner on /api/company/ and /api/company/logo/, and shown where customers see the company: the sign-up
 * lookup, the profile (the panel's header), receipts (each line's tax rate) and e-mails (the sender's name).
 */

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 60, alpha: 1 } } })
    .png()
    .toBuffer();
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#2050a0" } })
    .jpeg()
    .toBuffer();

const SMALL_PNG = await png(40, 20);

permissionMatrix("company logo", makeWorld(), [
  { call: "PUT /api/company/logo/", body: () => SMALL_PNG, expect: forOwners(200) },
  { call: "DELETE /api/company/logo/", expect: forOwners(200) },
  {
    call: "PATCH /api/company/ (support e-mail)",
    body: () => ({ support_email: "help@example.com" }),
    expect: forOwners(200),
  },
]);

const { app, home, other } = await companiesForFile();
const company = companySettingsCall(app, home.owner.token);
const upload = (bytes: Buffer, token = home.owner.token, contentType = "image/png") =>
  app.inject({
    method: "PUT",
    url: "/api/company/logo/",
    payload: bytes,
    headers: { ...auth(token), "content-type": contentType },
  });
const removeLogo = (token = home.owner.token) =>
  app.inject({ method: "DELETE", url: "/api/company/logo/", headers: auth(token) });
const fetchUrl = (url: string) => app.inject({ method: "GET", url });

describe("address, support phone and e-mail", () => {
  it("round trip: the owner sets them, members read them, an empty value clears each", async () => {
    const res = await company("PATCH", {
      address: "  12 Main St\r\nSuite 4  \r\nSpringfield, IL 62701\n\n",
      support_phone: "+1 (555) 010-0199",
      support_email: " Help@Example.COM ",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      address: "12 Main St\nSuite 4\nSpringfield, IL 62701",
      support_phone: "5550100199",
      support_email: "help@example.com",
      logo_url: null,
    });
    expect((await company("GET", undefined, home.member.token)).json()).toMatchObject({
      address: "12 Main St\nSuite 4\nSpringfield, IL 62701",
      support_phone: "5550100199",
      support_email: "help@example.com",
    });
    // The other company's settings are its own.
    expect((await company("GET", undefined, other.owner.token)).json()).toMatchObject({
      address: null,
      support_phone: null,
      support_email: null,
    });
    // Sending nothing changes nothing; an empty value or null clears.
    expect((await company("PATCH", { name: "Test Wireless" })).json().support_phone).toBe("5550100199");
    const cleared = await company("PATCH", { address: "", support_phone: "  ", support_email: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ address: null, support_phone: null, support_email: null });
  });

  it("refuses a bad phone, e-mail or address with the field named, never a 500", async () => {
    const cases: FieldErrorCase[] = [
      [{ support_phone: "call us" }, { support_phone: ["Enter a valid phone number: 10 to 15 digits."] }],
      [{ support_phone: "555-0101" }, { support_phone: ["Enter a valid phone number: 10 to 15 digits."] }],
      [
        { support_phone: "1".repeat(40) },
        { support_phone: ["Enter a valid phone number: 10 to 15 digits."] },
      ],
      [{ support_phone: 5550100199 }, { support_phone: ["Not a valid string."] }],
      [{ support_email: "help@" }, { support_email: ["Enter a valid email address."] }],
      [{ support_email: "not an e-mail" }, { support_email: ["Enter a valid email address."] }],
      [{ address: "x".repeat(501) }, { address: ["Ensure this field has no more than 500 characters."] }],
      [{ address: ["12 Main St"] }, { address: ["Not a valid string."] }],
    ];
    await expectFieldErrors((body) => company("PATCH", body), cases);
  });

  it("are audited like the other settings", async () => {
    await company("PATCH", { support_email: "desk@example.com" });
    expect(await lastSettingsChange(app.db, home.company.id)).toEqual({ support_email: "desk@example.com" });
  });
});

describe("the logo", () => {
  it("an owner uploads a PNG: sized down to 256 px high, served at a versioned public address, immutable", async () => {
    const res = await upload(await png(1200, 600));
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().logo_url;
    expect(url).toMatch(new RegExp(`^/api/company/logo/${home.company.id}/[0-9a-f]{32}/$`));
    expect((await company("GET", undefined, home.member.token)).json().logo_url).toBe(url);

    const served = await fetchUrl(url); // no token: the sign-up page shows it before anyone signs in
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 512, 256]);
  });

  it("a small image keeps its size; a JPEG stays a JPEG, whatever the request calls it", async () => {
    const res = await upload(await jpeg(120, 80), home.owner.token, "application/octet-stream");
    expect(res.statusCode, res.body).toBe(200);
    const served = await fetchUrl(res.json().logo_url);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 120, 80]);
  });

  it("a WebP is taken too", async () => {
    const webp = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#0a0" } })
      .webp()
      .toBuffer();
    const res = await upload(webp, home.owner.token, "image/webp");
    expect(res.statusCode, res.body).toBe(200);
    const served = await fetchUrl(res.json().logo_url);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect((await sharp(served.rawPayload).metadata()).height).toBe(256);
  });

  it("a replaced logo gets a new address; the old one no longer answers", async () => {
    const first = (await upload(await png(64, 64))).json().logo_url;
    const second = (await upload(await png(64, 32))).json().logo_url;
    expect(second).not.toBe(first);
    expect((await fetchUrl(first)).statusCode).toBe(404);
    expect((await fetchUrl(second)).statusCode).toBe(200);
  });

  it("refuses what is not a PNG, JPEG or WebP by its content, and more than 2 MB, naming the field", async () => {
    const before = (await company("GET")).json().logo_url;
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const truncated = SMALL_PNG.subarray(0, 40);
    for (const [bytes, type] of [
      [Buffer.from("hello, this is text"), "image/png"],
      [Buffer.from("%PDF-1.4\n"), "image/jpeg"],
      [gif, "image/png"],
      [svg, "image/svg+xml"],
      [truncated, "image/png"],
    ] as const) {
      const res = await upload(bytes, home.owner.token, type);
      expect(res.statusCode, `${type} ${bytes.length}`).toBe(400);
      expect(res.json()).toEqual({ logo: [LOGO_MESSAGES.notAnImage] });
    }
    // A client that sends JSON instead of the file.
    const asJson = await upload(Buffer.from('{"logo":"logo.png"}'), home.owner.token, "application/json");
    expect([asJson.statusCode, asJson.json()]).toEqual([400, { logo: [LOGO_MESSAGES.notAnImage] }]);
    const empty = await upload(Buffer.alloc(0));
    expect([empty.statusCode, empty.json()]).toEqual([400, { logo: [LOGO_MESSAGES.empty] }]);
    // A real PNG header followed by more than 2 MB.
    const big = Buffer.concat([SMALL_PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(big);
    expect([tooBig.statusCode, tooBig.json()]).toEqual([400, { logo: [LOGO_MESSAGES.tooLarge] }]);
    expect((await company("GET")).json().logo_url).toBe(before);
  });

  it("another company's logo is not reachable with this company's id, nor a guessed hash", async () => {
    const mine = (await upload(SMALL_PNG)).json().logo_url as string;
    const theirs = (await upload(await png(30, 30), other.owner.token)).json().logo_url as string;
    const theirHash = theirs.split("/").at(-2);
    const myHash = mine.split("/").at(-2);
    expect((await fetchUrl(`/api/company/logo/${home.company.id}/${theirHash}/`)).statusCode).toBe(404);
    expect((await fetchUrl(`/api/company/logo/${other.company.id}/${myHash}/`)).statusCode).toBe(404);
    expect((await fetchUrl(`/api/company/logo/${home.company.id}/${"0".repeat(32)}/`)).statusCode).toBe(404);
    expect((await fetchUrl(`/api/company/logo/${home.company.id}/not-a-hash/`)).statusCode).toBe(404);
    expect((await fetchUrl(theirs)).statusCode).toBe(200);
  });

  it("removing it clears the address, is audited, and leaves the other company's", async () => {
    const url = (await upload(SMALL_PNG)).json().logo_url;
    await upload(SMALL_PNG, other.owner.token);
    const res = await removeLogo();
    expect(res.statusCode).toBe(200);
    expect(res.json().logo_url).toBeNull();
    expect((await fetchUrl(url)).statusCode).toBe(404);
    expect((await removeLogo()).statusCode).toBe(200); // nothing left to remove: still fine
    expect((await company("GET", undefined, other.owner.token)).json().logo_url).not.toBeNull();
    const actions = await app.db
      .selectFrom("audit_log")
      .select("action")
      .where("object", "=", "company")
      .where("company_id", "=", home.company.id)
      .where("action", "like", "logo.%")
      .orderBy("id")
      .execute();
    expect(actions.at(-1)?.action).toBe("logo.remove");
    expect(actions.filter((a) => a.action === "logo.remove")).toHaveLength(1);
  });
});

describe("where customers see the company", () => {
  it("the sign-up lookup gives the company's name and logo; an unknown slug gives neither", async () => {
    const url = (await upload(SMALL_PNG)).json().logo_url;
    const lookup = (slug: string) =>
      app.inject({
        method: "POST",
        url: "/api/company/exists/",
        payload: { slug },
        headers: { "x-forwarded-for": newIp() },
      });
    const res = await lookup(home.company.slug);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ exists: true, name: "Test Wireless", logo_url: url });
    expect((await lookup("no-such-company-here")).json()).toEqual({
      exists: false,
      name: null,
      logo_url: null,
    });
  });

  it("the profile's company carries the logo (the panel's header shows it)", async () => {
    const url = (await upload(SMALL_PNG)).json().logo_url;
    const me = await app.inject({ method: "GET", url: "/api/user/me/", headers: auth(home.customer.token) });
    expect(me.json().company).toMatchObject({ id: home.company.id, name: "Test Wireless", logo_url: url });
    await removeLogo();
    const again = await app.inject({
      method: "GET",
      url: "/api/user/me/",
      headers: auth(home.customer.token),
    });
    expect(again.json().company.logo_url).toBeNull();
  });

  it("e-mails go out under the company's name, from MAIL_FROM's address", async () => {
    expect(senderOf("Refill Back-office <no-reply@localhost>", "Acme Mobile")).toEqual({
      name: "Acme Mobile",
      address: "no-reply@localhost",
    });
    expect(senderOf("no-reply@example.com", "Acme\r\nBcc: x@y.z")).toEqual({
      name: "Acme Bcc: x@y.z",
      address: "no-reply@example.com",
    });
    expect(senderOf("Refill Back-office <no-reply@localhost>")).toBe(
      "Refill Back-office <no-reply@localhost>",
    );

    const res = await app.inject({
      method: "POST",
      url: "/api/user/reset-password/",
      payload: { email: home.customer.email },
      headers: { "x-forwarded-for": newIp() },
    });
    expect(res.statusCode).toBeLessThan(300);
    await expect
      .poll(async () => (await sendQueuedMessages(app)).find((m) => m.to === home.customer.email))
      .toBeTruthy();
    const mail = app.mailer.outbox.filter((m) => m.to === home.customer.email).at(-1)!;
    expect(mail.fromName).toBe("Test Wireless");
  });
});

describe("the receipt's tax rate", () => {
  it("each taxed line keeps the rate it was taxed at, even after the company changes its rate", async () => {
    const w = await rentalWorld(app);
    const created = await rentNow(w);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const owner = w.home.owner.token;
    await app.inject({
      method: "PATCH",
      url: "/api/company/",
      payload: { tax_rate: "0.05" },
      headers: auth(owner),
    });
    const detail = await app.inject({
      method: "GET",
      url: `/api/rental/rentals/${created.body.id}/`,
      headers: auth(w.home.customer.token),
    });
    expect(detail.statusCode).toBe(200);
    const lines = detail.json().lines as { kind: string; tax_rate: string | null; tax_amount: string }[];
    expect(lines.find((l) => l.kind === "days")).toMatchObject({ tax_rate: "0.08875" });
    for (const l of lines.filter((l) => l.kind !== "days")) expect(l.tax_rate).toBeNull();
  });
});
