import { describe, expect, it } from "vitest";
import { simulatedFees } from "../../../server/integrations/payments/simulated";
import { appForFile, auth, rowsWhere } from "../helpers";
import { parseCsv } from "../csv";
import { engineFor, queue, refillWorld } from "../transactions/support";

/**
 * Fees and net (issue 36 item 5): each succeeded card charge records the processor's fee and what the company
 * keeps — simulated, Stripe's US standard 2.9% + 30¢ — shown to staff on the charge's page, in the charges
 * list and CSV, and summed on the dashboard; a customer reads neither.
 */
const app = await appForFile();
const world = await refillWorld(app.db);
const engine = engineFor(app);
const as = (token: string) => (url: string) => app.inject({ method: "GET", url, headers: auth(token) });
const member = as(world.member.token);

const t = await queue(app.db, world);
await engine.drain();
const [charge] = await rowsWhere(app.db, "charges", { transaction_id: t.id, kind: "refill" });

describe("a succeeded card charge's fee and net", () => {
  it("are the simulated processor's 2.9% + 30¢, kept on the charge", () => {
    expect(simulatedFees(2500)).toEqual({ fee: 103, net: 2397 });
    expect(charge).toMatchObject({ status: "succeeded", fee: 103, net: 2397 });
  });

  it("are on the charge's page and in the list for staff, never a customer's", async () => {
    expect((await member(`/api/charges/${charge.id}/`)).json()).toMatchObject({ fee: "1.03", net: "23.97" });
    const staffRow = (await member(`/api/charges/?user=${world.customer.id}`))
      .json()
      .results.find((c: { id: number }) => c.id === charge.id);
    expect(staffRow).toMatchObject({ fee: "1.03", net: "23.97" });
    const ownRow = (await as(world.customer.token)("/api/charges/"))
      .json()
      .results.find((c: { id: number }) => c.id === charge.id);
    expect(ownRow).toMatchObject({ amount: "25.00", fee: null, net: null });
  });

  it("are the CSV's fee and net columns", async () => {
    const res = await member(`/api/charges/export/?user=${world.customer.id}`);
    const [header, line] = parseCsv(res.body.slice(1));
    const row = Object.fromEntries(header.map((h, i) => [h, line[i]]));
    expect(row).toMatchObject({ Amount: "25.00", Fee: "1.03", Net: "23.97" });
    const own = await as(world.customer.token)("/api/charges/export/");
    const [ownHeader, ownLine] = parseCsv(own.body.slice(1));
    expect(Object.fromEntries(ownHeader.map((h, i) => [h, ownLine[i]]))).toMatchObject({ Fee: "", Net: "" });
  });

  it("add up on the dashboard for the range", async () => {
    expect((await member("/api/dashboard/")).json().fees).toBe("1.03");
    expect((await member("/api/dashboard/?range=30d")).json().fees).toBe("1.03");
  });
});
