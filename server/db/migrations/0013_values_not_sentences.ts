import { type Kysely, sql } from "kysely";
import { BRAND_LABELS, cardLabel } from "../../../common/cards";
import { formatMoneyCents } from "../../../common/money";

/**
 * Values, not sentences: a rental line and a person's step in a refill's history keep what they say as data,
 * and the reader's catalogue makes the words, in the reader's language.
 *
 * A rental line is data (issue 34, item 4): its kind and its values, no sentence. Until now each line kept
 * an English `description` ("Payment by Visa •••• 4242") that the panel read back with regular expressions
 * to show it in Spanish. The values the sentences carried beyond the line's own figures become columns: the
 * card that paid or was refunded (`card_brand`, `card_last4`), the dates an extension moved the end from and
 * to or the day a late return came back (`from_date`, `to_date`), the reason staff gave for an adjustment
 * (`reason`), and whether a payment paid the deposit (`is_deposit`). The words are the reader's catalogue's
 * (docs/engines.md, "The rental ledger").
 *
 * The sentences already stored are read once, here, in the shapes the server and the demo seed wrote them;
 * a line of any other shape (the lines migration 0006 carried over, for one) keeps only its kind, and reads
 * as its kind's plain word.
 */

export interface LineValues {
  card_brand: string | null;
  card_last4: string | null;
  from_date: string | null;
  to_date: string | null;
  reason: string | null;
  is_deposit: boolean;
}

const NONE: LineValues = {
  card_brand: null,
  card_last4: null,
  from_date: null,
  to_date: null,
  reason: null,
  is_deposit: false,
};

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Dec 5, 2026" (how the server wrote a day) → "2026-12-05"; null for anything else. */
function day(text: string): string | null {
  const m = /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4})$/.exec(text);
  const month = m ? MONTHS.indexOf(m[1]) + 1 : 0;
  if (!m || month === 0) return null;
  return `${m[3]}-${String(month).padStart(2, "0")}-${m[2].padStart(2, "0")}`;
}

/** "Visa •••• 4242" → visa, 4242 (the brand's key where its label is one of ours). */
function card(text: string): Pick<LineValues, "card_brand" | "card_last4"> | null {
  const m = /^(.+) •••• (\d{4})$/.exec(text);
  if (!m) return null;
  const key = Object.entries(BRAND_LABELS).find(([, label]) => label === m[1])?.[0];
  return { card_brand: key ?? m[1].toLowerCase(), card_last4: m[2] };
}

/** The values an old sentence carried, by the line's kind. */
export function valuesOf(kind: string, description: string): LineValues {
  const before = /^(.+): -?\d+ days? × \S+$/.exec(description)?.[1] ?? "";
  if (kind === "extension") {
    const m = /^End date moved from (.+) to (.+)$/.exec(before);
    return { ...NONE, from_date: m && day(m[1]), to_date: m && day(m[2]) };
  }
  if (kind === "extra_days") {
    const m = /^Returned (.+), after the end date$/.exec(before);
    return { ...NONE, to_date: m && day(m[1]) };
  }
  if (kind === "adjustment") {
    const m = /^Adjusted by staff: ([\s\S]+)$/.exec(description);
    return { ...NONE, reason: m ? m[1] : null };
  }
  if (kind === "payment") {
    const m = /^(Deposit paid|Payment) (?:by (.+)|in cash)$/.exec(description);
    return { ...NONE, ...(m?.[2] ? card(m[2]) : null), is_deposit: m?.[1] === "Deposit paid" };
  }
  if (kind === "refund" || kind === "deposit_refund") {
    const m = /^(?:Deposit refunded|Refund) to (.+)$/.exec(description);
    return { ...NONE, ...(m ? card(m[1]) : null) };
  }
  return NONE;
}

/**
 * A refill's history (issue 33, item 9): the steps people take ("Refill Now.", "Was error.", "The customer
 * chose Visa •••• 4242; queued again.") were English sentences; they become a code and its values
 * (`transaction_events.code`, `params`, JSON; common/api/enums.ts TRANSACTION_EVENT_CODES). `message` keeps
 * only free text: a staff note, the engine's and the provider's words. The sentences stored are read once,
 * here; a message of any other shape stays as it is.
 */
type Says = { code: string; params: Record<string, unknown>; message: string | null };

const AUTHENTICATION_FAILED = "Authentication failed: your bank did not confirm the payment.";
const BANK_CONFIRMED = "The customer confirmed the payment with their bank (simulated); queued again.";

/** "$1,008.00" → "1008.00" */
const decimal = (money: string) => money.replace(/[$,]/g, "");

export function eventSays(step: string, message: string): Says | null {
  const says = (code: string, params: Record<string, unknown> = {}, note: string | null = null) => ({
    code,
    params,
    message: note,
  });
  if (step === "create") {
    if (message === "Refill Now.") return says("refill_now");
    if (message === "Phone menu.") return says("phone_menu");
    const m = /^Scheduled refill #(\d+) for (\d{4}-\d\d-\d\d)\.$/.exec(message);
    return m && says("scheduled", { schedule: Number(m[1]), date: m[2] });
  }
  if (step === "retry") {
    const m = /^Was (\w+)\.$/.exec(message);
    return m && says("retried", { status: m[1] });
  }
  if (step === "assign_card") {
    const m =
      /^(.+?) assigned(; queued again)?\.( It is now the customer's default card\.)?(?: Note: ([\s\S]*))?$/.exec(
        message,
      );
    return (
      m &&
      says(
        "card_assigned",
        { card: m[1], requeued: Boolean(m[2]), made_default: Boolean(m[3]) },
        m[4] ?? null,
      )
    );
  }
  if (step === "pay") {
    const m = /^The customer chose (.+); queued again\.$/.exec(message);
    return m && says("customer_chose", { card: m[1] });
  }
  if (step === "authenticate") {
    if (message === BANK_CONFIRMED) return says("bank_confirmed");
    if (message === AUTHENTICATION_FAILED) return says("bank_refused");
    return null;
  }
  if (step === "resolve") {
    const m = /^([\s\S]*) \(Refund #(\d+): (\S+) back (?:to (.+)|in cash)\.\)$/.exec(message);
    return (
      m &&
      says("refunded_and_closed", { refund: Number(m[2]), amount: decimal(m[3]), card: m[4] ?? null }, m[1])
    );
  }
  return null;
}

/** The sentence an event's code and values were written as before this migration. */
function eventSentence(code: string, p: Record<string, any>, message: string | null): string {
  switch (code) {
    case "refill_now":
      return "Refill Now.";
    case "phone_menu":
      return "Phone menu.";
    case "scheduled":
      return `Scheduled refill #${p.schedule} for ${p.date}.`;
    case "retried":
      return `Was ${p.status}.`;
    case "card_assigned":
      return [
        `${p.card} assigned${p.requeued ? "; queued again" : ""}.`,
        p.made_default ? "It is now the customer's default card." : "",
        message ? `Note: ${message}` : "",
      ]
        .filter(Boolean)
        .join(" ");
    case "customer_chose":
      return `The customer chose ${p.card}; queued again.`;
    case "bank_confirmed":
      return BANK_CONFIRMED;
    case "bank_refused":
      return AUTHENTICATION_FAILED;
    default: {
      const cents = Math.round(Number(p.amount) * 100);
      const back = p.card ? `to ${p.card}` : "in cash";
      return `${message} (Refund #${p.refund}: ${formatMoneyCents(cents)} back ${back}.)`;
    }
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("transaction_events").addColumn("code", "varchar(24)").execute();
  await db.schema.alterTable("transaction_events").addColumn("params", "varchar(1000)").execute();
  const events = await db
    .selectFrom("transaction_events")
    .select(["id", "step", "message"])
    .where("step", "in", ["create", "retry", "assign_card", "pay", "authenticate", "resolve"])
    .where("message", "is not", null)
    .execute();
  for (const e of events) {
    const says = eventSays(e.step, e.message);
    if (!says) continue;
    await db
      .updateTable("transaction_events")
      .set({ code: says.code, params: JSON.stringify(says.params), message: says.message })
      .where("id", "=", e.id)
      .execute();
  }

  await db.schema.alterTable("rental_lines").addColumn("card_brand", "varchar(20)").execute();
  await db.schema.alterTable("rental_lines").addColumn("card_last4", "varchar(4)").execute();
  await db.schema.alterTable("rental_lines").addColumn("from_date", "varchar(10)").execute();
  await db.schema.alterTable("rental_lines").addColumn("to_date", "varchar(10)").execute();
  await db.schema.alterTable("rental_lines").addColumn("reason", "varchar(500)").execute();
  await db.schema
    .alterTable("rental_lines")
    .addColumn("is_deposit", "boolean", (c) => c.notNull().defaultTo(sql`false`))
    .execute();

  const lines = await db
    .selectFrom("rental_lines")
    .select(["id", "kind", "description"])
    .where("kind", "in", ["extension", "extra_days", "adjustment", "payment", "refund", "deposit_refund"])
    .execute();
  for (const l of lines) {
    const values = valuesOf(l.kind, l.description);
    if (Object.entries(values).every(([, v]) => v === null || v === false)) continue;
    await db.updateTable("rental_lines").set(values).where("id", "=", l.id).execute();
  }
  await db.schema.alterTable("rental_lines").dropColumn("description").execute();
}

/** The English sentences again, as the server wrote them before this migration. */
export async function down(db: Kysely<any>): Promise<void> {
  const events = await db
    .selectFrom("transaction_events")
    .select(["id", "code", "params", "message"])
    .where("code", "is not", null)
    .execute();
  for (const e of events)
    await db
      .updateTable("transaction_events")
      .set({ message: eventSentence(e.code, JSON.parse(e.params ?? "{}"), e.message) })
      .where("id", "=", e.id)
      .execute();
  await db.schema.alterTable("transaction_events").dropColumn("params").execute();
  await db.schema.alterTable("transaction_events").dropColumn("code").execute();

  await db.schema
    .alterTable("rental_lines")
    .addColumn("description", "varchar(200)", (c) => c.notNull().defaultTo(""))
    .execute();
  const lines = await db.selectFrom("rental_lines").selectAll().execute();
  for (const l of lines)
    await db
      .updateTable("rental_lines")
      .set({ description: sentenceOf(l as Parameters<typeof sentenceOf>[0]) })
      .where("id", "=", l.id)
      .execute();
  for (const column of ["is_deposit", "reason", "to_date", "from_date", "card_last4", "card_brand"])
    await db.schema.alterTable("rental_lines").dropColumn(column).execute();
}

function sentenceOf(l: {
  kind: string;
  days: number | null;
  daily_rate: number | null;
  card_brand: string | null;
  card_last4: string | null;
  from_date: string | null;
  to_date: string | null;
  reason: string | null;
  is_deposit: boolean | number;
}): string {
  const english = (d: string) => {
    const [y, m, dd] = d.split("-").map(Number);
    return `${MONTHS[m - 1]} ${dd}, ${y}`;
  };
  const priced = (what: string) =>
    l.days === null || l.daily_rate === null
      ? what
      : `${what}: ${l.days} day${Math.abs(l.days) === 1 ? "" : "s"} × ${formatMoneyCents(l.daily_rate)}`;
  const label = cardLabel(l.card_brand, l.card_last4);
  switch (l.kind) {
    case "days":
      return priced("Rental");
    case "extension":
      return priced(
        l.from_date && l.to_date
          ? `End date moved from ${english(l.from_date)} to ${english(l.to_date)}`
          : "End date moved",
      );
    case "extra_days":
      return priced(l.to_date ? `Returned ${english(l.to_date)}, after the end date` : "Extra days");
    case "adjustment":
      return l.reason ? `Adjusted by staff: ${l.reason}` : "Adjustment";
    case "deposit":
      return "Deposit";
    case "deposit_applied":
      return "Deposit applied to what is owed";
    case "deposit_unpaid":
      return "Deposit not paid";
    case "deposit_refund":
      return label ? `Deposit refunded to ${label}` : "Deposit refunded in cash";
    case "payment":
      return `${l.is_deposit ? "Deposit paid" : "Payment"} ${label ? `by ${label}` : "in cash"}`;
    default:
      return label ? `Refund to ${label}` : "Refund in cash";
  }
}
