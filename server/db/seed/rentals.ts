import { formatMoneyCents } from "../../../common/money";
import { problemOf } from "../../../common/problems";
import { failureColumns, paymentErrorColumns, rentalErrorColumns } from "../problems";
import {
  depositSettlement,
  type LedgerAmounts,
  ledgerFigures,
  type RentalLineKind,
} from "../../../common/rental-ledger";
import { formatCents, taxOn } from "../../../common/money";
import type { ChargeKind, ChargeStatus, RentalStatus, RentalTrigger } from "../schema";
import type { Plan } from "./carriers";
import { type CountrySpec, type DeviceSpec, FEE_LIST } from "./catalog";
import { addDays, at, dateOf, daysBetween, HOUR, iso, MINUTE } from "./clock";
import { type AuditEvent, insert, insertCatalog, type SeedContext } from "./context";
import type { Card, Customer, People, Person } from "./people";
import { DECLINED } from "./refills";
import { seedUnits } from "./units";

export const PROVISIONING_FAILED = "SIM activation failed at the carrier.";

interface Device extends DeviceSpec {
  id: number;
}
interface Country extends CountrySpec {
  id: number;
}

/** Days billed for a rental: both the start and the end date count (a same-day rental is one day). */
export function rentalDays(start: string, end: string): number {
  return daysBetween(start, end) + 1;
}

/**
 * docs/engines.md: amount = days × (device + country daily rate), tax at the company's rate, the device's
 * deposit.
 */
export function quote(
  device: { daily_rate: number; deposit: number },
  country: { daily_rate: number },
  start: string,
  end: string,
  taxRate: string,
) {
  const amount = rentalDays(start, end) * (device.daily_rate + country.daily_rate);
  const tax = taxOn(amount, taxRate);
  return { amount, tax, deposit: device.deposit, total: amount + tax + device.deposit };
}

type ErrorKind = "payment" | "provisioning";

interface Spec {
  status: RentalStatus;
  created: number;
  start: string;
  end: string;
  customer: Customer;
  device: Device;
  country: Country;
  trigger: RentalTrigger;
  errorKind: ErrorKind | null;
}

/** A ledger line of the seed (server/money/ledger.ts writes the same); `payment` is its charge's index. */
interface SeedLine extends LedgerAmounts {
  kind: RentalLineKind;
  days: number | null;
  daily_rate: number | null;
  method: "card" | "cash" | null;
  payment: number | null;
  /** the line's values (server/money/ledger.ts NewRentalLine): the words are the reader's catalogue's */
  card: Card | null;
  from_date: string | null;
  is_deposit: boolean;
  to_date: string | null;
  at: number;
  by: number | null;
}

interface Payment {
  kind: ChargeKind;
  key: string;
  amount: number;
  status: ChargeStatus;
  card: Card | null;
  at: number;
  by: number | null;
  failure: string | null;
}

const TRIP_NOTES = [
  "Visiting family in Santo Domingo.",
  "Honeymoon in Cancún.",
  "Business trip, needs the hotspot for a laptop.",
  "Will pick up after 5 pm.",
  "Customer asked for a charger and a car adapter.",
  "School trip; parent signed the agreement.",
  "Returning customer, same device as last time.",
];

/** How often each status appears; every status appears at least once in each company. */
const STATUS_WEIGHTS = [
  ["returned", 50],
  ["picked_up", 14],
  ["preorder", 10],
  ["ready_for_pickup", 7],
  ["error", 9],
  ["resolved", 10],
] as const;

/** Statuses whose device is (or was) out of the shop for the rental's dates. */
const HOLDS_STOCK = new Set<RentalStatus>(["preorder", "ready_for_pickup", "picked_up", "returned"]);

async function seedCatalog(ctx: SeedContext): Promise<{ devices: Device[]; countries: Country[] }> {
  const { profile, clock, rng } = ctx;
  const since = (extra: number) => iso(clock.ago(profile.age_days - extra - rng.int(0, 30)));
  const added = () => since(5);
  const deviceIds = await insertCatalog(ctx, "devices", profile.devices, added, (d) => ({
    kind: d.kind,
    daily_rate: d.daily_rate,
    deposit: d.deposit,
    stock: d.stock,
  }));
  const countryIds = await insertCatalog(ctx, "countries", profile.countries, added, (c) => ({
    code: c.code,
    daily_rate: c.daily_rate,
  }));
  // Dated without a draw, so that the demo's other rows stay as they were.
  const feesAdded = iso(clock.ago(profile.age_days - 5));
  await insertCatalog(
    ctx,
    "rental_fees",
    FEE_LIST,
    () => feesAdded,
    (f) => ({
      kind: f.kind,
      amount: f.amount,
      taxable: f.taxable,
    }),
  );
  return {
    devices: profile.devices.map((d, i) => ({ ...d, id: deviceIds[i] })),
    countries: profile.countries.map((c, i) => ({ ...c, id: countryIds[i] })),
  };
}

/**
 * How long ago a rental in each status was created (days before now, drawn between the two) and how many
 * days before its start (a whole number between the two).
 */
const TIMING: Record<RentalStatus, { daysAgo: [number, number]; lead: [number, number] }> = {
  returned: { daysAgo: [8, 89], lead: [0, 10] },
  picked_up: { daysAgo: [1, 35], lead: [0, 7] },
  ready_for_pickup: { daysAgo: [0.2, 12], lead: [0, 12] },
  preorder: { daysAgo: [0.05, 30], lead: [3, 40] },
  error: { daysAgo: [0.1, 25], lead: [1, 14] },
  resolved: { daysAgo: [3, 89], lead: [0, 14] },
};

/** When a rental in this status was created (days before now), and how long before the start. */
function timingFor(ctx: SeedContext, status: RentalStatus): { daysAgo: number; lead: number } {
  const { rng } = ctx;
  const {
    daysAgo: [from, to],
    lead,
  } = TIMING[status];
  return { daysAgo: from + rng.next() * (to - from), lead: rng.int(...lead) };
}

/** Do these dates make sense for the status, seen from today? */
function datesFit(status: RentalStatus, start: string, end: string, today: string): boolean {
  switch (status) {
    case "returned":
      return end < today;
    case "picked_up":
      return start < today && end >= addDays(today, -6);
    case "ready_for_pickup":
      return start >= addDays(today, -1) && start <= addDays(today, 3);
    case "preorder":
      return start > addDays(today, 1);
    default:
      return true;
  }
}

/**
 * Devices and countries, then ~150 rentals over the last 90 days in every status, priced as the rentals
 * engine prices them, with the charges that paid them: card at creation (rental + deposit), payments
 * taken later by staff (card or cash), deposit refunds after return. Device stock is never exceeded.
 */
export async function seedRentals(
  ctx: SeedContext,
  people: People,
  plans: Plan[],
): Promise<{ audit: AuditEvent[] }> {
  const { rng, clock, profile, companyId } = ctx;
  const { devices, countries } = await seedCatalog(ctx);
  const openDevices = devices.filter((d) => !d.inactive);
  const openCountries = countries.filter((c) => !c.inactive);
  const renters = people.customers.filter((c) => c.active);
  const occupancy = new Map<number, Map<string, number>>(openDevices.map((d) => [d.id, new Map()]));

  const statuses = rng.spread(profile.rentals, STATUS_WEIGHTS);
  const featuredWants: RentalStatus[] = people.featured
    ? ["returned", "returned", "picked_up", "preorder"]
    : [];
  const specs: Spec[] = [];
  for (const status of statuses) {
    const forFeatured = featuredWants.indexOf(status);
    if (forFeatured >= 0) featuredWants.splice(forFeatured, 1);
    for (let tries = 0; tries < 500; tries++) {
      const { daysAgo, lead } = timingFor(ctx, status);
      const day = dateOf(clock.ago(daysAgo));
      const created = Math.min(at(day, 13 + rng.next() * 10), clock.now - rng.int(2, 30) * MINUTE);
      const start = addDays(dateOf(created), lead);
      const end = addDays(
        start,
        rng.weighted([
          [rng.int(2, 6), 4],
          [rng.int(7, 14), 4],
          [rng.int(15, 28), 2],
        ] as const) - 1,
      );
      if (!datesFit(status, start, end, clock.today)) continue;
      const errorKind: ErrorKind | null =
        status === "error" || status === "resolved" ? (rng.chance(0.55) ? "payment" : "provisioning") : null;
      // A declined card only fails when the customer pays at Rent Now; staff may create without taking payment.
      const trigger: RentalTrigger =
        errorKind === "payment" || forFeatured >= 0 ? "manual" : rng.chance(0.55) ? "manual" : "member";
      const eligible =
        forFeatured >= 0
          ? [people.featured!]
          : renters.filter(
              (c) =>
                c.createdAt < created - HOUR &&
                (errorKind !== "payment" || c.cards.some((k) => k.behaviour === "declined")),
            );
      if (!eligible.length) continue;
      const customer = rng.weighted(eligible.map((c) => [c, c.activity] as const));
      const days = [...Array(rentalDays(start, end)).keys()].map((n) => addDays(start, n));
      const free = openDevices.filter(
        (d) =>
          d.popularity > 0 &&
          (errorKind !== "provisioning" || d.kind !== "hotspot") &&
          (!HOLDS_STOCK.has(status) || days.every((x) => (occupancy.get(d.id)!.get(x) ?? 0) < d.stock)),
      );
      if (!free.length) continue;
      const device = rng.weighted(free.map((d) => [d, d.popularity] as const));
      const country = rng.weighted(openCountries.map((c) => [c, c.popularity] as const));
      if (HOLDS_STOCK.has(status))
        for (const x of days) occupancy.get(device.id)!.set(x, (occupancy.get(device.id)!.get(x) ?? 0) + 1);
      specs.push({ status, created, start, end, customer, device, country, trigger, errorKind });
      break;
    }
  }
  specs.sort((a, b) => a.created - b.created);

  const built = specs.map((s) => buildRental(ctx, people, plans, s));
  const ids = await insert(
    ctx,
    "rentals",
    built.map((b) => b.row),
  );
  const chargeIds = await insert(
    ctx,
    "charges",
    built.flatMap((b, i) =>
      b.payments.map((p) => ({
        company_id: companyId,
        user_id: b.spec.customer.id,
        kind: p.kind,
        amount: p.amount,
        status: p.status,
        transaction_id: null,
        rental_id: ids[i],
        payment_method_id: p.card?.id ?? null,
        method: p.card ? ("card" as const) : ("cash" as const),
        brand: p.card?.brand ?? null,
        last4: p.card?.last4 ?? null,
        processor_ref: p.card ? `pi_sim_${rng.hex(24)}` : null,
        idempotency_key: `rental-${ids[i]}-${p.key}`,
        ...failureColumns(p.failure === null ? null : problemOf("payment", p.failure)),
        created_by: p.by,
        created_at: iso(p.at),
      })),
    ),
  );
  // The ledger lines, each payment's and refund's naming the charge inserted for it.
  let firstCharge = 0;
  const lineRows = built.flatMap((b, i) => {
    const offset = firstCharge;
    firstCharge += b.payments.length;
    return b.lines.map((l) => ({
      company_id: companyId,
      rental_id: ids[i],
      kind: l.kind,
      days: l.days,
      daily_rate: l.daily_rate,
      amount: l.amount,
      tax_amount: l.tax_amount,
      paid_amount: l.paid_amount,
      method: l.method,
      charge_id: l.payment === null ? null : chargeIds[offset + l.payment],
      card_brand: l.card?.brand ?? null,
      card_last4: l.card?.last4 ?? null,
      from_date: l.from_date,
      to_date: l.to_date,
      is_deposit: l.is_deposit,
      created_by: l.by,
      created_at: iso(l.at),
    }));
  });
  await insert(ctx, "rental_lines", lineRows);
  await seedUnits(
    ctx,
    devices,
    built.map((b, i) => ({
      id: ids[i],
      device: b.spec.device,
      status: b.spec.status,
      start: b.spec.start,
      pickedUpAt: b.row.picked_up_at,
      returnedAt: b.row.returned_at,
      by: b.row.created_by,
    })),
  );
  return { audit: built.flatMap((b, i) => b.audit.map((e) => ({ ...e, objectId: ids[i] }))) };
}

/** The rental's ledger, as the rentals engine writes it: days, extension, deposit, payments, settlement. */
function ledgerOf(
  s: Spec,
  booked: { amount: number; tax: number },
  q: { amount: number; tax: number; deposit: number },
  bookedEnd: string,
  payments: Payment[],
  createdBy: number,
): SeedLine[] {
  const rate = s.device.daily_rate + s.country.daily_rate;
  const line = (l: Partial<SeedLine> & Pick<SeedLine, "kind" | "at">): SeedLine => ({
    amount: 0,
    tax_amount: 0,
    paid_amount: 0,
    days: null,
    daily_rate: null,
    method: null,
    payment: null,
    card: null,
    from_date: null,
    to_date: null,
    is_deposit: false,
    by: createdBy,
    ...l,
  });
  const days = rentalDays(s.start, bookedEnd);
  const lines: SeedLine[] = [
    line({
      kind: "days",
      days,
      daily_rate: rate,
      amount: booked.amount,
      tax_amount: booked.tax,
      at: s.created,
    }),
  ];
  if (q.deposit > 0) lines.push(line({ kind: "deposit", amount: q.deposit, at: s.created }));
  const moved = rentalDays(s.start, s.end) - days;
  const payLines = payments.flatMap((p, index) => {
    if (p.kind === "refund" || p.status === "failed" || p.status === "pending") return [];
    return [
      line({
        kind: "payment",
        is_deposit: p.kind === "deposit",
        card: p.card,
        paid_amount: p.amount,
        method: p.card ? "card" : "cash",
        payment: index,
        at: p.at,
        by: p.by,
      }),
    ];
  });
  const extension = moved
    ? line({
        kind: "extension",
        from_date: bookedEnd,
        to_date: s.end,
        days: moved,
        daily_rate: rate,
        amount: q.amount - booked.amount,
        tax_amount: q.tax - booked.tax,
        // Moved after the booking was paid.
        at: (payLines[0]?.at ?? s.created) + MINUTE,
      })
    : null;
  const ordered = [...lines, ...payLines, ...(extension ? [extension] : [])].sort((a, b) => a.at - b.at);
  const refundIndex = payments.findIndex((p) => p.kind === "refund");
  if (refundIndex >= 0) {
    const r = payments[refundIndex];
    const settled = depositSettlement(ordered, r.amount);
    if (settled.applied)
      ordered.push(
        line({
          kind: "deposit_applied",
          amount: -settled.applied,
          at: r.at,
          by: r.by,
        }),
      );
    if (settled.unpaid)
      ordered.push(
        line({
          kind: "deposit_unpaid",
          amount: -settled.unpaid,
          at: r.at,
          by: r.by,
        }),
      );
    ordered.push(
      line({
        kind: "deposit_refund",
        card: r.card,
        amount: -r.amount,
        paid_amount: -r.amount,
        method: r.card ? "card" : "cash",
        payment: refundIndex,
        at: r.at,
        by: r.by,
      }),
    );
  }
  return ordered;
}

/** One rental's row, the charges that paid (and refunded) it, and its audit events. */
function buildRental(ctx: SeedContext, people: People, plans: Plan[], s: Spec) {
  const { rng, clock, profile, companyId } = ctx;
  const q = quote(s.device, s.country, s.start, s.end, profile.tax_rate);
  const member = rng.pick(people.members);
  const staff: Person | null = s.trigger === "member" ? member : null;
  const customerCard = s.customer.defaultCard;
  const payments: Payment[] = [];
  const audit: AuditEvent[] = [];
  const notes: string[] = rng.chance(0.3) ? [rng.pick(TRIP_NOTES)] : [];
  let paymentNo = 0;
  const paid = () =>
    payments
      .filter((p) => p.kind !== "refund" && p.status !== "failed")
      .reduce((sum, p) => sum + p.amount, 0);
  const takePayment = (amount: number, when: number, card: Card | null, by: number) => {
    if (amount > 0)
      payments.push({
        kind: "rental_payment",
        key: `payment-${++paymentNo}`,
        amount,
        status: "succeeded",
        card,
        at: when,
        by,
        failure: null,
      });
  };
  const cashOrCard = () => (rng.chance(0.5) ? null : customerCard);
  const clamp = (ms: number, after: number) => Math.min(Math.max(ms, after), clock.now - MINUTE);

  // The customer may have moved the end date after paying: the price follows, the payment does not.
  // The featured customer's rental under way was always cut short after Rent Now took its price, so that the
  // demo shows a credit owed back whatever the hour it is seeded at (by chance alone some hours had none).
  let bookedEnd = s.end;
  const cutShort = s.status === "picked_up" && s.customer === people.featured;
  if (cutShort || ((s.status === "picked_up" || s.status === "returned") && rng.chance(0.14))) {
    const shift = rng.int(1, 4);
    const longer = !cutShort && rng.chance(0.6);
    bookedEnd = longer ? addDays(s.end, -shift) : addDays(s.end, shift);
    if (bookedEnd < s.start) bookedEnd = s.end;
    else
      notes.push(
        longer
          ? `End date extended by ${shift} day${shift > 1 ? "s" : ""} at the customer's request.`
          : `Trip cut short: end date moved ${shift} day${shift > 1 ? "s" : ""} earlier.`,
      );
  }
  const booked = quote(s.device, s.country, s.start, bookedEnd, profile.tax_rate);

  // At creation: Rent Now pays rental + tax and the deposit by card; staff take a card payment only sometimes.
  const createdBy = staff?.id ?? s.customer.id;
  const payNow = s.trigger === "manual" || rng.chance(0.4);
  const charged = s.created + rng.int(2, 9) * 1000;
  if (s.errorKind === "payment") {
    const declined = s.customer.cards.find((k) => k.behaviour === "declined")!;
    payments.push({
      kind: "rental",
      key: "create",
      amount: booked.amount + booked.tax,
      status: "failed",
      card: declined,
      at: charged,
      by: createdBy,
      failure: DECLINED,
    });
  } else if (payNow) {
    payments.push({
      kind: "rental",
      key: "create",
      amount: booked.amount + booked.tax,
      status: "succeeded",
      card: customerCard,
      at: charged,
      by: createdBy,
      failure: null,
    });
    payments.push({
      kind: "deposit",
      key: "deposit",
      amount: booked.deposit,
      status: "succeeded",
      card: customerCard,
      at: charged + 700,
      by: createdBy,
      failure: null,
    });
  }

  const pickedUpAt =
    s.status === "picked_up" || s.status === "returned"
      ? clamp(at(s.start, 14 + rng.next() * 8), s.created + 10 * MINUTE)
      : null;
  let returnedAt: number | null = null;
  if (s.status === "returned") {
    const early = s.end > s.start && rng.chance(0.15);
    returnedAt = clamp(at(early ? addDays(s.end, -1) : s.end, 13 + rng.next() * 10), pickedUpAt! + 2 * HOUR);
  }

  // Payments staff took later: a deposit to hold a booking, the rest at pickup, what is left at return.
  if (!payNow && s.errorKind === null) {
    if (s.status === "preorder" || s.status === "ready_for_pickup") {
      if (rng.chance(0.5))
        takePayment(
          q.deposit,
          clamp(s.created + rng.int(1, 30) * MINUTE, s.created),
          cashOrCard(),
          member.id,
        );
    } else if (pickedUpAt !== null) {
      const all = rng.chance(0.65);
      takePayment(all ? q.total : q.deposit, pickedUpAt - 5 * MINUTE, cashOrCard(), member.id);
      if (!all && returnedAt !== null && rng.chance(0.85))
        takePayment(q.total - paid(), returnedAt + 2 * MINUTE, cashOrCard(), member.id);
    }
  }
  if (payNow && returnedAt !== null && q.total > paid() && rng.chance(0.7))
    takePayment(q.total - paid(), returnedAt + 2 * MINUTE, customerCard, member.id);

  // Errors and their resolution by staff.
  let resolvedAt: number | null = null;
  let resolver: Person | null = null;
  if (s.status === "resolved") {
    resolver = rng.pick(people.members);
    resolvedAt = clamp(s.created + rng.int(60, 72 * 60) * MINUTE, s.created + 5 * MINUTE);
    if (s.errorKind === "payment") {
      takePayment(q.total - paid(), resolvedAt, null, resolver.id);
      notes.push("Card declined at Rent Now; customer paid cash at the counter.");
    } else notes.push("SIM activated by hand on the carrier portal.");
    audit.push({
      at: resolvedAt,
      actorId: resolver.id,
      onBehalfOf: null,
      action: "rental.resolve",
      object: "rental",
      objectId: null,
      data: { note: notes.at(-1) },
    });
  }

  // Deposit back after a settled return: to the card it came from, else in cash; now and then with a deduction.
  let refundedAt: number | null = null;
  if (returnedAt !== null && q.total - paid() <= 0 && rng.chance(0.75)) {
    refundedAt = clamp(returnedAt + rng.int(10, 48 * 60) * MINUTE, returnedAt + MINUTE);
    const depositCharge = payments.find((p) => p.kind === "deposit");
    const card =
      depositCharge?.card ?? payments.find((p) => p.card && p.status === "succeeded")?.card ?? null;
    const deduction = rng.chance(0.12)
      ? Math.min(Math.floor(q.deposit / 2), rng.pick([1500, 2500, 4000]))
      : 0;
    const refunder = rng.pick(people.members);
    payments.push({
      kind: "refund",
      key: "refund",
      amount: q.deposit - deduction,
      status: "succeeded",
      card,
      at: refundedAt,
      by: refunder.id,
      failure: null,
    });
    if (deduction)
      notes.push(`Deducted ${formatMoneyCents(deduction)} from the deposit for a missing charger.`);
    else if (depositCharge) depositCharge.status = "refunded";
    audit.push({
      at: refundedAt,
      actorId: refunder.id,
      onBehalfOf: null,
      action: "rental.refund",
      object: "rental",
      objectId: null,
      data: { amount: formatCents(q.deposit - deduction) },
    });
  }

  const lines = ledgerOf(s, booked, q, bookedEnd, payments, createdBy);
  const figures = ledgerFigures(lines);
  const withPlan = s.errorKind === "provisioning" || (s.device.kind !== "hotspot" && rng.chance(0.65));
  const plan = withPlan ? rng.pick(plans) : null;
  const firstCard = payments.find((p) => p.card)?.card ?? null;
  const times = [
    s.created,
    ...payments.map((p) => p.at),
    pickedUpAt,
    returnedAt,
    refundedAt,
    resolvedAt,
  ].filter((t): t is number => t !== null);
  return {
    spec: s,
    payments,
    lines,
    audit,
    row: {
      company_id: companyId,
      user_id: s.customer.id,
      device_id: s.device.id,
      country_id: s.country.id,
      plan_id: plan?.id ?? null,
      phone_number: plan ? ctx.unique.phoneNumber(rng, s.customer.place.areaCodes) : null,
      start_date: s.start,
      end_date: s.end,
      status: s.status,
      trigger: s.trigger,
      amount: figures.amount,
      tax_amount: figures.tax_amount,
      deposit_amount: figures.deposit_amount,
      total_due_amount: figures.total_due_amount,
      paid_amount: figures.paid_amount,
      balance: figures.balance,
      payment_method_id: firstCard?.id ?? null,
      ...paymentErrorColumns(s.errorKind === "payment" ? problemOf("payment", DECLINED) : null),
      ...rentalErrorColumns(s.errorKind === "provisioning" ? problemOf("rental", PROVISIONING_FAILED) : null),
      picked_up_at: pickedUpAt === null ? null : iso(pickedUpAt),
      returned_at: returnedAt === null ? null : iso(returnedAt),
      deposit_refunded_at: refundedAt === null ? null : iso(refundedAt),
      note: notes.join(" "),
      created_by: createdBy,
      resolved_by: resolver?.id ?? null,
      resolved_at: resolvedAt === null ? null : iso(resolvedAt),
      created_at: iso(s.created),
      updated_at: iso(Math.max(...times)),
    },
  };
}
