import { afterAll, describe, expect, it } from "vitest";
import { appForFile } from "../helpers";
import { send } from "../fixtures";
import { queue, refillWorld } from "../transactions/support";

/** What the route kit (server/http/routes.ts) does for every route declared on it. */
const app = await appForFile();
const w = await refillWorld(app.db);
// The rings the routes make, counted where they ring: on PostgreSQL a listener also hears the NOTIFY of its
// own ring and those of the other test files sharing the database, so wakes are no count of rings.
let rings = 0;
const ring = app.refillBell.ring;
app.refillBell.ring = () => {
  rings++;
  ring();
};
afterAll(() => {
  app.refillBell.ring = ring;
});

/** A refill of the world's customer stopped in `status`. */
async function stopped(status: "error" | "success") {
  const t = await queue(app.db, w);
  await app.db.updateTable("transactions").set({ status }).where("id", "=", t.id).execute();
  return t.id;
}

/** How many times the bell rang during `call`, with the call's status. */
async function ringsDuring(call: () => Promise<{ status: number }>) {
  const before = rings;
  const { status } = await call();
  return { status, rings: rings - before };
}

describe("the route kit", () => {
  it("rings the refill bell once a write that queues a refill has answered, and not when it queued none", async () => {
    const member = (url: string, body?: unknown) => () => send(app, "POST", url, w.member.token, body);
    const [a, b, done] = [await stopped("error"), await stopped("error"), await stopped("success")];
    expect(await ringsDuring(member(`/api/transactions/${a}/retry/`))).toEqual({ status: 200, rings: 1 });
    expect(await ringsDuring(member("/api/transactions/bulk/retry/", { ids: [b] }))).toEqual({
      status: 200,
      rings: 1,
    });
    // Nothing retried (a succeeded refill is refused), nothing queued.
    expect(await ringsDuring(member("/api/transactions/bulk/retry/", { ids: [done] }))).toEqual({
      status: 200,
      rings: 0,
    });
    // A refused write answers an error and queues nothing.
    expect(await ringsDuring(member(`/api/transactions/${done}/retry/`))).toEqual({ status: 400, rings: 0 });
    // Closing a refill queues nothing.
    const c = await stopped("error");
    expect(
      await ringsDuring(member(`/api/transactions/${c}/resolve/`, { note: "Paid at the desk." })),
    ).toEqual({ status: 200, rings: 0 });
  });

  it("refuses a caller of the wrong role before it reads the body or query, whatever the kind of call", async () => {
    const refused: Array<[method: "GET" | "POST" | "PATCH", url: string, token: string, body?: unknown]> = [
      ["POST", "/api/transactions/bulk/retry/", w.customer.token, {}],
      ["POST", "/api/transactions/1/resolve/", w.customer.token, {}],
      ["PATCH", "/api/rental/rentals/1/update", w.customer.token, { status: "nonsense" }],
      ["POST", "/api/rental/rentals/return/", w.customer.token, {}],
      ["POST", "/api/rental/rentals/1/refund", w.customer.token, {}],
      ["GET", "/api/rental/rentals/1/end-date-preview/?end_date=never", w.customer.token],
      ["POST", "/api/charges/1/refund/", w.customer.token, {}],
      ["GET", "/api/dashboard/?range=forever", w.customer.token],
      ["POST", "/api/phone-menu/simulate/", w.customer.token, {}],
      ["PATCH", "/api/company/", w.member.token, { tax_rate: "not a rate" }],
    ];
    for (const [method, url, token, body] of refused)
      expect((await send(app, method, url, token, body)).status, `${method} ${url}`).toBe(403);
  });
});
