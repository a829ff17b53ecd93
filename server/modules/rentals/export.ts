import type { Rental } from "../../../common/api";
import { labelOf } from "../../../common/labels";
import { formatCents } from "../../../common/money";
import type { RentalLineKind } from "../../../common/rental-ledger";
import type { DB } from "../../db/connection";
import { type CsvCell, customerCells } from "../../http/lists/csv";
import type { PageIds } from "../../http/lists/paging";
import { callersList } from "../../http/lists/readers";
import type { AuthContext } from "../../security/caller";
import { rentalListSpec, rentalRows, scopedRentals, selectRental, serializeRental } from "./queries";

/**
 * GET /api/rental/rentals/export/: the list's columns as its screen shows them, then the money as the
 * rental's ledger holds it, so that every row adds up in a spreadsheet:
 *   rent = booked + extensions + extra days + adjustments + fees
 *   total due = rent + tax + deposit + deposit applied + deposit not paid + deposit refunded
 *   paid = received + refunded; balance = total due − paid
 * (what takes away is negative: the deposit lines that release it, money given back).
 */

/** The ledger's parts a row of the export shows, each a sum of the rental's lines (signed cents). */
const PARTS = {
  booked: { kinds: ["days"], of: "amount" },
  extensions: { kinds: ["extension"], of: "amount" },
  extra_days: { kinds: ["extra_days"], of: "amount" },
  adjustments: { kinds: ["adjustment"], of: "amount" },
  fees: { kinds: ["fee"], of: "amount" },
  deposit_applied: { kinds: ["deposit_applied"], of: "amount" },
  deposit_unpaid: { kinds: ["deposit_unpaid"], of: "amount" },
  deposit_refunded: { kinds: ["deposit_refund"], of: "amount" },
  received: { kinds: null, of: "received" },
  refunded: { kinds: null, of: "refunded" },
} as const satisfies Record<
  string,
  { kinds: readonly RentalLineKind[] | null; of: "amount" | "received" | "refunded" }
>;
type Part = keyof typeof PARTS;

export type ExportedRental = Rental & { ledger: Record<Part, string> };

/** The rentals `ids` names, with the sums of their ledger's lines by part, in one grouped read. */
function rentalsWithLedger(db: DB, ctx: AuthContext, ids: PageIds) {
  const parts = db
    .selectFrom("rental_lines as l")
    .where("l.rental_id", "in", ids)
    .groupBy("l.rental_id")
    .select("l.rental_id")
    .select((eb) =>
      (Object.keys(PARTS) as Part[]).map((part) => {
        const { kinds, of } = PARTS[part];
        const value =
          of === "amount"
            ? eb.case().when("l.kind", "in", kinds).then(eb.ref("l.amount")).else(0).end()
            : of === "received"
              ? eb.case().when("l.paid_amount", ">", 0).then(eb.ref("l.paid_amount")).else(0).end()
              : eb.case().when("l.paid_amount", "<", 0).then(eb.ref("l.paid_amount")).else(0).end();
        return eb.fn.sum<number | string>(value).as(part);
      }),
    )
    .as("lp");
  return selectRental(scopedRentals(db, ctx).where("r.id", "in", ids))
    .leftJoin(parts, (join) => join.onRef("lp.rental_id", "=", "r.id"))
    .select((Object.keys(PARTS) as Part[]).map((part) => `lp.${part}` as const));
}

type ExportRow = Awaited<ReturnType<ReturnType<typeof rentalsWithLedger>["executeTakeFirstOrThrow"]>>;

/** The rentals list read to its end, each row with its ledger's parts (as decimals). */
export const exportedRentals = callersList({
  spec: rentalListSpec,
  base: rentalRows,
  rows: rentalsWithLedger,
  serialize: (row: ExportRow): ExportedRental => ({
    ...serializeRental(row),
    ledger: Object.fromEntries(
      (Object.keys(PARTS) as Part[]).map((part) => [part, formatCents(Number(row[part] ?? 0))]),
    ) as Record<Part, string>,
  }),
});

export const RENTAL_CSV: CsvCell<ExportedRental>[] = [
  { header: "rental", value: (r) => r.id },
  ...customerCells(),
  { header: "device", value: (r) => r.device_name },
  { header: "country", value: (r) => r.country_name },
  { header: "start", value: (r) => r.start_date },
  { header: "end", value: (r) => r.end_date },
  { header: "days", value: (r) => r.days },
  { header: "status", value: (r, _, words) => labelOf(words.values.rentalStatus, r.status) },
  { header: "trigger", value: (r, _, words) => labelOf(words.values.rentalTrigger, r.trigger) },
  { header: "booked", value: (r) => r.ledger.booked },
  { header: "extensions", value: (r) => r.ledger.extensions },
  { header: "extraDays", value: (r) => r.ledger.extra_days },
  { header: "adjustments", value: (r) => r.ledger.adjustments },
  { header: "fees", value: (r) => r.ledger.fees },
  { header: "rent", value: (r) => r.amount },
  { header: "tax", value: (r) => r.tax_amount },
  { header: "deposit", value: (r) => r.deposit_amount },
  { header: "depositApplied", value: (r) => r.ledger.deposit_applied },
  { header: "depositUnpaid", value: (r) => r.ledger.deposit_unpaid },
  { header: "depositRefunded", value: (r) => r.ledger.deposit_refunded },
  { header: "totalDue", value: (r) => r.total_due_amount },
  { header: "received", value: (r) => r.ledger.received },
  { header: "refunded", value: (r) => r.ledger.refunded },
  { header: "paid", value: (r) => r.paid_amount },
  { header: "balance", value: (r) => r.balance },
  { header: "card", value: (r) => r.card_label },
  { header: "created", value: (r, moment) => moment(r.created_at) },
  { header: "pickedUp", value: (r, moment) => moment(r.picked_up_at) },
  { header: "returned", value: (r, moment) => moment(r.returned_at) },
  { header: "note", value: (r) => r.note },
];
