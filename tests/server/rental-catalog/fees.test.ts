import { describe, expect, it } from "vitest";
import { catalogMatrix, catalogVisibility, expectCreated, listedIds } from "../carriers/support";
import { addFee, send } from "../fixtures";
import { expectFieldErrors } from "../field-errors";
import { worldForFile, type World } from "../matrix";

const { world, app, db, home, member, owner, customer } = await worldForFile();

const feeCase = {
  path: "/api/rental/fees/",
  object: "rental_fee",
  row: (x: World, isActive: boolean) => addFee(x.app.db, x.home.company.id, { is_active: isActive }),
  createBody: () => ({ kind: "damage", name: "Cracked screen", amount: "60.00" }),
  otherOwnerCreates: 201 as const,
  patchBody: () => ({ amount: "65.00" }),
  writer: "owner" as const,
};
catalogMatrix(world, feeCase);
catalogVisibility(world, feeCase, (x) => addFee(x.app.db, x.other.company.id));

describe("fee rows", () => {
  it("POST keeps cents, taxes by default and answers the amount as a decimal string", async () => {
    const res = await send(app, "POST", "/api/rental/fees/", owner, {
      kind: "late_return",
      name: "Late return",
      amount: 7.5,
    });
    const row = await expectCreated(db, "rental_fees", res, {
      kind: "late_return",
      name: "Late return",
      amount: "7.50",
      taxable: true,
      is_active: true,
    });
    expect(row).toMatchObject({ company_id: home, amount: 750 });
  });

  it("refuses an unknown kind, a missing name and an amount of nothing, naming each field", async () => {
    await expectFieldErrors(
      (body) => send(app, "POST", "/api/rental/fees/", owner, body),
      [
        [
          { kind: "lunch", amount: "0" },
          {
            kind: ['"lunch" is not a valid choice.'],
            name: ["This field is required."],
            amount: ["Ensure this value is greater than or equal to 0.01."],
          },
        ],
      ],
    );
  });

  it("a member reads the list to pick from but cannot change it", async () => {
    const fee = await addFee(db, home, { name: "Zf Charger", kind: "missing_accessory" });
    expect(await listedIds(app, "/api/rental/fees/?search=zf&kind=missing_accessory", member)).toEqual([
      fee.id,
    ]);
    const res = await send(app, "PATCH", `/api/rental/fees/${fee.id}/`, member, { amount: "1.00" });
    expect(res.status).toBe(403);
    expect(await listedIds(app, "/api/rental/fees/?search=zf", customer)).toEqual([fee.id]);
  });
});
