import { describe, expect, it } from "vitest";
import { countryCode } from "../../../common/countries";
import { catalogMatrix, catalogVisibility, expectCreated, listedIds } from "../carriers/support";
import { addCountry, freshCode, reserveCodes, send } from "../fixtures";
import { expectFieldErrors } from "../field-errors";
import { worldForFile, type World } from "../matrix";

reserveCodes("MX", "AQ", "BV", "CA", "FR", "JP", "DE");
const { world, w, app, db, home, member, customer } = await worldForFile();
const INVALID = { code: ["Enter an ISO 3166-1 alpha-2 country code, such as US or MX."] };
const TAKEN = { code: ["A country with that code already exists."] };

const countryCase = {
  path: "/api/rental/countries/",
  object: "country",
  row: (x: World, isActive: boolean) => addCountry(x.app.db, x.home.company.id, { is_active: isActive }),
  createBody: () => ({ name: "Somewhere", code: freshCode(), daily_rate: "2.00" }),
  otherOwnerCreates: 201 as const,
  patchBody: () => ({ daily_rate: "3.00" }),
};
catalogMatrix(world, countryCase);
catalogVisibility(world, countryCase, (x) => addCountry(x.app.db, x.other.company.id));

describe("country codes", () => {
  it("accepts ISO 3166-1 alpha-2 codes in any case, refuses the rest", () => {
    expect(countryCode("mx")).toBe("MX");
    expect(countryCode(" gb ")).toBe("GB");
    for (const bad of ["", "M", "MEX", "M1", "EU", "UN", "ZZ", "XA", "QQ", "ÉÉ"])
      expect(countryCode(bad), bad).toBeNull();
  });
});

describe("country rows", () => {
  it("POST upper-cases the code and answers the surcharge as a decimal string", async () => {
    const res = await send(app, "POST", "/api/rental/countries/", member, {
      name: "Mexico",
      code: "mx",
      daily_rate: 1.5,
    });
    const row = await expectCreated(db, "countries", res, {
      name: "Mexico",
      code: "MX",
      daily_rate: "1.50",
      is_active: true,
    });
    expect(row).toMatchObject({ company_id: home, code: "MX", daily_rate: 150 });
  });

  it("searches name and code, orders by name by default", async () => {
    const a = await addCountry(db, home, { name: "Zq Atlantis", code: "AQ" });
    const b = await addCountry(db, home, { name: "Zq Borealis", code: "BV" });
    expect(await listedIds(app, "/api/rental/countries/?search=zq", customer)).toEqual([a.id, b.id]);
    expect(await listedIds(app, "/api/rental/countries/?search=bv", customer)).toEqual([b.id]);
    expect(await listedIds(app, "/api/rental/countries/?search=zq&ordering=-code", customer)).toEqual([
      b.id,
      a.id,
    ]);
  });
});

describe("country validation", () => {
  const post = (body: Record<string, unknown>) =>
    send(app, "POST", "/api/rental/countries/", member, { name: "Testland", daily_rate: "0", ...body });

  it("the code is an ISO alpha-2 code, required", async () => {
    await expectFieldErrors(post, [
      [{ code: "XYZ" }, INVALID],
      [{ code: "EU" }, INVALID],
      [{}, { code: ["This field is required."] }],
    ]);
  });

  it("the code is unique per company (active or not, any case); another company may use it", async () => {
    await addCountry(db, home, { code: "CA", is_active: false });
    expect(await post({ code: "ca" })).toEqual({ status: 400, body: TAKEN });
    expect(
      (
        await send(app, "POST", "/api/rental/countries/", w.other.owner.token, {
          name: "Canada",
          code: "CA",
          daily_rate: "1",
        })
      ).status,
    ).toBe(201);

    const fr = await addCountry(db, home, { code: "FR" });
    expect(await send(app, "PATCH", `/api/rental/countries/${fr.id}/`, member, { code: "CA" })).toEqual({
      status: 400,
      body: TAKEN,
    });
    // Sending its own code back is no conflict.
    expect(
      (await send(app, "PATCH", `/api/rental/countries/${fr.id}/`, member, { code: "fr", name: "France" }))
        .body,
    ).toMatchObject({
      code: "FR",
      name: "France",
    });
  });

  it("two creations racing past the check meet the database's unique constraint: still a 400 on code", async () => {
    const body = { name: "Japan", code: "JP", daily_rate: "1.00" };
    const results = await Promise.all(
      [1, 2, 3].map(() => send(app, "POST", "/api/rental/countries/", member, body)),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 201)) expect(r).toEqual({ status: 400, body: TAKEN });
  });

  it("the surcharge is at least 0 with at most 2 decimals; the name is required", async () => {
    await expectFieldErrors(post, [
      [
        { code: "DE", daily_rate: "-0.01" },
        { daily_rate: ["Ensure this value is greater than or equal to 0.00."] },
      ],
      [
        { code: "DE", daily_rate: "1.001" },
        { daily_rate: ["A valid number is required, with at most 2 decimal places."] },
      ],
      [{ code: "DE", name: " " }, { name: ["This field may not be blank."] }],
    ]);
    expect((await post({ code: "DE", daily_rate: "0" })).status).toBe(201);
  });
});
