import { describe, expect, it } from "vitest";
import { appForFile, auditRows, tokenFor } from "../helpers";
import { send } from "../fixtures";
import { bookAsMember, day, rentalWorld, rentNow } from "./support";

/** Every rental call, fed what a hostile or careless client sends: a 4xx naming the problem, never a 500. */
const app = await appForFile();
const w = await rentalWorld(app);
const member = w.home.member.token;

const NASTY: unknown[] = [
  null,
  "",
  "x",
  -1,
  0,
  1.5,
  1e308,
  "9".repeat(40),
  [],
  [1],
  {},
  { __proto__: { admin: true } },
  "__proto__",
  "constructor",
  "2026-13-45",
  "2026-02-30T25:00:00Z",
  true,
  "<script>alert(1)</script>",
  "' or 1=1 --",
];

describe("hostile bodies", () => {
  it("never answer 5xx on any rental write, for any field", async () => {
    const r = (await bookAsMember(w)).body;
    const calls: { method: "POST" | "PATCH"; url: string; base: Record<string, unknown> }[] = [
      {
        method: "POST",
        url: "/api/rental/devices/cost/",
        base: { device: w.device.id, country: w.country.id, start_date: day(1), end_date: day(2) },
      },
      {
        method: "POST",
        url: "/api/rental/rentals/create/as-member/",
        base: {
          user: w.home.customer.id,
          device: w.device.id,
          country: w.country.id,
          start_date: day(1),
          end_date: day(2),
          payment_method: w.cards.good.id,
          note: "n",
        },
      },
      {
        method: "PATCH",
        url: `/api/rental/rentals/${r.id}/update`,
        base: {
          note: "n",
          end_date: day(4),
          total_due_amount: "10.00",
          reason: "r",
          phone_number: "5550100100",
          plan: null,
        },
      },
      {
        method: "POST",
        url: "/api/rental/rentals/add-payment/",
        base: { rental: r.id, amount: "1.00", method: "cash", payment_method: w.cards.good.id },
      },
      {
        method: "POST",
        url: "/api/rental/rentals/return/",
        base: { rental: r.id, returned_at: new Date().toISOString() },
      },
      { method: "POST", url: `/api/rental/rentals/${r.id}/refund`, base: { amount: "1.00" } },
      { method: "POST", url: `/api/rental/${r.id}/resolve/`, base: { note: "n" } },
    ];
    for (const c of calls) {
      for (const field of Object.keys(c.base)) {
        for (const value of NASTY) {
          const res = await send(app, c.method, c.url, member, { ...c.base, [field]: value });
          expect(
            res.status,
            `${c.method} ${c.url} ${field}=${JSON.stringify(value)}: ${JSON.stringify(res.body)}`,
          ).toBeLessThan(500);
        }
      }
      for (const body of [undefined, {}, [], "null"]) {
        const res = await send(app, c.method, c.url, member, body);
        expect(res.status, `${c.method} ${c.url} ${JSON.stringify(body)}`).toBeLessThan(500);
      }
    }
  });

  it("malformed ids in the path are 404s", async () => {
    for (const id of ["abc", "-1", "0", "1.5", "99999999999999999999"]) {
      expect((await send(app, "GET", `/api/rental/rentals/${id}/end-preview`, member)).status).toBe(404);
      expect((await send(app, "POST", `/api/rental/${id}/retry/`, member)).status).toBe(404);
      expect(
        (await send(app, "PATCH", `/api/rental/rentals/${id}/update`, member, { note: "x" })).status,
      ).toBe(404);
    }
  });
});

describe("no token", () => {
  it("every rental call answers 401", async () => {
    const r = (await bookAsMember(w)).body;
    const calls: ["GET" | "POST" | "PATCH", string][] = [
      ["POST", "/api/rental/devices/cost/"],
      ["GET", `/api/rental/devices/${w.device.id}/availability/`],
      ["POST", "/api/rental/rentals/create/as-customer/"],
      ["POST", "/api/rental/rentals/create/as-member/"],
      ["GET", `/api/rental/rentals/${r.id}/`],
      ["PATCH", `/api/rental/rentals/${r.id}/update`],
      ["POST", "/api/rental/rentals/add-payment/"],
      ["GET", `/api/rental/rentals/${r.id}/end-preview`],
      ["POST", "/api/rental/rentals/return/"],
      ["POST", `/api/rental/rentals/${r.id}/refund`],
      ["POST", `/api/rental/${r.id}/resolve/`],
      ["POST", `/api/rental/${r.id}/retry/`],
      ["POST", `/api/rental/${r.id}/assign-cc-to-user/`],
    ];
    for (const [method, url] of calls) {
      const body =
        method === "GET"
          ? undefined
          : {
              rental: r.id,
              note: "x",
              amount: "1.00",
              method: "cash",
              user: w.home.customer.id,
              device: w.device.id,
              country: w.country.id,
              start_date: day(1),
              end_date: day(1),
              payment_method: w.cards.good.id,
            };
      expect((await send(app, method, url, undefined, body)).status, `${method} ${url}`).toBe(401);
      // Trailing slash or not, as DRF's clients send them.
      const other = url.endsWith("/") ? url.slice(0, -1) : `${url}/`;
      expect((await send(app, method, other, undefined, body)).status, `${method} ${other}`).toBe(401);
    }
  });
});

describe("hijack", () => {
  it("a member viewing as the customer may Rent Now; the rental records the member as its maker and the write is audited", async () => {
    const token = await tokenFor(app.db, w.home.customer.id, { hijackedBy: w.home.member.id });
    const res = await send(app, "POST", "/api/rental/rentals/create/as-customer/", token, {
      device: w.device.id,
      country: w.country.id,
      start_date: day(1),
      end_date: day(1),
      payment_method: w.cards.good.id,
    });
    expect(res.body).toMatchObject({
      status: "preorder",
      user: w.home.customer.id,
      created_by: w.home.member.id,
    });
    const [audited] = await auditRows(app.db, res.body.id, { action: "rental.create" });
    expect(audited.on_behalf_of).toBe(w.home.member.id);
    // Under a hijack the member acts as the customer: no desk actions.
    expect(
      (await send(app, "POST", `/api/rental/${res.body.id}/resolve/`, token, { note: "n" })).status,
    ).toBe(403);
    expect((await rentNow(w)).status).toBe(201);
  });
});
