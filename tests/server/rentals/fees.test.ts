import { describe, expect, it } from "vitest";
import { addFee } from "../fixtures";
import { appForFile } from "../helpers";
import {
  CHARGED_DEPOSIT,
  day,
  deskCalls,
  patch,
  rentalRow,
  rentalWorld,
  rentNow,
  shiftDates,
} from "./support";

const app = await appForFile();
const w = await rentalWorld(app);
const { giveBack, refund } = deskCalls(w);
const damage = await addFee(app.db, w.home.company.id, { kind: "damage", name: "Cracked screen" });
const late = await addFee(app.db, w.home.company.id, {
  kind: "late_return",
  name: "Late return",
  amount: 500,
  taxable: false,
});

/** A Rent Now rental (3 days, 21.23 with tax, deposit 100.00 charged at booking, all paid by card) picked up. */
async function pickedUp() {
  const r = (await rentNow(w, CHARGED_DEPOSIT)).body;
  await patch(w, r.id, { status: "ready_for_pickup" });
  await patch(w, r.id, { status: "picked_up" });
  return r;
}

type Line = { kind: string; amount: string; tax_amount: string; reason: string | null; fee_kind: string };

describe("fees at the return", () => {
  it("each fee is a ledger line, a late return's per day late; the deposit covers them first", async () => {
    const r = await pickedUp();
    await shiftDates(app.db, r.id, day(-4), day(-2));
    const back = await giveBack({ rental: r.id, fees: [damage.id, late.id] });
    expect(back.status).toBe(200);
    const fees = back.body.lines.filter((l: Line) => l.kind === "fee");
    expect(fees).toEqual([
      expect.objectContaining({
        fee_kind: "damage",
        reason: "Cracked screen",
        amount: "40.00",
        tax_amount: "3.55",
        days: null,
      }),
      expect.objectContaining({
        fee_kind: "late_return",
        reason: "Late return",
        days: 2,
        daily_rate: "5.00",
        amount: "10.00",
        tax_amount: "0.00",
      }),
    ]);
    // Owed after the return: 2 extra days 13.00 + 1.15, damage 40.00 + 3.55, late 10.00 = 67.70, taken
    // from the 100.00 deposit the company holds.
    expect(back.body).toMatchObject({ balance: "67.70", refundable_deposit_amount: "32.30" });
    const res = await refund(r.id);
    expect(res.body).toMatchObject({
      deposit_refunded_amount: "32.30",
      rental_due_amount: "88.93",
      paid_amount: "88.93",
      balance: "0.00",
    });
    expect(res.body.lines.slice(-2).map((l: Line) => [l.kind, l.amount])).toEqual([
      ["deposit_applied", "-67.70"],
      ["deposit_refund", "-32.30"],
    ]);
  });

  it("refuses a fee twice, another company's or an inactive one, and a late fee on time, naming fees", async () => {
    const r = await pickedUp();
    const foreign = await addFee(app.db, w.other.company.id);
    const off = await addFee(app.db, w.home.company.id, { is_active: false });
    const cases: [unknown, string][] = [
      [[damage.id, damage.id], "Each fee is added once."],
      [[foreign.id], `Invalid pk "${foreign.id}" - object does not exist.`],
      [[off.id], `Invalid pk "${off.id}" - object does not exist.`],
      [[late.id], "A late return fee needs a return after the end date."],
    ];
    for (const [fees, message] of cases)
      expect(await giveBack({ rental: r.id, fees })).toEqual({ status: 400, body: { fees: [message] } });
    expect((await giveBack({ rental: r.id, fees: ["x"] })).status).toBe(400);
    const row = await rentalRow(app.db, r.id);
    expect(row.status).toBe("picked_up");
    expect(row.balance).toBe(0);
  });
});
