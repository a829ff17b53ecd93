import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, dayIn } from "../../../common/dates";
import {
  endAfterRefill,
  endAfterReversal,
  serviceExtended,
  serviceReverted,
} from "../../../server/refills/service-end";
import { addTransaction, send } from "../fixtures";
import { appForFile } from "../helpers";
import { engineFor, queue, refillWorld, serviceEndOf } from "../transactions/support";

/** A line's service end date (DESIGN.md §16) as refills, reversals and staff move it. */
const app = await appForFile();
const w = await refillWorld(app.db);

describe("the refill engine", () => {
  it("moves the line's end date by the plan's validity on each success, stacking an early refill", async () => {
    const { run } = engineFor(app);
    const now = new Date();
    const today = dayIn("America/New_York", now);
    await queue(app.db, w, { payment_method_id: w.cards.good.id });
    await run(now);
    expect(await serviceEndOf(app.db, w.phone.id)).toBe(addDays(today, 30));
    await queue(app.db, w, { payment_method_id: w.cards.good.id });
    await run(now);
    expect(await serviceEndOf(app.db, w.phone.id)).toBe(addDays(today, 60));
  });

  it("leaves it where it was when the refill fails", async () => {
    const { run } = engineFor(app);
    const before = await serviceEndOf(app.db, w.phone.id);
    await queue(app.db, w, { payment_method_id: w.cards.declined.id });
    await run();
    expect(await serviceEndOf(app.db, w.phone.id)).toBe(before);
  });
});

type Op =
  { op: "refill"; after: number } | { op: "reverse"; pick: number } | { op: "edit"; offset: number | null };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ op: fc.constant("refill" as const), after: fc.integer({ min: 0, max: 40 }) }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant("reverse" as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant("edit" as const),
      offset: fc.option(fc.integer({ min: -20, max: 60 }), { nil: null }),
    }),
  },
);

/**
 * §16's rule read from the whole history at once: a staff edit sets the date; each refill that was not
 * reversed moves it to max(its day, date) + validity; a reversal takes back its refill's validity.
 */
function fromHistory(
  history: ({ kind: "refill"; day: string } | { kind: "reverse" } | { kind: "edit"; value: string | null })[],
  validity: number,
): string | null {
  let end: string | null = null;
  for (const h of history) {
    if (h.kind === "edit") end = h.value;
    else if (h.kind === "refill") end = addDays(end !== null && end > h.day ? end : h.day, validity);
    else end = end === null ? null : addDays(end, -validity);
  }
  return end;
}

describe("property: the stored end date is what §16's rule gives from the line's history", () => {
  it("holds for random refills, reversals and staff edits", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
        const line = await app.db
          .insertInto("phone_numbers")
          .values({
            company_id: w.company.id,
            user_id: w.customer.id,
            number: `77${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`,
            carrier_id: w.carrier.id,
            plan_id: w.plan.id,
            created_at: new Date().toISOString(),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        let at = Date.parse("2026-01-01T17:00:00Z");
        const refills: number[] = [];
        const history: Parameters<typeof fromHistory>[0] = [];
        for (const op of ops) {
          if (op.op === "refill") {
            at += op.after * 86_400_000;
            const t = await addTransaction(app.db, w.company.id, {
              user_id: w.customer.id,
              phone_number_id: line.id,
              plan_id: w.plan.id,
            });
            await app.db.transaction().execute((trx) => serviceExtended(trx, t.id, new Date(at)));
            refills.push(t.id);
            history.push({ kind: "refill", day: dayIn("America/New_York", new Date(at)) });
          } else if (op.op === "reverse") {
            if (!refills.length) continue;
            const [t] = refills.splice(op.pick % refills.length, 1);
            await app.db.transaction().execute((trx) => serviceReverted(trx, t));
            history.push({ kind: "reverse" });
          } else {
            const value =
              op.offset === null ? null : addDays(dayIn("America/New_York", new Date(at)), op.offset);
            const res = await send(app, "PATCH", `/api/phones/${line.id}/`, w.member.token, {
              service_ends_on: value,
            });
            expect(res.status).toBe(200);
            history.push({ kind: "edit", value });
          }
        }
        expect(await serviceEndOf(app.db, line.id)).toBe(fromHistory(history, 30));
      }),
      { numRuns: 20 },
    );
  }, 120_000);

  it("the rule and its inverse: a reversal right after a refill on a line still in service gives the date back", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 365 }),
        (start, ahead, validity) => {
          const today = addDays("2026-01-01", start);
          const end = addDays(today, ahead);
          expect(endAfterReversal(endAfterRefill(end, today, validity), validity)).toBe(end);
        },
      ),
    );
  });
});
