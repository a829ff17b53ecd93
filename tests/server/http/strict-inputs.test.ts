import { describe, expect, it } from "vitest";
import { isCalendarDay } from "../../../common/dates";
import { csvField } from "../../../server/http/lists/csv";
import { isPlainId } from "../../../server/http/ids";
import { CONTROL_CHARACTERS } from "../../../server/http/validation";
import { addCarrier, addPhone, addPlan } from "../fixtures";
import { appForFile, auth, clientAs, companyWithPeople } from "../helpers";

/**
 * What the conventions layer reads strictly (issue 39, item 5): links on PUBLIC_URL whatever the Host says,
 * calendar days that exist, path ids in one spelling, no control characters in what people type.
 */
const app = await appForFile();
const people = await companyWithPeople(app.db, "strict");
const { company, member, customer } = people;
const asMember = clientAs(app, member.token);
/** The owner reads every list (members' included). */
const asOwner = clientAs(app, people.owner.token);
const carrier = await addCarrier(app.db, company.id);
const plan = await addPlan(app.db, carrier.id);
const line = await addPhone(app.db, company.id, customer.id, { carrier_id: carrier.id, plan_id: plan.id });

interface Doc {
  paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }> }>>;
}
const doc = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json() as Doc;
/** Every list the document has (a GET without path parameters taking `page`), with its query names. */
const lists = Object.entries(doc.paths).flatMap(([path, ops]) => {
  const names = (ops.get?.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
  const json = !path.endsWith("/export/");
  return json && !path.includes("{") && names.includes("page") ? [{ path, names }] : [];
});

describe("links", () => {
  const HOSTILE = {
    host: "evil.example",
    "x-forwarded-host": "evil.example",
    "x-forwarded-proto": "gopher",
    forwarded: "host=evil.example;proto=gopher",
  };

  it("point at PUBLIC_URL on every list, whatever Host and X-Forwarded-Host say", async () => {
    expect(lists.length).toBeGreaterThan(10);
    for (const { path } of lists) {
      const res = await app.inject({
        method: "GET",
        url: `${path}?page_size=1`,
        headers: { ...HOSTILE, ...auth(people.owner.token) },
      });
      const said = `${JSON.stringify(res.headers)}${res.body}`;
      expect(said, path).not.toContain("evil.example");
      expect(said, path).not.toContain("gopher");
      const { next } = res.json() as { next: string | null };
      if (next) expect(next.startsWith(`${app.config.publicUrl}${path}?`), `${path}: ${next}`).toBe(true);
    }
  });

  it("never carry the Host header into any answer: errors, redirects, the document", async () => {
    for (const url of [
      "/api/nowhere/",
      "/api/charges/999999/",
      "/api/openapi.json",
      "/api/docs/",
      "/api/health/",
    ]) {
      const res = await app.inject({ method: "GET", url, headers: { ...HOSTILE, ...auth(member.token) } });
      expect(`${JSON.stringify(res.headers)}${res.body}`, url).not.toContain("evil.example");
    }
  });
});

describe("calendar days", () => {
  it("exist: 31 September and 29 February of a common year are not days", () => {
    expect(isCalendarDay("2026-09-30")).toBe(true);
    expect(isCalendarDay("2028-02-29")).toBe(true);
    for (const bad of [
      "2026-09-31",
      "2026-02-29",
      "2026-13-01",
      "2026-00-10",
      "2026-1-01",
      " 2026-01-01",
      "",
    ])
      expect(isCalendarDay(bad), bad).toBe(false);
  });

  it("are a 400 naming the field on every list that takes a day, never read as the next month's", async () => {
    const dayFilters = lists.flatMap(({ path, names }) =>
      names.filter((n) => /_(after|before)$/.test(n)).map((name) => ({ path, name })),
    );
    expect(dayFilters.map((f) => f.path)).toContain("/api/charges/");
    for (const { path, name } of dayFilters) {
      // Staff read a customer's cards (`user` required there).
      const res = await asOwner("GET", `${path}?user=${customer.id}&${name}=2026-09-31`);
      expect({ path, status: res.statusCode, body: res.json() }).toEqual({
        path,
        status: 400,
        body: { [name]: ["Enter a valid date."] },
      });
      const ok = await asOwner("GET", `${path}?user=${customer.id}&${name}=2026-09-30`);
      expect(ok.statusCode, path).toBe(200);
    }
  });

  it("in a body too: a rental's quote refuses 31 September", async () => {
    const res = await asMember("POST", "/api/rental/devices/cost/", {
      device: 1,
      country: 1,
      start_date: "2030-09-31",
      end_date: "2030-10-02",
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toContain("start_date");
  });
});

describe("path ids", () => {
  it("are positive whole numbers in decimal digits alone", () => {
    for (const ok of ["1", "12", "100", "999999999999999"]) expect(isPlainId(ok), ok).toBe(true);
    for (const bad of [
      "0",
      "01",
      "1e2",
      "0x1",
      "+1",
      "-1",
      "1.0",
      " 1",
      "1 ",
      "",
      "1_0",
      "١",
      "9999999999999999",
    ])
      expect(isPlainId(bad), bad).toBe(false);
  });

  it("are 404 in any other spelling, on every route that takes one (one rule, the route kit's)", async () => {
    const paths = Object.keys(doc.paths).filter((p) => p.includes("{id}"));
    expect(paths.length).toBeGreaterThan(20);
    const spellings = [`0${line.id}`, `${line.id}.0`, `+${line.id}`, `${line.id}e0`, "0x1", "1e2", "0", "-1"];
    for (const path of paths) {
      const [method] = Object.keys(doc.paths[path]);
      for (const spelling of spellings) {
        // The role is checked first (a customer's call refuses staff with 403): such a call is tried as the customer.
        const call = (token: string) =>
          app.inject({
            method: method.toUpperCase() as "GET",
            url: path.replace("{id}", encodeURIComponent(spelling)),
            headers: auth(token),
            ...(method === "get" || method === "delete" ? {} : { payload: {} }),
          });
        let res = await call(people.owner.token);
        if (res.statusCode === 403) res = await call(customer.token);
        expect({ path, spelling, status: res.statusCode }).toEqual({ path, spelling, status: 404 });
      }
    }
  });

  it("read the row in its one spelling", async () => {
    expect((await asMember("GET", `/api/phones/${line.id}/`)).statusCode).toBe(200);
    expect((await asMember("GET", `/api/phones/0${line.id}/`)).statusCode).toBe(404);
    expect((await asMember("GET", `/api/phones/?user=0${customer.id}`)).json()).toEqual({
      user: ["Enter a whole number."],
    });
  });
});

describe("ids in a body", () => {
  it("are JSON integers, as the document says: a string id is a 400 naming the field", async () => {
    const res = await asMember("POST", "/api/transactions/", {
      phone_number: String(line.id),
      plan: plan.id,
      payment_method: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ phone_number: ["Incorrect type. Expected pk value, received str."] });
    const plans = await asMember("POST", "/api/plans/", {
      carrier: String(carrier.id),
      name: "Plan",
      description: "",
      amount: "10.00",
      validity_days: 30,
    });
    expect(plans.json()).toEqual({ carrier: ["Incorrect type. Expected pk value, received str."] });
  });
});

describe("control characters", () => {
  const CONTROLS = ["\u0000", "\u0007", "\u001b", "\u007f", "\u202e", "\u2066", "\r", "\n", "\t"];

  it("are refused in names and one-line fields, naming the field", async () => {
    for (const c of CONTROLS) {
      const res = await asMember("POST", "/api/company/customers/", {
        email: `c${CONTROLS.indexOf(c)}@strict.test`,
        first_name: `Ann${c}a`,
        last_name: "Lee",
        state: `N${c}Y`,
      });
      expect({ c, status: res.statusCode, body: res.json() }).toEqual({
        c,
        status: 400,
        body: { first_name: [CONTROL_CHARACTERS], state: [CONTROL_CHARACTERS] },
      });
    }
    const carrierName = await asMember("POST", "/api/carriers/", { name: "Evil\u202eliveE" });
    expect(carrierName.json()).toMatchObject({ name: [CONTROL_CHARACTERS] });
    const nickname = await asMember("PATCH", `/api/phones/${line.id}/`, { nickname: "home\u0000" });
    expect(nickname.json()).toEqual({ nickname: [CONTROL_CHARACTERS] });
    const company = await clientAs(app, people.owner.token)("PATCH", "/api/company/", {
      support_email: "help\u0007@strict.test",
      name: "Strict\u0000",
    });
    expect(company.json()).toEqual({ support_email: [CONTROL_CHARACTERS], name: [CONTROL_CHARACTERS] });
  });

  it("keep tab and line ends in a field of several lines, and refuse the others there", async () => {
    const ok = await asMember("POST", "/api/plans/", {
      carrier: carrier.id,
      name: "Lines",
      description: "30 days\n\tunlimited talk\r\n",
      amount: "10.00",
      validity_days: 30,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().description).toBe("30 days\n\tunlimited talk");
    for (const c of ["\u0000", "\u0007", "\u007f", "\u202d", "\u2069"]) {
      const res = await asMember("POST", "/api/plans/", {
        carrier: carrier.id,
        name: "Bad",
        description: `one${c}two`,
        amount: "10.00",
        validity_days: 30,
      });
      expect({ c, body: res.json() }).toEqual({ c, body: { description: [CONTROL_CHARACTERS] } });
    }
    const owner = clientAs(app, people.owner.token);
    const address = await owner("PATCH", "/api/company/", { address: "1 Main St\nSpringfield" });
    expect(address.statusCode, address.body).toBe(200);
    const bidi = await owner("PATCH", "/api/company/", { address: "1 Main St\n\u202eSpringfield" });
    expect(bidi.json()).toEqual({ address: [CONTROL_CHARACTERS] });
  });

  it("are dropped from a CSV cell (rows stored before, a provider's words), tab and line ends kept", () => {
    expect(csvField("Ann\u0000a \u202eLee\u2066\u0007")).toBe("Anna Lee");
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("\u0000=1+1")).toBe("'=1+1");
  });
});
