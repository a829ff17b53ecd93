import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createSimulatedPayments } from "../../../server/integrations/payments/simulated";
import { createRefillEngine } from "../../../server/jobs/refills/engine";
import { send } from "../fixtures";
import { closeApp, companyWithPeople, makeApp, updateRows } from "../helpers";
import { queue, refillWorld, txn } from "../transactions/support";
import { reloadlyDouble, reloadlyOperator } from "../integrations/topups/reloadly-double";
import { CATALOGUE_MESSAGES, CARRIER_NAME_TAKEN } from "../../../server/modules/carriers/schemas";
import { reloadlyTopups } from "../../../server/integrations/topups/reloadly";

/**
 * The aggregator's catalogue (issue 37 item 4): owners import a country's operators as carriers and their
 * fixed amounts as plans, at their own prices; the sync lists what changed at the aggregator, accepted one
 * by one, and nothing reprices itself. TOPUPS=reloadly against the double that answers as Reloadly's
 * published document says (and checks every request against it).
 */
const reloadly = await reloadlyDouble();
const reloadlyConfig = reloadly.settings;
const app = await makeApp({ topups: "reloadly", reloadly: reloadlyConfig });
afterAll(async () => {
  await closeApp(app);
  expect(reloadly.state.faults).toEqual([]);
  await reloadly.close();
});

const telcel = () =>
  reloadlyOperator({
    id: 1054,
    name: "Telcel Mexico",
    country: "MX",
    currency: "MXN",
    discount: 6.5,
    fixedAmounts: [5, 10, 20],
    localFixedAmounts: [91, 182, 364],
    fixedAmountsDescriptions: { "5.00": "Recarga 91 MXN" },
  });
const movistar = () =>
  reloadlyOperator({
    id: 1055,
    name: "Movistar Mexico",
    country: "MX",
    currency: "MXN",
    discount: 7,
    denominationType: "RANGE",
    suggestedAmounts: [7, 15],
    suggestedAmountsMap: { "7": 127.4, "15": 273 },
  });
const euroSender = () =>
  reloadlyOperator({
    id: 1099,
    name: "Euro Only",
    country: "MX",
    currency: "MXN",
    senderCurrencyCode: "EUR",
    fixedAmounts: [5],
  });

beforeEach(() => {
  reloadly.state.catalogue = { MX: [telcel(), movistar(), euroSender()] };
  reloadly.state.catalogueAsObject = false;
});

const offer = (token: string, country = "MX") =>
  send(app, "GET", `/api/catalogue/operators/?country=${country}`, token);
const importing = (token: string, body: unknown) => send(app, "POST", "/api/catalogue/import/", token, body);
const changes = (token: string) => send(app, "GET", "/api/catalogue/changes/", token);
const accept = (token: string, body: unknown) =>
  send(app, "POST", "/api/catalogue/changes/accept/", token, body);
const dismiss = (token: string, change: string) =>
  send(app, "POST", "/api/catalogue/changes/dismiss/", token, { change });
const planRows = (carrierId: number) =>
  app.db.selectFrom("plans").selectAll().where("carrier_id", "=", carrierId).orderBy("face_value").execute();
const auditRows = (companyId: number, action: string) =>
  app.db
    .selectFrom("audit_log")
    .selectAll()
    .where("company_id", "=", companyId)
    .where("action", "=", action)
    .execute();

describe("GET /api/catalogue/operators/", () => {
  it("answers the country's operators at Reloadly with their amounts, costs after discount, none imported", async () => {
    const p = await companyWithPeople(app.db);
    const reads = reloadly.state.catalogueReads.length;
    const res = await offer(p.owner.token, "mx");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(reloadly.state.catalogueReads.slice(reads)).toEqual([
      { country: "MX", query: "?includePin=false&suggestedAmounts=true&suggestedAmountsMap=true" },
    ]);
    expect(res.body.country).toBe("MX");
    // The operator that tops up in euros is left out: costs and margins are counted in dollars.
    expect(res.body.operators.map((o: { operator_id: string }) => o.operator_id)).toEqual(["1054", "1055"]);
    expect(res.body.operators[0]).toEqual({
      operator_id: "1054",
      name: "Telcel Mexico",
      local_currency: "MXN",
      discount_percent: 6.5,
      carrier: null,
      carrier_name: null,
      amounts: [
        {
          product_key: "1054:5.00",
          face_value: "5.00",
          local_amount: "91.00",
          local_currency: "MXN",
          description: "Recarga 91 MXN",
          cost: "4.68",
          plan: null,
          plan_price: null,
        },
        expect.objectContaining({ product_key: "1054:10.00", local_amount: "182.00", cost: "9.35" }),
        expect.objectContaining({ product_key: "1054:20.00", local_amount: "364.00", cost: "18.70" }),
      ],
    });
    // A RANGE operator: the amounts Reloadly suggests, with what the line receives for each.
    expect(res.body.operators[1].amounts).toEqual([
      expect.objectContaining({ product_key: "1055:7.00", local_amount: "127.40", cost: "6.51" }),
      expect.objectContaining({ product_key: "1055:15.00", local_amount: "273.00", cost: "13.95" }),
    ]);
  });

  it("reads the single object dist.yaml declares as well as the list the API answers", async () => {
    const p = await companyWithPeople(app.db);
    reloadly.state.catalogueAsObject = true;
    const res = await offer(p.owner.token);
    expect(res.status).toBe(200);
    expect(res.body.operators.map((o: { name: string }) => o.name)).toEqual(["Telcel Mexico"]);
  });

  it("a country Reloadly does not serve has no operators; a malformed country is the field's 400", async () => {
    const p = await companyWithPeople(app.db);
    expect((await offer(p.owner.token, "ZZ")).body).toEqual({ country: "ZZ", operators: [] });
    const bad = await offer(p.owner.token, "MEX");
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ country: [CATALOGUE_MESSAGES.country] });
  });

  it("an aggregator that cannot be reached is a 502 with its reason", async () => {
    const p = await companyWithPeople(app.db);
    await offer(p.owner.token); // a token in hand, so that the failure meets the catalogue call
    reloadly.state.failNext = 1;
    const res = await offer(p.owner.token);
    expect(res.status).toBe(502);
    expect(res.body.detail).toMatch(/could not be reached/);
  });

  it("members and customers are refused, whatever they send", async () => {
    const p = await companyWithPeople(app.db);
    for (const token of [p.member.token, p.customer.token]) {
      expect((await offer(token)).status).toBe(403);
      expect((await offer(token, "???")).status).toBe(403);
      expect((await importing(token, {})).status).toBe(403);
      expect((await changes(token)).status).toBe(403);
      expect((await accept(token, { change: "x" })).status).toBe(403);
      expect((await dismiss(token, "x")).status).toBe(403);
    }
    expect((await offer("")).status).toBe(401);
  });
});

describe("POST /api/catalogue/import/", () => {
  it("makes carriers and plans at the owner's prices in one go, audited; a second import duplicates nothing", async () => {
    const p = await companyWithPeople(app.db);
    const body = {
      country: "MX",
      operators: [
        {
          operator_id: "1054",
          amounts: [
            { face_value: "5.00", price: "6.00" },
            { face_value: "10.00", price: "11.50", validity_days: 15 },
          ],
        },
        { operator_id: "1055", amounts: [] },
      ],
    };
    const res = await importing(p.owner.token, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ carriers_created: 2, plans_created: 2, plans_kept: 0 });

    const carriers = await app.db
      .selectFrom("carriers")
      .selectAll()
      .where("company_id", "=", p.company.id)
      .orderBy("id")
      .execute();
    expect(carriers).toMatchObject([
      { name: "Telcel Mexico", provider_operator_id: "1054", provider_country: "MX" },
      { name: "Movistar Mexico", provider_operator_id: "1055", provider_country: "MX" },
    ]);
    expect(await planRows(carriers[0].id)).toMatchObject([
      {
        name: "$5.00 (91.00 MXN)",
        description: "Recarga 91 MXN",
        amount: 600,
        face_value: 500,
        local_amount: 9100,
        local_currency: "MXN",
        cost: 468,
        imported_cost: 468,
        provider_product_id: "1054:5.00",
        validity_days: 30,
      },
      { name: "$10.00 (182.00 MXN)", amount: 1150, face_value: 1000, cost: 935, validity_days: 15 },
    ]);

    // The offer now shows what was imported, with the owner's price.
    const shown = (await offer(p.owner.token)).body.operators[0];
    expect(shown).toMatchObject({ carrier: carriers[0].id, carrier_name: "Telcel Mexico" });
    expect(shown.amounts[0]).toMatchObject({ plan: expect.any(Number), plan_price: "6.00" });
    expect(shown.amounts[2]).toMatchObject({ plan: null, plan_price: null });

    // Again, with another price and one more amount: the kept plan keeps its price.
    body.operators[0].amounts[0].price = "9.99";
    body.operators[0].amounts.push({ face_value: "20.00", price: "22.00" });
    const again = await importing(p.owner.token, body);
    expect(again.body).toEqual({ carriers_created: 0, plans_created: 1, plans_kept: 2 });
    expect((await planRows(carriers[0].id)).map((r) => r.amount)).toEqual([600, 1150, 2200]);
    expect(
      await app.db.selectFrom("carriers").select("id").where("company_id", "=", p.company.id).execute(),
    ).toHaveLength(2);

    const audited = await auditRows(p.company.id, "catalogue.import");
    expect(audited).toHaveLength(2);
    expect(JSON.parse(audited[0].data!)).toMatchObject({ country: "MX", operators: ["1054", "1055"] });
  });

  it("two imports of the same operator at once make one carrier's plans once", async () => {
    const p = await companyWithPeople(app.db);
    const body = {
      country: "MX",
      operators: [{ operator_id: "1054", amounts: [{ face_value: 5, price: 6 }] }],
    };
    const answers = await Promise.all([importing(p.owner.token, body), importing(p.owner.token, body)]);
    expect(answers.some((a) => a.status === 200)).toBe(true);
    const plans = await app.db
      .selectFrom("plans")
      .innerJoin("carriers", "carriers.id", "plans.carrier_id")
      .select("plans.id")
      .where("carriers.company_id", "=", p.company.id)
      .execute();
    expect(plans).toHaveLength(1);
  });

  it("adds to the company's carrier of the same operator id instead of a second carrier", async () => {
    const p = await companyWithPeople(app.db);
    const typed = await send(app, "POST", "/api/carriers/", p.owner.token, {
      name: "Telcel",
      is_active: true,
      provider_operator_id: "1054",
    });
    const res = await importing(p.owner.token, {
      country: "MX",
      operators: [{ operator_id: "1054", amounts: [{ face_value: "20.00", price: "21.00" }] }],
    });
    expect(res.body).toEqual({ carriers_created: 0, plans_created: 1, plans_kept: 0 });
    expect(await planRows(typed.body.id)).toMatchObject([{ face_value: 2000, amount: 2100 }]);
  });

  it("refuses what the aggregator does not offer, naming the field, and writes nothing", async () => {
    const p = await companyWithPeople(app.db);
    const res = await importing(p.owner.token, {
      country: "MX",
      operators: [
        { operator_id: "1054", amounts: [{ face_value: "7.00", price: "8.00" }] },
        { operator_id: "9999", amounts: [] },
        { operator_id: "1099", amounts: [] },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      "operators.0.amounts.0.face_value": [CATALOGUE_MESSAGES.amountUnknown],
      "operators.1.operator_id": [CATALOGUE_MESSAGES.operatorUnknown],
      "operators.2.operator_id": [CATALOGUE_MESSAGES.operatorUnknown],
    });
    const none = await importing(p.owner.token, { country: "MX", operators: [] });
    expect(none.body).toEqual({ operators: [CATALOGUE_MESSAGES.noOperators] });
    const price = await importing(p.owner.token, {
      country: "MX",
      operators: [{ operator_id: "1054", amounts: [{ face_value: "5.00" }] }],
    });
    expect(price.status).toBe(400);
    expect(Object.keys(price.body)).toEqual(["operators.0.amounts.0.price"]);
    const twice = await importing(p.owner.token, {
      country: "MX",
      operators: [
        { operator_id: "1054", amounts: [] },
        { operator_id: "1054", amounts: [] },
      ],
    });
    expect(twice.body).toEqual({ "operators.1.operator_id": [CATALOGUE_MESSAGES.operatorTwice] });
    expect(
      await app.db.selectFrom("carriers").select("id").where("company_id", "=", p.company.id).execute(),
    ).toEqual([]);
  });

  it("an operator whose name another carrier has is refused on that operator, and nothing is written", async () => {
    const p = await companyWithPeople(app.db);
    await send(app, "POST", "/api/carriers/", p.owner.token, { name: "telcel mexico", is_active: true });
    const res = await importing(p.owner.token, {
      country: "MX",
      operators: [
        { operator_id: "1055", amounts: [{ face_value: "7.00", price: "8.00" }] },
        { operator_id: "1054", amounts: [] },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ "operators.1.operator_id": [CARRIER_NAME_TAKEN] });
    const names = await app.db
      .selectFrom("carriers")
      .select("name")
      .where("company_id", "=", p.company.id)
      .execute();
    expect(names).toEqual([{ name: "telcel mexico" }]);
  });
});

describe("the sync", () => {
  async function imported() {
    const p = await companyWithPeople(app.db);
    const res = await importing(p.owner.token, {
      country: "MX",
      operators: [
        {
          operator_id: "1054",
          amounts: [
            { face_value: "5.00", price: "6.00" },
            { face_value: "10.00", price: "11.50" },
          ],
        },
      ],
    });
    expect(res.status).toBe(200);
    const carrier = await app.db
      .selectFrom("carriers")
      .selectAll()
      .where("company_id", "=", p.company.id)
      .executeTakeFirstOrThrow();
    return { ...p, carrier, plans: await planRows(carrier.id) };
  }

  it("lists nothing right after an import, and nothing for a company that imported nothing", async () => {
    const p = await imported();
    expect((await changes(p.owner.token)).body).toEqual({ countries: ["MX"], changes: [] });
    const q = await companyWithPeople(app.db);
    expect((await changes(q.owner.token)).body).toEqual({ countries: [], changes: [] });
  });

  it("lists each change; accepting one writes it, never a price, audited", async () => {
    const p = await imported();
    const [five, ten] = p.plans;
    const changed = telcel();
    changed.internationalDiscount = 5; // costs go up
    changed.fixedAmounts = [5, 20, 30]; // 10 gone, 30 new (20 was seen at the import)
    changed.localFixedAmounts = [92, 364, 546];
    const newcomer = reloadlyOperator({
      id: 1056,
      name: "AT&T Mexico",
      country: "MX",
      currency: "MXN",
      fixedAmounts: [5],
    });
    reloadly.state.catalogue = { MX: [changed, movistar(), newcomer] };

    const listed = await changes(p.owner.token);
    expect(listed.status).toBe(200);
    const byKind = Object.fromEntries(listed.body.changes.map((c: { kind: string }) => [c.kind, c]));
    expect(listed.body.changes.map((c: { id: string }) => c.id).sort()).toEqual(
      [
        `amount_gone:${ten.id}`,
        `cost_changed:${five.id}:475`,
        `new_amount:${p.carrier.id}:3000`,
        "new_operator:MX:1056",
      ].sort(),
    );
    expect(byKind.cost_changed).toMatchObject({
      plan: five.id,
      price: "6.00",
      cost_before: "4.68",
      cost_after: "4.75",
      local_amount: "92.00",
      dismissable: false,
    });
    expect(byKind.new_amount).toMatchObject({ face_value: "30.00", cost_after: "28.50", dismissable: true });

    // The cost: the plan's new cost and local amount; its price stays 6.00.
    expect((await accept(p.owner.token, { change: `cost_changed:${five.id}:475` })).status).toBe(200);
    expect(
      await app.db.selectFrom("plans").selectAll().where("id", "=", five.id).executeTakeFirst(),
    ).toMatchObject({
      amount: 600,
      cost: 475,
      imported_cost: 475,
      local_amount: 9200,
    });
    // The gone amount: its plan no longer sold.
    expect((await accept(p.owner.token, { change: `amount_gone:${ten.id}` })).status).toBe(200);
    expect(
      (await app.db.selectFrom("plans").select("is_active").where("id", "=", ten.id).executeTakeFirst())!
        .is_active,
    ).toBeFalsy();
    // The new amount: needs the owner's price.
    const priceless = await accept(p.owner.token, { change: `new_amount:${p.carrier.id}:3000` });
    expect(priceless.status).toBe(400);
    expect(priceless.body).toEqual({ price: [CATALOGUE_MESSAGES.priceRequired] });
    const added = await accept(p.owner.token, { change: `new_amount:${p.carrier.id}:3000`, price: "33.00" });
    expect(added.status).toBe(200);
    expect((await planRows(p.carrier.id)).at(-1)).toMatchObject({
      face_value: 3000,
      amount: 3300,
      cost: 2850,
    });
    // The new operator: its carrier, then its amount as a new amount.
    expect((await accept(p.owner.token, { change: "new_operator:MX:1056" })).status).toBe(200);
    const after = await changes(p.owner.token);
    expect(after.body.changes).toEqual([
      expect.objectContaining({ kind: "new_amount", operator_id: "1056", face_value: "5.00" }),
    ]);
    expect((await auditRows(p.company.id, "catalogue.accept")).map((r) => r.object)).toEqual([
      "plan",
      "plan",
      "plan",
      "carrier",
    ]);
  });

  it("an operator gone: accepting stops selling its carrier; a stale change is refused", async () => {
    const p = await imported();
    reloadly.state.catalogue = { MX: [movistar()] };
    const listed = (await changes(p.owner.token)).body.changes;
    expect(listed.map((c: { id: string }) => c.id)).toEqual([`operator_gone:${p.carrier.id}`]);
    expect((await dismiss(p.owner.token, `operator_gone:${p.carrier.id}`)).body).toEqual({
      change: [CATALOGUE_MESSAGES.notDismissable],
    });
    expect((await accept(p.owner.token, { change: `operator_gone:${p.carrier.id}` })).status).toBe(200);
    expect(
      (await app.db
        .selectFrom("carriers")
        .select("is_active")
        .where("id", "=", p.carrier.id)
        .executeTakeFirst())!.is_active,
    ).toBeFalsy();
    const again = await accept(p.owner.token, { change: `operator_gone:${p.carrier.id}` });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ change: [CATALOGUE_MESSAGES.changeUnknown] });
  });

  it("a dismissed new operator is no longer listed; another company's changes are its own", async () => {
    const p = await imported();
    const other = await imported();
    reloadly.state.catalogue = {
      MX: [
        telcel(),
        movistar(),
        reloadlyOperator({ id: 1057, name: "Bait", country: "MX", currency: "MXN" }),
      ],
    };
    expect((await dismiss(p.owner.token, "new_operator:MX:1057")).status).toBe(200);
    expect((await changes(p.owner.token)).body.changes).toEqual([]);
    expect((await changes(other.owner.token)).body.changes.map((c: { id: string }) => c.id)).toEqual([
      "new_operator:MX:1057",
    ]);
    // One company cannot accept another's change by its id.
    const foreign = await accept(other.owner.token, { change: `operator_gone:${p.carrier.id}` });
    expect(foreign.status).toBe(400);
    expect(await auditRows(p.company.id, "catalogue.dismiss")).toHaveLength(1);
  });
});

describe("a top-up of an imported plan", () => {
  it("sends Reloadly the face value, not the owner's price; a hand-typed plan still sends its amount", async () => {
    const w = await refillWorld(app.db);
    await updateRows(app.db, "carriers", w.carrier.id, { provider_operator_id: "1054" });
    // Auto-detect (asked before charging) finds the line at its carrier's operator.
    reloadly.state.operator = { id: 1054, name: "Telcel Mexico" };
    // The world's plan sells at 25.00; as if imported from a 20.00 face value.
    await updateRows(app.db, "plans", w.plan.id, { face_value: 2000, provider_product_id: "1054:20.00" });
    const topups = reloadlyTopups(reloadlyConfig);
    const engine = createRefillEngine({ payments: createSimulatedPayments(), topups, backoffBaseMs: 1000 });
    const run = () => engine.job.run({ db: app.db, log: app.log, now: new Date() });
    const imported = await queue(app.db, w, { amount: 2500 });
    await run();
    expect(await txn(app.db, imported.id)).toMatchObject({ status: "success" });
    expect(reloadly.state.topups.get(`txn-${imported.id}`)).toMatchObject({
      operatorId: 1054,
      requestedAmount: 20,
    });

    await updateRows(app.db, "plans", w.plan.id, { face_value: null });
    const typed = await queue(app.db, w, { amount: 2500 });
    await run();
    expect(await txn(app.db, typed.id)).toMatchObject({ status: "success" });
    expect(reloadly.state.topups.get(`txn-${typed.id}`)).toMatchObject({ requestedAmount: 25 });
  });
});

describe("TOPUPS=simulated", () => {
  it("offers the demo countries' operators, and the demo's own carriers' ids are the United States' ones", async () => {
    const simulated = await makeApp();
    try {
      const p = await companyWithPeople(simulated.db);
      const mx = await send(simulated, "GET", "/api/catalogue/operators/?country=MX", p.owner.token);
      expect(mx.status).toBe(200);
      expect(mx.body.operators.map((o: { name: string }) => o.name)).toContain("Telcel Mexico");
      expect(mx.body.operators[0].amounts[0]).toMatchObject({ face_value: "5.00", local_currency: "MXN" });
      const us = await send(simulated, "GET", "/api/catalogue/operators/?country=US", p.owner.token);
      expect(us.body.operators.map((o: { operator_id: string }) => o.operator_id)).toEqual(
        expect.arrayContaining(["173", "201", "264", "318", "402"]),
      );
      const res = await send(simulated, "POST", "/api/catalogue/import/", p.owner.token, {
        country: "MX",
        operators: [{ operator_id: "1054", amounts: [{ face_value: "10.00", price: "12.00" }] }],
      });
      expect(res.body).toEqual({ carriers_created: 1, plans_created: 1, plans_kept: 0 });
      expect((await send(simulated, "GET", "/api/catalogue/changes/", p.owner.token)).body.changes).toEqual(
        [],
      );
    } finally {
      await closeApp(simulated);
    }
  });
});
