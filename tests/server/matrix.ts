import { describe, expect, it } from "vitest";
import type { App } from "../../server/app";
import { companiesForFile, companyWithPeople, createUser, tokenFor } from "./helpers";

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
  url: (f: F, w: World) => string;
  body?: (f: F, w: World, who: Who) => unknown;
  /** expected status per caller; `default` for every caller not named */
  expect: Partial<Record<Who | "default", number>>;
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
export function permissionMatrix(title: string, world: Promise<World>, cases: MatrixCase<any>[]): void {
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
            url: c.url(fixture, w),
            headers: token ? { authorization: `Token ${token}` } : {},
            payload: c.body ? (c.body(fixture, w, who) as any) : undefined,
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
