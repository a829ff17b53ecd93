import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { appForFile, companyWithPeople, rowsWhere, stripeSettings, withApp } from "../helpers";
import { expectFieldErrors } from "../field-errors";
import { send } from "../fixtures";

/**
 * PAYMENTS=stripe against a fake Stripe on 127.0.0.1: the adapter retrieves the PaymentMethod with the
 * secret key and keeps its id, brand, last four digits and expiry.
 */
const YEAR = new Date().getUTCFullYear();
const seen: Array<{ url: string; authorization?: string }> = [];
const posts: Array<{ url: string; body: string; idempotencyKey?: string }> = [];
let customers = 0;
const methods: Record<string, unknown> = {
  pm_card_visa: {
    id: "pm_card_visa",
    object: "payment_method",
    type: "card",
    card: { brand: "visa", last4: "4242", exp_month: 8, exp_year: YEAR + 2, fingerprint: "x" },
  },
  pm_expired: {
    id: "pm_expired",
    type: "card",
    card: { brand: "mastercard", last4: "4444", exp_month: 1, exp_year: YEAR - 1 },
  },
  pm_bank: { id: "pm_bank", type: "us_bank_account", us_bank_account: { last4: "6789" } },
};
const fake = http.createServer(async (req, res) => {
  res.setHeader("content-type", "application/json");
  if (req.method === "POST") {
    let body = "";
    for await (const chunk of req) body += chunk;
    posts.push({
      url: req.url ?? "",
      body,
      idempotencyKey: req.headers["idempotency-key"] as string | undefined,
    });
    if (req.url === "/v1/customers") {
      customers += 1;
      return res.end(JSON.stringify({ id: `cus_fake${customers}`, object: "customer" }));
    }
    const attach = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(req.url ?? "");
    if (attach) {
      const customer = new URLSearchParams(body).get("customer");
      return res.end(JSON.stringify({ ...(methods[attach[1]] as object), customer }));
    }
    res.statusCode = 404;
    return res.end(
      JSON.stringify({ error: { type: "invalid_request_error", message: "Unrecognized request URL" } }),
    );
  }
  seen.push({ url: req.url ?? "", authorization: req.headers.authorization });
  const id = decodeURIComponent((req.url ?? "").replace("/v1/payment_methods/", ""));
  if (id === "pm_busy") {
    res.statusCode = 500;
    return res.end(JSON.stringify({ error: { type: "api_error", message: "Something went wrong" } }));
  }
  if (!methods[id]) {
    res.statusCode = 404;
    return res.end(
      JSON.stringify({
        error: {
          code: "resource_missing",
          type: "invalid_request_error",
          message: `No such PaymentMethod: '${id}'`,
        },
      }),
    );
  }
  res.end(JSON.stringify(methods[id]));
});
await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

const base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
const app = await appForFile(stripeSettings({ stripeSecretKey: "sk_test_fake", stripeApiBase: base }));
const home = await companyWithPeople(app.db);
const add = (body: unknown) => send(app, "POST", "/api/payments/cards/", home.customer.token, body);

describe("POST /api/payments/cards/ with PAYMENTS=stripe", () => {
  it("retrieves the PaymentMethod with the secret key and keeps its id as processor_ref", async () => {
    const res = await add({ payment_method: "pm_card_visa" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      brand: "visa",
      last4: "4242",
      exp_month: 8,
      exp_year: YEAR + 2,
      is_default: true,
    });
    expect(seen.at(-1)).toMatchObject({
      url: "/v1/payment_methods/pm_card_visa",
      authorization: "Bearer sk_test_fake",
    });
    const [row] = await rowsWhere(app.db, "payment_methods", { id: res.body.id });
    expect(row).toMatchObject({ processor: "stripe", processor_ref: "pm_card_visa" });
  });

  it("attaches saved cards to the user's Stripe Customer, made once with the first card, so they can be charged off-session", async () => {
    const people = await companyWithPeople(app.db);
    const before = customers;
    posts.length = 0;
    expect(
      (
        await send(app, "POST", "/api/payments/cards/", people.customer.token, {
          payment_method: "pm_card_visa",
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await send(app, "POST", "/api/payments/cards/", people.customer.token, {
          payment_method: "pm_card_visa",
        })
      ).status,
    ).toBe(201);
    expect(customers).toBe(before + 1);
    const [user] = await rowsWhere(app.db, "users", { id: people.customer.id });
    expect(user.stripe_customer_id).toBe(`cus_fake${customers}`);
    expect(posts.map((p) => p.url)).toEqual([
      "/v1/customers",
      "/v1/payment_methods/pm_card_visa/attach",
      "/v1/payment_methods/pm_card_visa/attach",
    ]);
    expect(posts[0].idempotencyKey).toBe(`user-${people.customer.id}-customer`);
    expect(new URLSearchParams(posts[1].body).get("customer")).toBe(user.stripe_customer_id);
  });

  it("names payment_method for an unknown, expired or non-card method, or a malformed id", async () => {
    await expectFieldErrors(add, [
      [{ payment_method: "pm_nope" }, { payment_method: ["No such payment method."] }],
      [{ payment_method: "pm_expired" }, { payment_method: ["Your card has expired."] }],
      [{ payment_method: "pm_bank" }, { payment_method: ["Only cards can be saved."] }],
      [{ payment_method: "tok_visa/../x" }, { payment_method: ["Enter a valid payment method id."] }],
      [{ number: "4242424242424242" }, { payment_method: ["This field is required."] }],
    ]);
  });

  it("answers 502 when Stripe fails or cannot be reached, saving nothing", async () => {
    const before = await app.db.selectFrom("payment_methods").select("id").execute();
    expect(await add({ payment_method: "pm_busy" })).toEqual({
      status: 502,
      body: { detail: "The payment processor could not be reached. Please try again." },
    });
    const unreachable = stripeSettings({
      stripeSecretKey: "sk_test_fake",
      stripeApiBase: "http://127.0.0.1:1",
    });
    await withApp(unreachable, async (down, people) => {
      expect(
        (
          await send(down, "POST", "/api/payments/cards/", people.customer.token, {
            payment_method: "pm_card_visa",
          })
        ).status,
      ).toBe(502);
    });
    expect(await app.db.selectFrom("payment_methods").select("id").execute()).toEqual(before);
  });
});
