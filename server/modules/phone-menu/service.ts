import twilio from "twilio";
import { formatMoneyCents } from "../../../common/money";
import type { DB } from "../../db/connection";
import type { PhoneCallsTable, PhoneCallStep, TransactionStatus } from "../../db/schema";
import type { Selectable, Updateable } from "kysely";
import type { AuthContext } from "../../security/caller";
import { ApiError, isUniqueViolation } from "../../http/errors";
import { hashToken, sameSecret } from "../../security/tokens";
import { phoneCandidates } from "../accounts/sessions";
import { createTransaction } from "../transactions/create";
import type { VoiceParams } from "./schemas";

/**
 * The phone menu (docs/engines.md): each Twilio webhook is one step of a call whose state is a phone_calls
 * row, so that any API process may answer the next one. A step first claims the call (seq moves on only if
 * it still is what the request's URL names), then answers: a replayed or duplicated request claims nothing.
 */

export const VOICE_PATH = "/api/phone-menu/voice/";
/** how many times the status step looks at a refill before giving up on telling its outcome in the call */
export const STATUS_POLLS = 10;
export const POLL_PAUSE_SECONDS = 2;
/** bad keys or silences in a row on one step (wrong PINs included) before goodbye */
export const MAX_TRIES = 3;

export const SAY = {
  welcome: (company: string) => `Welcome to ${company}.`,
  askLine: "Please enter the phone number you want to refill, followed by the pound key.",
  unknownLine: "We could not find that phone number.",
  askPin: "Please enter your PIN, followed by the pound key.",
  wrongPin: "That PIN is not correct.",
  throttled: "There were too many tries for this line. Please call again later.",
  menu: "To refill this line with its plan, press 1. To hear the status of your last refill, press 2. To hear these options again, press 9.",
  badKey: "Sorry, that is not one of the options.",
  silence: "We did not hear anything.",
  tooMany: "Sorry, we could not help you this time.",
  goodbye: "Goodbye.",
  noPlan: "This line has no active plan to refill. Please contact us.",
  noCard: "You have no default card. Please add a card on our website, then call again.",
  confirm: (number: string, plan: string, amount: string) =>
    `To refill ${spokenDigits(number)} with ${plan}, for ${amount}, charged to your default card, press 1. To go back, press any other key.`,
  cancelled: "The refill was not placed.",
  placed: "Your refill is being processed. Please hold.",
  notPlaced: (reason: string) => `The refill could not be placed. ${reason}`,
  succeeded: (amount: string) => `Your refill of ${amount} succeeded. Thank you.`,
  failed: (amount: string, reason: string) => `Your refill of ${amount} did not go through. ${reason}`.trim(),
  stillRunning: "Your refill is still being processed. Press 2 later to hear how it ended.",
  noRefill: "This line has no refill yet.",
  last: (amount: string, status: string) => `Your last refill, of ${amount}, ${status}`,
} as const;

/** The last refill's status as a sentence's end. */
const STATUS_WORDS: Record<TransactionStatus, string> = {
  in_queue: "is waiting to be processed.",
  in_progress: "is being processed.",
  success: "succeeded.",
  resolved: "was closed by our staff.",
  error: "did not go through.",
  action_required: "needs your attention. Please contact us.",
};

/** "5550100001" read digit by digit, not as five billion. */
const spokenDigits = (number: string) => number.split("").join(" ");

export interface MenuCompany {
  id: number;
  name: string;
  phone_menu_number: string | null;
  twilio_auth_token: string | null;
}

/** The company whose phone menu answers the called number (Twilio's `To`), if any. */
export async function companyByCalledNumber(db: DB, to: string): Promise<MenuCompany | undefined> {
  const candidates = phoneCandidates(to);
  if (!candidates.length) return undefined;
  return db
    .selectFrom("companies")
    .select(["id", "name", "phone_menu_number", "twilio_auth_token"])
    .where("phone_menu_number", "in", candidates)
    .executeTakeFirst();
}

/** An active line of an active customer of the company, by the number as called from or keyed in. */
async function lineByNumber(db: DB, companyId: number, input: string) {
  const candidates = phoneCandidates(input);
  if (!candidates.length) return undefined;
  const rows = await db
    .selectFrom("phone_numbers as pn")
    .innerJoin("users as u", "u.id", "pn.user_id")
    .select(["pn.id", "pn.number", "pn.user_id"])
    .where("pn.company_id", "=", companyId)
    .where("pn.number", "in", candidates)
    .where("pn.is_active", "=", true)
    .where("u.is_active", "=", true)
    .execute();
  return candidates.map((c) => rows.find((r) => r.number === c)).find(Boolean);
}

type Call = Selectable<PhoneCallsTable>;
type CallChanges = Omit<Updateable<PhoneCallsTable>, "id" | "call_sid" | "company_id" | "seq">;

/** One answer being built: its TwiML and the call's new state. */
class Answer {
  readonly twiml = new twilio.twiml.VoiceResponse();
  changes: CallChanges = {};
  constructor(readonly action: string) {}

  say(...lines: string[]) {
    for (const line of lines) this.twiml.say(line);
    return this;
  }
  /** Asks for keys; silence posts to the same step with no digits, so every step hears it. */
  gather(step: PhoneCallStep, lines: string[], numDigits?: number) {
    const gather = this.twiml.gather({
      action: this.action,
      method: "POST",
      timeout: 6,
      finishOnKey: "#",
      actionOnEmptyResult: true,
      ...(numDigits ? { numDigits } : {}),
    });
    for (const line of lines) gather.say(line);
    this.changes = { ...this.changes, step };
    return this;
  }
  hangup(...lines: string[]) {
    this.say(...lines, SAY.goodbye);
    this.twiml.hangup();
    this.changes = { ...this.changes, step: "done" };
    return this;
  }
  /** A wrong answer or silence: asked again, up to MAX_TRIES in a row, then goodbye. */
  miss(call: Call, why: string, step: PhoneCallStep, prompt: string, numDigits?: number) {
    const tries = call.tries + 1;
    if (tries >= MAX_TRIES) return this.hangup(why, SAY.tooMany);
    this.changes = { ...this.changes, tries };
    return this.gather(step, [why, prompt], numDigits);
  }
  menu(...before: string[]) {
    this.changes = { ...this.changes, tries: 0 };
    return this.gather("menu", [...before, SAY.menu], 1);
  }
}

export interface MenuDeps {
  db: DB;
  /** counts a PIN try of the line; null when allowed, else seconds until the next one is */
  pinThrottle: (lineNumber: string) => Promise<number | null>;
  now?: () => Date;
}

/**
 * Answers one signed webhook of `company`'s menu with TwiML, or null when the request must be refused:
 * a start for a call already started, a step that was already answered (`seq` moved on), or another
 * company's call.
 */
export async function answerStep(
  deps: MenuDeps,
  company: MenuCompany,
  params: VoiceParams,
  seq: number | null,
): Promise<string | null> {
  const { db } = deps;
  const at = (deps.now?.() ?? new Date()).toISOString();
  let call: Call | undefined;
  if (seq === null) {
    try {
      call = await db
        .insertInto("phone_calls")
        .values({
          call_sid: params.CallSid,
          company_id: company.id,
          from_number: params.From.slice(0, 32),
          step: "line",
          seq: 1,
          phone_number_id: null,
          user_id: null,
          transaction_id: null,
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (err) {
      if (isUniqueViolation(err)) return null;
      throw err;
    }
  } else {
    const claimed = await db
      .updateTable("phone_calls")
      .set((eb) => ({ seq: eb("seq", "+", 1), updated_at: at }))
      .where("call_sid", "=", params.CallSid)
      .where("company_id", "=", company.id)
      .where("seq", "=", seq)
      .where("step", "<>", "done")
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return null;
    call = await db
      .selectFrom("phone_calls")
      .selectAll()
      .where("call_sid", "=", params.CallSid)
      .executeTakeFirstOrThrow();
  }

  const answer = new Answer(`${VOICE_PATH}?s=${call.seq}`);
  const digits = (params.Digits ?? "").replace(/[^0-9*#]/g, "");
  if (seq === null) await start(deps, company, params.From, answer);
  else await STEPS[call.step as Exclude<PhoneCallStep, "done">](deps, company, call, digits, answer);

  await db
    .updateTable("phone_calls")
    .set({ ...answer.changes, updated_at: at })
    .where("id", "=", call.id)
    .execute();
  return answer.twiml.toString();
}

type Step = (
  deps: MenuDeps,
  company: MenuCompany,
  call: Call,
  digits: string,
  answer: Answer,
) => Promise<unknown>;

async function start(deps: MenuDeps, company: MenuCompany, from: string, answer: Answer) {
  const line = await lineByNumber(deps.db, company.id, from);
  if (!line) return answer.gather("line", [SAY.welcome(company.name), SAY.askLine]);
  answer.changes = { phone_number_id: line.id, user_id: line.user_id };
  return answer.gather("pin", [SAY.welcome(company.name), SAY.askPin]);
}

const keyedLine: Step = async ({ db }, company, call, digits, answer) => {
  if (!digits) return answer.miss(call, SAY.silence, "line", SAY.askLine);
  const line = await lineByNumber(db, company.id, digits);
  if (!line) return answer.miss(call, SAY.unknownLine, "line", SAY.askLine);
  answer.changes = { phone_number_id: line.id, user_id: line.user_id, tries: 0 };
  return answer.gather("pin", [SAY.askPin]);
};

const pin: Step = async ({ db, pinThrottle }, _company, call, digits, answer) => {
  if (!digits) return answer.miss(call, SAY.silence, "pin", SAY.askPin);
  const row = await db
    .selectFrom("phone_numbers as pn")
    .innerJoin("users as u", "u.id", "pn.user_id")
    .select(["pn.number", "u.pin", "u.is_active"])
    .where("pn.id", "=", call.phone_number_id!)
    .where("u.id", "=", call.user_id!)
    .executeTakeFirst();
  if (!row) return answer.hangup(SAY.unknownLine);
  if ((await pinThrottle(row.number)) !== null) return answer.hangup(SAY.throttled);
  // Hashes have one length: the comparison tells nothing about the stored PIN's length.
  const ok =
    !!row.pin && row.is_active && sameSecret(hashToken(row.pin), hashToken(digits.replace(/#/g, "")));
  if (!ok) return answer.miss(call, SAY.wrongPin, "pin", SAY.askPin);
  return answer.menu();
};

/** The line's plan (active, with an active carrier) and the owner's default card, as the refill needs them. */
async function refillOffer(db: DB, call: Call) {
  const line = await db
    .selectFrom("phone_numbers as pn")
    .leftJoin("plans as p", "p.id", "pn.plan_id")
    .leftJoin("carriers as c", "c.id", "p.carrier_id")
    .select([
      "pn.id",
      "pn.number",
      "p.id as plan_id",
      "p.name as plan_name",
      "p.amount",
      "p.is_active",
      "c.is_active as carrier_active",
    ])
    .where("pn.id", "=", call.phone_number_id!)
    .executeTakeFirstOrThrow();
  const card = await db
    .selectFrom("payment_methods")
    .select(["id"])
    .where("user_id", "=", call.user_id!)
    .where("is_default", "=", true)
    .where("is_active", "=", true)
    .executeTakeFirst();
  const plan =
    line.plan_id !== null && line.is_active && line.carrier_active
      ? { id: line.plan_id, name: line.plan_name!, amount: line.amount! }
      : null;
  return { number: line.number, plan, card };
}

const menu: Step = async ({ db }, _company, call, digits, answer) => {
  if (!digits) return answer.miss(call, SAY.silence, "menu", SAY.menu, 1);
  if (digits === "9") return answer.menu();
  if (digits === "1") {
    const offer = await refillOffer(db, call);
    if (!offer.plan) return answer.menu(SAY.noPlan);
    if (!offer.card) return answer.menu(SAY.noCard);
    answer.changes = { tries: 0 };
    return answer.gather(
      "confirm",
      [SAY.confirm(offer.number, offer.plan.name, formatMoneyCents(offer.plan.amount))],
      1,
    );
  }
  if (digits === "2") {
    const last = await db
      .selectFrom("transactions")
      .select(["status", "amount"])
      .where("phone_number_id", "=", call.phone_number_id!)
      .where("company_id", "=", call.company_id)
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    if (!last) return answer.menu(SAY.noRefill);
    return answer.menu(SAY.last(formatMoneyCents(last.amount), STATUS_WORDS[last.status]));
  }
  return answer.miss(call, SAY.badKey, "menu", SAY.menu, 1);
};

const confirm: Step = async ({ db, now }, company, call, digits, answer) => {
  if (!digits) {
    const offer = await refillOffer(db, call);
    if (!offer.plan || !offer.card) return answer.menu(offer.plan ? SAY.noCard : SAY.noPlan);
    return answer.miss(
      call,
      SAY.silence,
      "confirm",
      SAY.confirm(offer.number, offer.plan.name, formatMoneyCents(offer.plan.amount)),
      1,
    );
  }
  if (digits !== "1") return answer.menu(SAY.cancelled);
  const offer = await refillOffer(db, call);
  if (!offer.plan) return answer.menu(SAY.noPlan);
  if (!offer.card) return answer.menu(SAY.noCard);
  const user = await db
    .selectFrom("users")
    .selectAll()
    .where("id", "=", call.user_id!)
    .executeTakeFirstOrThrow();
  // The caller proved who they are with the PIN: the refill is theirs, as if they pressed Refill Now.
  const ctx: AuthContext = { user, tokenId: 0, hijackedBy: null, companyId: company.id };
  try {
    const id = await createTransaction(
      db,
      ctx,
      { phone_number: call.phone_number_id!, plan: offer.plan.id, payment_method: offer.card.id },
      now?.() ?? new Date(),
      "ivr",
    );
    answer.changes = { transaction_id: id, tries: 0 };
  } catch (err) {
    if (!(err instanceof ApiError) || err.statusCode !== 400) throw err;
    return answer.menu(SAY.notPlaced(firstMessage(err.body)));
  }
  answer.say(SAY.placed);
  return poll(answer);
};

/** Waits a little for the worker, then asks again at the status step (Twilio follows the redirect). */
function poll(answer: Answer) {
  answer.twiml.pause({ length: POLL_PAUSE_SECONDS });
  answer.twiml.redirect({ method: "POST" }, answer.action);
  answer.changes = { ...answer.changes, step: "status" };
  return answer;
}

const status: Step = async ({ db }, _company, call, _digits, answer) => {
  const t = call.transaction_id
    ? await db
        .selectFrom("transactions")
        .select(["status", "amount", "payment_error", "refill_error"])
        .where("id", "=", call.transaction_id)
        .executeTakeFirst()
    : undefined;
  if (!t) return answer.menu(SAY.noRefill);
  const amount = formatMoneyCents(t.amount);
  if (t.status === "success") return answer.menu(SAY.succeeded(amount));
  if (t.status === "in_queue" || t.status === "in_progress") {
    if (call.tries + 1 >= STATUS_POLLS) return answer.menu(SAY.stillRunning);
    answer.changes = { tries: call.tries + 1 };
    return poll(answer);
  }
  if (t.status === "resolved") return answer.menu(SAY.last(amount, STATUS_WORDS.resolved));
  return answer.menu(SAY.failed(amount, t.payment_error ?? t.refill_error ?? ""));
};

const STEPS: Record<Exclude<PhoneCallStep, "done">, Step> = {
  line: keyedLine,
  pin,
  menu,
  confirm,
  status,
};

function firstMessage(body: unknown): string {
  if (body && typeof body === "object") {
    for (const value of Object.values(body as Record<string, unknown>)) {
      if (typeof value === "string") return value;
      if (Array.isArray(value) && typeof value[0] === "string") return value[0];
    }
  }
  return "";
}

/** What the simulator shows of a TwiML answer: the spoken lines in order and what the call does next. */
export function readTwiml(xml: string) {
  const unescape = (s: string) =>
    s
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, "&");
  const say = [...xml.matchAll(/<Say[^>]*>([\s\S]*?)<\/Say>/g)].map((m) => unescape(m[1]));
  const pause = Number(/<Pause length="(\d+)"/.exec(xml)?.[1] ?? 0);
  const next = /<Hangup\s*\/>/.test(xml) ? "hangup" : /<Redirect/.test(xml) ? "redirect" : "gather";
  return { say, next, pause } as const;
}
