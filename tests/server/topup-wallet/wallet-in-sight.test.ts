import { afterAll, describe, expect, it } from "vitest";
import { keepWalletRead, walletKeeping } from "../../../server/db/topup-wallets";
import { createTopups, SIMULATED_WALLET_START } from "../../../server/integrations/topups";
import { createSimulatedPayments } from "../../../server/integrations/payments/simulated";
import { createRefillEngine } from "../../../server/jobs/refills/engine";
import { auth, closeApp, jsonBody, makeApp, updateRows } from "../helpers";
import { scrape, valueOf, matching } from "../plugins/exposition";
import { queue, refillWorld, txn } from "../transactions/support";
import { reloadlyDouble } from "../integrations/topups/reloadly-double";

/**
 * The top-up wallet in sight (issue 37 items 2 and 7): its balance on the owners' dashboard and in
 * /metrics from what was last known, and in simulated mode a wallet kept in the database, which each
 * top-up runs down and owners fund from the panel.
 */
const app = await makeApp();
afterAll(() => closeApp(app));
const w = await refillWorld(app.db);
const dashboard = (token: string) =>
  app.inject({ method: "GET", url: "/api/dashboard/", headers: auth(token) });
const addFunds = (token: string, payload: unknown) =>
  app.inject({
    method: "POST",
    url: "/api/topup-wallet/add-funds/",
    headers: auth(token),
    payload: jsonBody(payload),
  });

/** A worker process of its own: its adapter built on the same database, as worker-main builds it. */
function workerProcess() {
  const topups = createTopups(app.config, walletKeeping(app.db));
  const engine = createRefillEngine({ payments: createSimulatedPayments(), topups, backoffBaseMs: 1000 });
  return { topups, run: () => engine.job.run({ db: app.db, log: app.log, now: new Date() }) };
}

describe("the simulated wallet", () => {
  it("owners see it on the dashboard from the start; members and customers do not", async () => {
    const owner = await dashboard(w.owner.token);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().wallet).toMatchObject({
      provider: "simulated",
      balance: "5000.00",
      currency: "USD",
    });
    expect(SIMULATED_WALLET_START).toBe(500000);
    expect((await dashboard(w.member.token)).json().wallet).toBeNull();
    expect((await dashboard(w.customer.token)).statusCode).toBe(403);
  });

  it("runs down with each top-up a worker process makes, and the API sees it", async () => {
    const worker = workerProcess();
    const t = await queue(app.db, w);
    await worker.run();
    expect(await txn(app.db, t.id)).toMatchObject({ status: "success" });
    expect((await dashboard(w.owner.token)).json().wallet.balance).toBe("4975.00");
    // Another process (the API's own adapter) reads the same wallet.
    expect(await app.topups.balance()).toEqual({ amount: 497500, currency: "USD" });
  });

  it("owners add funds: audited, and a refill waiting for the wallet goes through", async () => {
    const worker = workerProcess();
    // The wallet down to less than a refill.
    await app.db
      .updateTable("topup_wallets")
      .set({ balance: 1000 })
      .where("provider", "=", "simulated")
      .execute();
    const t = await queue(app.db, w);
    await worker.run();
    expect(await txn(app.db, t.id)).toMatchObject({ status: "in_queue", waiting_for: "wallet" });

    const res = await addFunds(w.owner.token, { amount: "100.00" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ provider: "simulated", balance: "110.00", currency: "USD" });
    const entry = await app.db
      .selectFrom("audit_log")
      .selectAll()
      .where("company_id", "=", w.company.id)
      .where("action", "=", "company.wallet_funds")
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_id: w.owner.id, object: "company", object_id: String(w.company.id) });
    expect(JSON.parse(entry.data!)).toEqual({ amount: 10000, balance: 11000 });

    await updateRows(app.db, "transactions", t.id, { next_attempt_at: new Date(0).toISOString() });
    await worker.run();
    expect(await txn(app.db, t.id)).toMatchObject({ status: "success", waiting_for: null });
    expect((await dashboard(w.owner.token)).json().wallet.balance).toBe("85.00");
  });

  it("only owners add funds, and a bad amount is a 400 naming the field", async () => {
    expect((await addFunds(w.member.token, { amount: "10.00" })).statusCode).toBe(403);
    expect((await addFunds(w.customer.token, { amount: "10.00" })).statusCode).toBe(403);
    for (const amount of ["0", "-5", "abc", "100000.01", null]) {
      const res = await addFunds(w.owner.token, { amount });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(Object.keys(res.json())).toEqual(["amount"]);
    }
    const missing = await addFunds(w.owner.token, {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(["amount"]);
  });

  it("is in /metrics as last known, in dollars, with how old the figure is", async () => {
    const { types, samples } = await scrape(app);
    expect(types.get("topup_wallet_balance")).toBe("gauge");
    const kept = await app.db.selectFrom("topup_wallets").selectAll().executeTakeFirstOrThrow();
    expect(valueOf(samples, "topup_wallet_balance", { currency: "USD" })).toBe(kept.balance / 100);
    const age = valueOf(samples, "topup_wallet_read_age_seconds", { currency: "USD" });
    expect(age).toBeGreaterThanOrEqual(0);
    expect(age).toBeLessThan(60);
  });
});

describe("TOPUPS=reloadly", () => {
  it("the dashboard and /metrics show the worker's last read, never asking Reloadly; no funds route", async () => {
    const reloadly = await reloadlyDouble();
    const other = await makeApp({ topups: "reloadly", reloadly: reloadly.settings });
    try {
      const v = await refillWorld(other.db);
      const look = () =>
        other.inject({ method: "GET", url: "/api/dashboard/", headers: auth(v.owner.token) });
      // Before the worker's first read: nothing known, and no sample.
      expect((await look()).json().wallet).toBeNull();
      expect(matching((await scrape(other)).samples, "topup_wallet_balance")).toEqual([]);
      // The worker's adapter reads the wallet (before a refill) and keeps what it read.
      const topups = createTopups(other.config, walletKeeping(other.db));
      await topups.balance({ fresh: true });
      await expect
        .poll(async () => (await look()).json().wallet)
        .toMatchObject({
          provider: "reloadly",
          balance: "5000.00",
          currency: "USD",
        });
      const reads = reloadly.state.balanceReads;
      await look();
      await scrape(other);
      expect(reloadly.state.balanceReads).toBe(reads);
      expect(valueOf((await scrape(other)).samples, "topup_wallet_balance", { currency: "USD" })).toBe(5000);
      // A later read replaces it; so does a top-up's balanceInfo (the adapter's walletCache).
      await keepWalletRead(other.db, "reloadly", { amount: 123456, currency: "EUR" });
      expect((await look()).json().wallet).toMatchObject({ balance: "1234.56", currency: "EUR" });
      const funds = await other.inject({
        method: "POST",
        url: "/api/topup-wallet/add-funds/",
        headers: auth(v.owner.token),
        payload: { amount: "10.00" },
      });
      expect(funds.statusCode).toBe(404);
      expect(reloadly.state.faults).toEqual([]);
    } finally {
      await closeApp(other);
      await reloadly.close();
    }
  });
});
