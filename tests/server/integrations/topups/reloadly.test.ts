import { afterAll, describe, expect, it } from "vitest";
import { createSimulatedPayments } from "../../../../server/integrations/payments/simulated";
import { reloadlyTopups } from "../../../../server/integrations/topups/reloadly";
import { createRefillEngine } from "../../../../server/jobs/refills/engine";
import { appForFile, updateRows } from "../../helpers";
import { queue, refillWorld, txn } from "../../transactions/support";
import { reloadlyDouble, requestFaults } from "./reloadly-double";

/**
 * TOPUPS=reloadly against a double that answers as Reloadly's published OpenAPI document says and checks
 * every request the adapter sends against it (state.faults).
 */
const reloadly = await reloadlyDouble();
afterAll(async () => {
  expect(reloadly.state.faults).toEqual([]);
  await reloadly.close();
});
const HOUR = 3_600_000;
let clock = Date.parse("2026-11-28T12:00:00Z");
const adapter = (now = () => clock) => reloadlyTopups({ ...reloadly.settings, now });

const app = await appForFile();
const w = await refillWorld(app.db);
await updateRows(app.db, "carriers", w.carrier.id, { provider_operator_id: "341" });

describe("the Reloadly adapter", () => {
  it("asks a token with client credentials for the Airtime API's audience, and keeps it until it expires", async () => {
    reloadly.state.tokenLifetime = 3600;
    const topups = adapter();
    const asked = reloadly.state.tokenRequests.length;
    expect(await topups.balance({ fresh: true })).toEqual({ amount: 500000, currency: "USD" });
    await topups.balance({ fresh: true });
    expect(reloadly.state.tokenRequests.length - asked).toBe(1);
    expect(reloadly.state.tokenRequests.at(-1)).toEqual({
      client_id: "client-id",
      client_secret: "client-secret",
      grant_type: "client_credentials",
      audience: reloadly.url,
    });
    clock += HOUR;
    await topups.balance({ fresh: true });
    expect(reloadly.state.tokenRequests.length - asked).toBe(2);
  });

  it("20 refills at once after the token expired ask for one token, and each is topped up once", async () => {
    reloadly.state.tokenLifetime = 3600;
    const topups = adapter();
    await topups.balance({ fresh: true });
    const asked = reloadly.state.tokenRequests.length;
    clock += 2 * HOUR;
    const refills = await Promise.all(Array.from({ length: 20 }, () => queue(app.db, w)));
    const engine = createRefillEngine({
      payments: createSimulatedPayments(),
      topups,
      concurrency: 20,
      batchSize: 20,
    });
    expect(await engine.job.run({ db: app.db, log: app.log, now: new Date() })).toBe(20);
    expect(reloadly.state.tokenRequests.length - asked).toBe(1);
    for (const t of refills) expect(await txn(app.db, t.id)).toMatchObject({ status: "success" });
    expect(refills.map((t) => reloadly.state.topups.get(`txn-${t.id}`)?.status)).toEqual(
      refills.map(() => "SUCCESSFUL"),
    );
  });

  it("a token Reloadly stops accepting is renewed once, by one of the callers that met the 401", async () => {
    const topups = adapter();
    await topups.balance({ fresh: true });
    const asked = reloadly.state.tokenRequests.length;
    for (const token of reloadly.state.tokens) reloadly.state.revoked.add(token);
    const answers = await Promise.all(Array.from({ length: 10 }, () => topups.balance({ fresh: true })));
    expect(answers.every((b) => b.currency === "USD")).toBe(true);
    expect(reloadly.state.tokenRequests.length - asked).toBe(1);
  });

  it("credentials Reloadly refuses: the call fails as transient, naming why", async () => {
    const wrong = reloadlyTopups({
      clientId: "x",
      clientSecret: "y",
      authUrl: reloadly.url,
      apiUrl: reloadly.url,
    });
    await expect(wrong.balance()).rejects.toMatchObject({
      transient: true,
      message: "The top-up provider did not accept our credentials. (HTTP 401)",
    });
  });

  it("the wallet is read once while fresh, and each top-up's balanceInfo replaces what was read", async () => {
    const topups = adapter();
    reloadly.state.balance = 300;
    const reads = reloadly.state.balanceReads;
    expect(await topups.balance()).toEqual({ amount: 30000, currency: "USD" });
    expect(await topups.balance()).toEqual({ amount: 30000, currency: "USD" });
    expect(reloadly.state.balanceReads - reads).toBe(1);
    const sent = await topups.topup({
      reference: "wallet-1",
      operatorId: "341",
      productId: null,
      amount: 1250,
      recipient: w.phone.number,
      mayHaveBeenSent: false,
    });
    expect(sent).toMatchObject({ status: "successful", balance: { amount: 28750, currency: "USD" } });
    expect(await topups.balance()).toEqual({ amount: 28750, currency: "USD" });
    expect(reloadly.state.balanceReads - reads).toBe(1);
    // Not read again until it is old, or asked fresh.
    reloadly.state.balance = 1000;
    clock += 31_000;
    expect(await topups.balance()).toEqual({ amount: 100000, currency: "USD" });
  });

  it("a top-up's cost is its amount less the operator's discount: what left the wallet", async () => {
    const topups = adapter();
    reloadly.state.balance = 500;
    reloadly.state.discountPercent = 4;
    try {
      const sent = await topups.topup({
        reference: "cost-1",
        operatorId: "341",
        productId: null,
        amount: 2500,
        recipient: w.phone.number,
        mayHaveBeenSent: false,
      });
      // 25.00 − 4% = 24.00, and the wallet went from 500.00 to 476.00
      expect(await topups.status(sent.ref!)).toMatchObject({
        status: "successful",
        cost: 2400,
        balance: { amount: 47600, currency: "USD" },
      });
    } finally {
      reloadly.state.discountPercent = 0;
    }
  });

  it("auto-detect asks for the line's national number and country, and names the operator", async () => {
    const topups = adapter();
    reloadly.state.ported.set("5512345699", { id: 777, name: "Telcel" });
    expect(await topups.detectOperator("525512345699")).toEqual({ operatorId: "777", name: "Telcel" });
    expect(await topups.detectOperator("4165550142")).toEqual({ operatorId: "341", name: "Movistar" });
    expect(reloadly.state.detections.slice(-2)).toEqual([
      { phone: "5512345699", country: "MX" },
      { phone: "4165550142", country: "CA" },
    ]);
    expect(await topups.detectOperator("999123456789")).toBeNull();
  });

  it("a carrier whose operator id is not Reloadly's (a number) is not sent", async () => {
    const posts = reloadly.state.posts;
    const answer = await adapter().topup({
      reference: "no-operator",
      operatorId: "op-341",
      productId: null,
      amount: 1000,
      recipient: w.phone.number,
      mayHaveBeenSent: false,
    });
    expect(answer).toEqual({
      status: "failed",
      ref: null,
      message: "The carrier has no operator id at the top-up provider.",
    });
    expect(reloadly.state.posts).toBe(posts);
  });

  it("sends /topups-async and reads the outcome from /topups/{transactionId}/status: each status Reloadly names", async () => {
    const topups = adapter();
    reloadly.state.processingLookups = 3;
    try {
      const posts = reloadly.state.posts;
      const sent = await topups.topup({
        reference: "async-1",
        operatorId: "341",
        productId: null,
        amount: 1000,
        recipient: w.phone.number,
        mayHaveBeenSent: false,
      });
      const t = reloadly.state.topups.get("async-1")!;
      // PROCESSING to the send's own first status question: Reloadly's id, to be asked again.
      expect(sent).toEqual({ status: "processing", ref: String(t.transactionId) });
      expect(reloadly.state.posts - posts).toBe(1);
      expect(await topups.status(sent.ref!)).toEqual({ status: "processing", ref: String(t.transactionId) });
      expect(await topups.status(sent.ref!)).toMatchObject({
        status: "successful",
        ref: String(t.transactionId),
        cost: 1000,
      });
      t.status = "REFUNDED";
      expect(await topups.status(sent.ref!)).toEqual({
        status: "failed",
        ref: String(t.transactionId),
        message: "The top-up was refunded by the carrier.",
        code: "topup_refunded",
      });
      t.status = "FAILED";
      t.errorMessage = "Operator unavailable.";
      expect(await topups.status(sent.ref!)).toEqual({
        status: "failed",
        ref: String(t.transactionId),
        message: "Operator unavailable.",
        code: "topup_refused",
      });
    } finally {
      reloadly.state.processingLookups = 0;
    }
  });

  it("a status Reloadly does not answer (404, 503) is transient: asked again later, never taken as an outcome", async () => {
    const topups = adapter();
    await expect(topups.status("424242")).rejects.toMatchObject({ transient: true });
    reloadly.state.failNext = 1;
    await expect(
      topups.status(String(reloadly.state.topups.get("async-1")!.transactionId)),
    ).rejects.toMatchObject({ transient: true });
  });

  it("a send whose first status question goes unanswered is processing with Reloadly's id, not lost", async () => {
    const topups = adapter();
    const posts = reloadly.state.posts;
    // The send is answered; the status asked at once meets a 503.
    const realFetch = globalThis.fetch;
    let calls = 0;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes("/status") && calls++ === 0) reloadly.state.failNext = 1;
      return realFetch(input, init);
    }) as typeof fetch;
    try {
      const sent = await topups.topup({
        reference: "async-2",
        operatorId: "341",
        productId: null,
        amount: 1000,
        recipient: w.phone.number,
        mayHaveBeenSent: false,
      });
      expect(sent).toEqual({
        status: "processing",
        ref: String(reloadly.state.topups.get("async-2")!.transactionId),
      });
      expect(reloadly.state.posts - posts).toBe(1);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it("the double answers the asynchronous send with the document's TopUpsAsyncResponse200: the id alone", async () => {
    const token = await (
      await fetch(`${reloadly.url}/oauth/token`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({
          client_id: "client-id",
          client_secret: "client-secret",
          grant_type: "client_credentials",
          audience: reloadly.url,
        }),
      })
    ).json();
    const res = await fetch(`${reloadly.url}/topups-async`, {
      method: "POST",
      headers: {
        accept: "application/com.reloadly.topups-v1+json",
        authorization: `Bearer ${token.access_token}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({
        operatorId: 341,
        amount: 5,
        useLocalAmount: false,
        customIdentifier: "async-doc",
        recipientPhone: { countryCode: "CA", number: "4165550142" },
      }),
    });
    const body = await res.json();
    expect(Object.keys(body)).toEqual(["transactionId"]);
    const status = await (
      await fetch(`${reloadly.url}/topups/${body.transactionId}/status`, {
        headers: {
          accept: "application/com.reloadly.topups-v1+json",
          authorization: `Bearer ${token.access_token}`,
        },
      })
    ).json();
    // TopUpsStatusResponse200's fields, as its example gives them.
    expect(Object.keys(status).sort()).toEqual(
      [
        "transactionId",
        "status",
        "operatorTransactionId",
        "customIdentifier",
        "recipientPhone",
        "recipientEmail",
        "senderPhone",
        "countryCode",
        "operatorId",
        "operatorName",
        "discount",
        "discountCurrencyCode",
        "requestedAmount",
        "requestedAmountCurrencyCode",
        "deliveredAmount",
        "deliveredAmountCurrencyCode",
        "transactionDate",
        "pinDetail",
        "balanceInfo",
      ].sort(),
    );
    expect(status).toMatchObject({ transactionId: body.transactionId, status: "SUCCESSFUL" });
  });

  it("the double's check catches a request the document does not describe", () => {
    const req = {
      method: "POST",
      headers: { accept: "application/json", authorization: "Bearer t", "content-type": "application/json" },
    } as never;
    const body = JSON.stringify({
      operatorId: "535",
      amount: 5,
      productId: "p",
      recipientPhone: { number: 1 },
    });
    expect(requestFaults(req, new URL("http://x/topups"), body)).toEqual([
      "header Accept: application/json",
      'body.operatorId: expected integer, got "535"',
      "body.productId: not in the document's schema",
      "body.recipientPhone.number: expected string, got 1",
    ]);
    const get = { method: "GET", headers: { accept: "application/json" } } as never;
    expect(
      requestFaults(get, new URL("http://x/topups/reports/transactions?customIdentifier=a&foo=1"), ""),
    ).toEqual([
      "query foo: not declared",
      "header Authorization: required",
      "header Accept: application/json",
      "header Authorization: not a bearer",
    ]);
  });
});
