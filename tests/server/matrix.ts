import { describe, expect, it } from "vitest";
import type { App } from "../../server/app";
import { companiesForFile, companyWithPeople, createUser, jsonBody, tokenFor } from "./helpers";

/**
 * Permission matrices (docs/api-conventions.md): every endpoint × {no token, customer, member, owner, the
 * second
 * company's owner}, asserting the exact status. Each call gets a fresh fixture, so a DELETE for one role
 * never changes what the next role sees.
 */
export type Who = "anon" | "customer" | "member" | "owner" | "otherOwner";
export const EVERYONE: Who[] = ["anon", "customer", "member", "owner", "otherOwner"];

export interface World {
  app: App;
  /** the company under test, with its people (each with a token) */
  home: Awaited<ReturnType<typeof companyWithPeople>>;
  /** a second company: its owner must never reach the first company's rows */
  other: Awaited<ReturnType<typeof companyWithPeople>>;
  token(who: Who): string | null;
  /** another customer of the home company, for "a customer cannot reach someone else's row" cases */
  otherCustomer: { id: number; token: string };
}

export interface MatrixCase<F = unknown> {
  /** e.g. "PATCH /api/carriers/{id}/" — the name shown in the test report */
  call: string;
  fixture?: (w: World) => Promise<F>;
  /** the path called; without it, the path `call` names (a call on a fixed path, e.g. "GET /api/company/") */
  url?: (f: F, w: World) => string;
  body?: (f: F, w: World, who: Who) => unknown;
  /** expected status per caller; `default` for every caller not named */
  expect: Partial<Record<Who | "default", number>>;
}

/**
 * A case of a matrix of cases, each with a fixture of its own type: its url and body get what its own
 * fixture made. TypeScript has no existential types, so a list of them erases F to any: with unknown (or
 * never) a case's url could not read its fixture, and MatrixCase<F> is invariant in F.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyMatrixCase = MatrixCase<any>;

type Expected = MatrixCase["expect"];

/**
 * A staff endpoint: 401 without a token, 403 for a customer, `ok` for staff, `foreign` for the other
 * company's owner.
 */
export const forStaff = (ok: number, foreign = ok): Expected => ({
  anon: 401,
  customer: 403,
  member: ok,
  owner: ok,
  otherOwner: foreign,
});

/** An owners' endpoint: as forStaff(), and a member too gets 403. */
export const forOwners = (ok: number, foreign = ok): Expected => ({ ...forStaff(ok, foreign), member: 403 });

/** A customers' endpoint (their own cards): 401 without a token, `ok` for the customer, 403 for any staff. */
export const forCustomers = (ok: number): Expected => ({
  anon: 401,
  customer: ok,
  member: 403,
  owner: 403,
  otherOwner: 403,
});

/** A row the home customer owns: they and staff get `ok`; it does not exist for the other company (404). */
export const ownRow = (ok: number): Expected => ({ ...forStaff(ok, 404), customer: ok });

/** A row another customer of the home company owns: as ownRow(), but it does not exist for the customer. */
export const anotherCustomersRow = (ok: number): Expected => ({ ...ownRow(ok), customer: 404 });

/**
 * GET, PATCH and DELETE of `path`{id}/ on a row the home customer owns and on one another customer of the
 * home company owns (`patch`: the change sent to each): the customer reaches only their own, staff both.
 */
export function ownedRowCases<F>(o: {
  path: string;
  id: (f: F) => number;
  own: (w: World) => Promise<F>;
  anothers: (w: World) => Promise<F>;
  patch: [own: unknown, anothers: unknown];
}): MatrixCase<F>[] {
  const url = (f: F) => `${o.path}${o.id(f)}/`;
  const methods = [
    ["GET", 200],
    ["PATCH", 200],
    ["DELETE", 204],
  ] as const;
  return methods.flatMap(([method, ok]) => [
    {
      call: `${method} ${o.path}{id}/`,
      fixture: o.own,
      url,
      body: method === "PATCH" ? () => o.patch[0] : undefined,
      expect: ownRow(ok),
    },
    {
      call: `${method} ${o.path}{id}/ (another customer's)`,
      fixture: o.anothers,
      url,
      body: method === "PATCH" ? () => o.patch[1] : undefined,
      expect: anotherCustomersRow(ok),
    },
  ]);
}

/**
 * The people of the home company of one kind (customers, members), managed by `allowed` (forStaff or
 * forOwners): list, invite, an invalid invitation, read, update and remove one, and a person of another
 * kind and a malformed id, which do not exist at this path (404).
 */
export function peopleCases(o: {
  path: string;
  allowed: (ok: number, foreign?: number) => Expected;
  person: (w: World) => Promise<{ id: number }>;
  newPerson: () => unknown;
  invalid: unknown;
  /** e.g. "member id" at the customers' path, and how to find one */
  otherKind: [label: string, id: (w: World) => number];
  malformedId: string;
  patch: unknown;
}): MatrixCase<{ id: number }>[] {
  const one = (p: { id: number }) => `${o.path}${p.id}/`;
  const [kind, otherId] = o.otherKind;
  return [
    { call: `GET ${o.path}`, url: () => o.path, expect: o.allowed(200) },
    { call: `POST ${o.path}`, url: () => o.path, body: o.newPerson, expect: o.allowed(201) },
    {
      call: `POST ${o.path} (invalid body)`,
      url: () => o.path,
      body: () => o.invalid,
      expect: o.allowed(400),
    },
    { call: `GET ${o.path}{id}/`, fixture: o.person, url: one, expect: o.allowed(200, 404) },
    { call: `GET ${o.path}{${kind}}/`, url: (_f, w) => `${o.path}${otherId(w)}/`, expect: o.allowed(404) },
    {
      call: `GET ${o.path}{malformed id}/`,
      url: () => `${o.path}${o.malformedId}/`,
      expect: o.allowed(404),
    },
    {
      call: `PATCH ${o.path}{id}/`,
      fixture: o.person,
      url: one,
      body: () => o.patch,
      expect: o.allowed(200, 404),
    },
    { call: `DELETE ${o.path}{id}/`, fixture: o.person, url: one, expect: o.allowed(204, 404) },
  ];
}

export async function makeWorld(): Promise<World> {
  const { app, home, other } = await companiesForFile();
  const c2 = await createUser(app.db, home.company.id, "customer");
  const otherCustomer = { id: c2.id, token: await tokenFor(app.db, c2.id) };
  return {
    app,
    home,
    other,
    otherCustomer,
    token: (who) => (who === "anon" ? null : who === "otherOwner" ? other.owner.token : home[who].token),
  };
}

/** Registers one test per case × caller. Call at the top level of a test file. */
export function permissionMatrix(title: string, world: Promise<World>, cases: AnyMatrixCase[]): void {
  describe(title, () => {
    for (const c of cases) {
      for (const who of EVERYONE) {
        const want = c.expect[who] ?? c.expect.default;
        if (want === undefined) throw new Error(`${c.call}: no expected status for ${who}`);
        it(`${c.call} as ${who} → ${want}`, async () => {
          const w = await world;
          const fixture = c.fixture ? await c.fixture(w) : undefined;
          const token = w.token(who);
          const method = c.call.split(" ")[0] as "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
          const res = await w.app.inject({
            method,
            url: c.url ? c.url(fixture, w) : c.call.split(" ")[1],
            headers: token ? { authorization: `Token ${token}` } : {},
            payload: c.body ? jsonBody(c.body(fixture, w, who)) : undefined,
          });
          expect(res.statusCode, `${c.call} as ${who}: ${res.body.slice(0, 300)}`).toBe(want);
        });
      }
    }
  });
}

/**
 * makeWorld() for a file that also uses the world at its top level: the promise (for the matrices), the
 * world, and at hand its app, database, the home company's id and the tokens of its people.
 */
export async function worldForFile() {
  const world = makeWorld();
  const w = await world;
  const { home } = w;
  return {
    world,
    w,
    app: w.app,
    db: w.app.db,
    home: home.company.id,
    owner: home.owner.token,
    member: home.member.token,
    customer: home.customer.token,
  };
}
