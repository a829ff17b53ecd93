import { describe, expect, it } from "vitest";
import type { Kysely, Selectable } from "kysely";
import type { App } from "../../../server/app";
import type { DB } from "../../../server/db/connection";
import type { Database } from "../../../server/db/schema";
import type { AnyTables } from "../../../server/http/lists/tables";
import { send } from "../fixtures";
import { auth, tokenFor } from "../helpers";
import { type AnyMatrixCase, forOwners, forStaff, permissionMatrix, type Who, type World } from "../matrix";

/**
 * Shared checks for the catalogue (carriers, plans, devices, countries): the same rules hold
 * for all four — everyone signed in reads, customers only active rows, staff write, DELETE deactivates,
 * another company's rows are 404 and never listed.
 */

/** The ids of every row of a list, all pages, as the caller sees them. */
export async function listedIds(app: App, url: string, token: string): Promise<number[]> {
  const sep = url.includes("?") ? "&" : "?";
  const res = await send(app, "GET", `${url}${sep}page_size=200`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.results.map((r: { id: number }) => r.id);
}

/**
 * A catalogue POST answered 201 with the row: a new id, its creation time and `fields` (which may name a
 * stricter created_at); answers the row as stored.
 */
export async function expectCreated<T extends "carriers" | "plans" | "devices" | "countries" | "rental_fees">(
  db: DB,
  table: T,
  res: { status: number; body: { id: number } },
  fields: Record<string, unknown>,
) {
  expect(res.status).toBe(201);
  expect(res.body).toEqual({ id: expect.any(Number), created_at: expect.any(String), ...fields });
  // Kysely cannot type a select over a table name chosen by a type parameter: read untyped, answer typed.
  const row = (db as unknown as Kysely<AnyTables>)
    .selectFrom(table)
    .selectAll()
    .where("id", "=", res.body.id);
  return row.executeTakeFirstOrThrow() as Promise<Selectable<Database[T]>>;
}

type Row = { id: number };
export interface CatalogCase {
  /** the list path: "/api/carriers/" */
  path: string;
  /** a row of the home company, active or not */
  row: (w: World, isActive: boolean) => Promise<Row>;
  /** a valid creation body for the caller's own company (or naming the home company's rows, to test that) */
  createBody: (w: World, who: Who) => unknown;
  /** what the second company's owner gets when creating: 201 in their own company, or 400 for a foreign id */
  otherOwnerCreates: 201 | 400;
  /** a valid change */
  patchBody: () => unknown;
  /** who writes: staff (default) or owners only (the fee list) */
  writer?: "member" | "owner";
}

/** The permission matrix every catalogue endpoint shares. */
export function catalogMatrix(world: Promise<World>, c: CatalogCase, extra: AnyMatrixCase[] = []): void {
  const one = (r: Row) => `${c.path}${r.id}/`;
  const active = (w: World) => c.row(w, true);
  const inactive = (w: World) => c.row(w, false);
  const writers = c.writer === "owner" ? forOwners : forStaff;
  permissionMatrix(`${c.path} permissions`, world, [
    { call: `GET ${c.path}`, url: () => c.path, expect: { anon: 401, default: 200 } },
    {
      call: `POST ${c.path}`,
      url: () => c.path,
      body: (_f, w, who) => c.createBody(w, who),
      expect: {
        anon: 401,
        customer: 403,
        ...(c.writer === "owner" ? { member: 403 } : {}),
        otherOwner: c.otherOwnerCreates,
        default: 201,
      },
    },
    {
      call: `GET ${c.path}{id}/ (active)`,
      fixture: active,
      url: one,
      expect: { anon: 401, otherOwner: 404, default: 200 },
    },
    {
      call: `GET ${c.path}{id}/ (inactive)`,
      fixture: inactive,
      url: one,
      expect: { anon: 401, customer: 404, otherOwner: 404, default: 200 },
    },
    {
      call: `PATCH ${c.path}{id}/`,
      fixture: active,
      url: one,
      body: c.patchBody,
      expect: writers(200, 404),
    },
    {
      call: `PATCH ${c.path}{id}/ (re-activate)`,
      fixture: inactive,
      url: one,
      body: () => ({ is_active: true }),
      expect: writers(200, 404),
    },
    { call: `DELETE ${c.path}{id}/`, fixture: active, url: one, expect: writers(204, 404) },
    {
      call: `DELETE ${c.path}{id}/ (unknown id)`,
      url: () => `${c.path}999999/`,
      expect: { anon: 401, customer: 403, ...(c.writer === "owner" ? { member: 403 } : {}), default: 404 },
    },
    ...extra,
  ]);
}

/** Who sees which rows: customers (and members acting as one) only active ones, nobody another company's. */
export function catalogVisibility(
  world: Promise<World>,
  c: Pick<CatalogCase, "path" | "row" | "writer"> & { object: string },
  otherRow: (w: World) => Promise<Row>,
): void {
  describe(`${c.path} visibility`, () => {
    it("lists active and inactive rows to staff, only active ones to customers, never another company's", async () => {
      const w = await world;
      const on = await c.row(w, true);
      const off = await c.row(w, false);
      const foreign = await otherRow(w);
      const staff = await listedIds(w.app, c.path, w.home.member.token);
      expect(staff).toEqual(expect.arrayContaining([on.id, off.id]));
      const customer = await listedIds(w.app, c.path, w.home.customer.token);
      expect(customer).toContain(on.id);
      expect(customer).not.toContain(off.id);
      for (const ids of [staff, customer, await listedIds(w.app, c.path, w.home.owner.token)])
        expect(ids).not.toContain(foreign.id);
      expect(await listedIds(w.app, c.path, w.other.owner.token)).toContain(foreign.id);
    });

    it("staff filter on is_active; a malformed value is a 400 naming the filter", async () => {
      const w = await world;
      const on = await c.row(w, true);
      const off = await c.row(w, false);
      const onlyOff = await listedIds(w.app, `${c.path}?is_active=false`, w.home.member.token);
      expect(onlyOff).toContain(off.id);
      expect(onlyOff).not.toContain(on.id);
      const onlyOn = await listedIds(w.app, `${c.path}?is_active=true`, w.home.owner.token);
      expect(onlyOn).toContain(on.id);
      expect(onlyOn).not.toContain(off.id);
      // A customer asking for inactive rows still gets none.
      expect(await listedIds(w.app, `${c.path}?is_active=false`, w.home.customer.token)).toEqual([]);
      const bad = await send(w.app, "GET", `${c.path}?is_active=maybe`, w.home.member.token);
      expect(bad).toEqual({ status: 400, body: { is_active: ['"maybe" is not a valid boolean.'] } });
    });

    it("a member acting as a customer (hijack) sees and may do what the customer may", async () => {
      const w = await world;
      const hijack = await tokenFor(w.app.db, w.home.customer.id, { hijackedBy: w.home.member.id });
      const on = await c.row(w, true);
      const off = await c.row(w, false);
      const ids = await listedIds(w.app, c.path, hijack);
      expect(ids).toContain(on.id);
      expect(ids).not.toContain(off.id);
      expect((await send(w.app, "GET", `${c.path}${off.id}/`, hijack)).status).toBe(404);
      expect((await send(w.app, "DELETE", `${c.path}${on.id}/`, hijack)).status).toBe(403);
      expect((await send(w.app, "PATCH", `${c.path}${off.id}/`, hijack, { is_active: true })).status).toBe(
        403,
      );
    });

    it("DELETE deactivates (the row stays, audited), PATCH {is_active: true} brings it back", async () => {
      const w = await world;
      const row = await c.row(w, true);
      const url = `${c.path}${row.id}/`;
      const writer = c.writer === "owner" ? w.home.owner : w.home.member;
      const del = await w.app.inject({ method: "DELETE", url, headers: auth(writer.token) });
      expect(del.statusCode).toBe(204);
      expect(del.body).toBe("");
      expect((await send(w.app, "GET", url, w.home.customer.token)).status).toBe(404);
      const staffView = await send(w.app, "GET", url, w.home.member.token);
      expect(staffView.status).toBe(200);
      expect(staffView.body.is_active).toBe(false);
      // Deactivating twice is harmless.
      expect((await send(w.app, "DELETE", url, w.home.owner.token)).status).toBe(204);

      const back = await send(w.app, "PATCH", url, w.home.owner.token, { is_active: true });
      expect(back.status).toBe(200);
      expect(back.body.is_active).toBe(true);
      expect((await send(w.app, "GET", url, w.home.customer.token)).body.id).toBe(row.id);

      const logged = await w.app.db
        .selectFrom("audit_log")
        .select(["action", "actor_id", "company_id"])
        .where("object", "=", c.object)
        .where("object_id", "=", String(row.id))
        .where("action", "in", ["deactivate", "update"])
        .orderBy("id")
        .execute();
      expect(logged.map((l) => l.action)).toEqual(["deactivate", "deactivate", "update"]);
      expect(logged[0]).toMatchObject({ actor_id: writer.id, company_id: w.home.company.id });
    });

    it("a malformed id is a 404, as DRF answers", async () => {
      const w = await world;
      for (const id of ["abc", "1.5", "-1", "0"]) {
        expect((await send(w.app, "GET", `${c.path}${id}/`, w.home.member.token)).status, id).toBe(404);
        const writer = c.writer === "owner" ? w.home.owner : w.home.member;
        expect((await send(w.app, "PATCH", `${c.path}${id}/`, writer.token, {})).status, id).toBe(404);
      }
    });
  });
}
