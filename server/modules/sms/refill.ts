import { cardLabel } from "../../../common/cards";
import type { Language } from "../../../common/languages";
import { formatPhone, phoneCandidates } from "../../../common/phone";
import type { TwilioCompany } from "../../company/twilio-webhook";
import type { DB } from "../../db/connection";
import { findPlan, onSale } from "../../db/lookups";
import { ApiError, firstErrorMessage } from "../../http/errors";
import { CATALOGUES } from "../../i18n";
import { formatsFor } from "../../messages/render";
import { createTransaction } from "../../refills/place";
import type { AuthContext } from "../../security/caller";

/**
 * Refill by text (docs/messages.md): a customer who agreed to texts at this number texts REFILL; the reply
 * offers the line's plan, price and default card (several lines: listed by number, the customer answers one);
 * YES within 10 minutes places the refill (trigger `sms`) as if they pressed Refill Now, once: the offer is
 * gone with the YES. Answers the reply's text.
 */

/** How long an offer waits for its YES. */
export const OFFER_MINUTES = 10;

export interface Texting {
  db: DB;
  company: TwilioCompany;
  /** the sender's number, digits as stored */
  phone: string;
  language: Language;
  now: Date;
  /** the refill was queued: ring the worker */
  refillQueued: () => void;
}

const words = (t: Texting) => CATALOGUES[t.language].inbound;

/** The company's active customer who agreed to texts at this number. */
function customerTexting(t: Texting) {
  return t.db
    .selectFrom("users")
    .selectAll()
    .where("company_id", "=", t.company.id)
    .where("is_company_member", "=", false)
    .where("is_active", "=", true)
    .where("sms_phone", "in", phoneCandidates(t.phone))
    .where("sms_consent_at", "is not", null)
    .orderBy("id")
    .executeTakeFirst();
}

const conversation = (t: Texting) =>
  t.db
    .selectFrom("sms_conversations")
    .selectAll()
    .where("company_id", "=", t.company.id)
    .where("phone", "=", t.phone)
    .executeTakeFirst();

async function saveConversation(
  t: Texting,
  userId: number,
  fields: {
    step: "choose" | "confirm";
    line_ids?: string;
    phone_number_id?: number;
    plan_id?: number;
    payment_method_id?: number;
  },
) {
  const at = t.now.toISOString();
  const row = {
    user_id: userId,
    language: t.language,
    line_ids: "",
    phone_number_id: null,
    plan_id: null,
    payment_method_id: null,
    ...fields,
    expires_at: new Date(t.now.getTime() + OFFER_MINUTES * 60_000).toISOString(),
    updated_at: at,
  };
  await t.db
    .insertInto("sms_conversations")
    .values({ company_id: t.company.id, phone: t.phone, ...row })
    .onConflict((oc) => oc.columns(["company_id", "phone"]).doUpdateSet(row))
    .execute();
}

const endConversation = (t: Texting) =>
  t.db
    .deleteFrom("sms_conversations")
    .where("company_id", "=", t.company.id)
    .where("phone", "=", t.phone)
    .executeTakeFirst();

/** The customer's active lines, oldest first. */
const activeLines = (t: Texting, userId: number) =>
  t.db
    .selectFrom("phone_numbers")
    .select(["id", "number", "plan_id"])
    .where("company_id", "=", t.company.id)
    .where("user_id", "=", userId)
    .where("is_active", "=", true)
    .orderBy("id")
    .execute();

/** REFILL: the offer for the customer's one line, or their lines by number. */
export async function startRefill(t: Texting): Promise<string> {
  const w = words(t);
  const user = await customerTexting(t);
  if (!user) return w.notSignedUp(t.company.name);
  const lines = await activeLines(t, user.id);
  if (!lines.length) return w.noLines(t.company.name);
  if (lines.length === 1) return offer(t, user.id, lines[0]!);
  await saveConversation(t, user.id, { step: "choose", line_ids: lines.map((l) => l.id).join(",") });
  const list = lines.map((l, i) => `${i + 1} ${formatPhone(l.number)}`).join(", ");
  return w.choose(t.company.name, list);
}

/** The offer for one line: its plan, price and the customer's default card; waiting for YES. */
async function offer(
  t: Texting,
  userId: number,
  line: { id: number; number: string; plan_id: number | null },
) {
  const w = words(t);
  const plan = line.plan_id === null ? undefined : await findPlan(t.db, t.company.id, line.plan_id);
  if (!plan || !onSale(plan)) return w.noPlan(t.company.name, formatPhone(line.number));
  const card = await t.db
    .selectFrom("payment_methods")
    .select(["id", "brand", "last4"])
    .where("user_id", "=", userId)
    .where("is_active", "=", true)
    .where("is_default", "=", true)
    .executeTakeFirst();
  if (!card) return w.noCard(t.company.name);
  await saveConversation(t, userId, {
    step: "confirm",
    phone_number_id: line.id,
    plan_id: plan.id,
    payment_method_id: card.id,
  });
  const money = formatsFor(t.language, t.company.name, "").money(plan.amount);
  return w.offer(
    t.company.name,
    formatPhone(line.number),
    plan.name,
    money,
    cardLabel(card.brand, card.last4) ?? card.last4,
  );
}

/** A number answered to the list of lines. Null: no list is waiting (the text is not an answer). */
export async function chooseLine(t: Texting, answer: number): Promise<string | null> {
  const c = await conversation(t);
  if (c?.step !== "choose") return null;
  const w = words(t);
  if (c.expires_at < t.now.toISOString()) {
    await endConversation(t);
    return w.expired(t.company.name);
  }
  const ids = c.line_ids.split(",").map(Number);
  const line = (await activeLines(t, c.user_id)).find((l) => l.id === ids[answer - 1]);
  if (!line) return w.badChoice(ids.length);
  return offer(t, c.user_id, line);
}

/** YES: the offer waiting, placed once; late, absent or already taken: what to do instead. */
export async function confirmRefill(t: Texting): Promise<string> {
  const w = words(t);
  const c = await conversation(t);
  if (c?.step !== "confirm" || c.expires_at < t.now.toISOString()) {
    if (c) await endConversation(t);
    return w.expired(t.company.name);
  }
  // The offer is taken by whoever deletes it: a YES sent twice (or delivered twice) places one refill.
  const taken = await t.db
    .deleteFrom("sms_conversations")
    .where("company_id", "=", t.company.id)
    .where("phone", "=", t.phone)
    .where("updated_at", "=", c.updated_at)
    .executeTakeFirst();
  if (Number(taken.numDeletedRows) !== 1) return w.expired(t.company.name);
  const user = await t.db
    .selectFrom("users")
    .selectAll()
    .where("id", "=", c.user_id)
    .executeTakeFirstOrThrow();
  const line = await t.db
    .selectFrom("phone_numbers")
    .select("number")
    .where("id", "=", c.phone_number_id!)
    .executeTakeFirstOrThrow();
  // The customer proved the number is theirs (their consent names it): the refill is theirs, as Refill Now.
  const ctx: AuthContext = { user, tokenId: 0, hijackedBy: null, companyId: t.company.id };
  try {
    await createTransaction(
      t.db,
      ctx,
      { phone_number: c.phone_number_id!, plan: c.plan_id!, payment_method: c.payment_method_id! },
      t.now,
      "sms",
    );
  } catch (err) {
    if (!(err instanceof ApiError) || err.statusCode !== 400) throw err;
    return w.notPlaced(t.company.name, CATALOGUES[t.language].reason(firstErrorMessage(err.body)));
  }
  t.refillQueued();
  return w.queued(t.company.name, formatPhone(line.number));
}
