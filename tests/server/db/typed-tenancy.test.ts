import { describe, expect, it } from "vitest";
import type { DB } from "../../../server/db/connection";
import { callersRows } from "../../../server/db/lookups";
import { filters } from "../../../server/http/lists/filters";
import type { ListSpec } from "../../../server/http/lists/spec";
import type { AuthContext } from "../../../server/security/caller";

/**
 * The rule that keeps companies apart, and the lists' columns, are checked by the compiler: each
 * `@ts-expect-error` below marks a line that must NOT compile (`npm run typecheck` fails if it does).
 * The test itself only builds the queries, so that the file runs as well as typechecks.
 */

const ctx = { companyId: 1, user: { id: 2 } } as AuthContext;
const db = { selectFrom: () => undefined } as unknown as DB;

function scopedTransactions(qc: DB) {
  return qc.selectFrom("transactions as t").$call(callersRows(ctx, "t.company_id", "t.user_id"));
}

function misspeltCompanyColumn(qc: DB) {
  // @ts-expect-error "t.compny_id" is no column of transactions: the scoping rule refuses it
  return qc.selectFrom("transactions as t").$call(callersRows(ctx, "t.compny_id", "t.user_id"));
}

function tableTheQueryLacks(qc: DB) {
  // @ts-expect-error "r.company_id" names rentals, which this query does not select from
  return qc.selectFrom("transactions as t").$call(callersRows(ctx, "r.company_id", "r.user_id"));
}

const goodSpec: ListSpec<"transactions as t"> = {
  ordering: { created_at: "t.created_at" },
  defaultOrdering: ["-created_at"],
  filters: { status: filters.choice("t.status", ["error"]) },
};

const badOrdering: ListSpec<"transactions as t"> = {
  // @ts-expect-error a list cannot be ordered by a column its table lacks
  ordering: { created_at: "t.created" },
  defaultOrdering: ["-created_at"],
};

const badFilter: ListSpec<"transactions as t"> = {
  ordering: {},
  defaultOrdering: [],
  // @ts-expect-error nor filtered by one
  filters: { status: filters.choice("t.state", ["error"]) },
};

describe("typed tenancy", () => {
  it("declares the checked queries and specs (the compiler did the checking)", () => {
    expect(
      [scopedTransactions, misspeltCompanyColumn, tableTheQueryLacks].every((f) => typeof f === "function"),
    ).toBe(true);
    expect(db).toBeDefined();
    expect(Object.keys(goodSpec.ordering)).toEqual(["created_at"]);
    expect(badOrdering.defaultOrdering).toEqual(["-created_at"]);
    expect(Object.keys(badFilter.filters ?? {})).toEqual(["status"]);
  });
});
