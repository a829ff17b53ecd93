import { TRANSACTION_MOVING } from "../../../common/api/enums";
import { problemText } from "../../../common/problems";
import { storedProblem } from "../../db/problems";
import type { PhoneCallStep } from "../../db/schema";
import type { DB } from "../../db/connection";
import type { AuthContext } from "../../security/caller";
import { ApiError, firstErrorMessage } from "../../http/errors";
import { hashToken, sameSecret } from "../../security/tokens";
import { spokenAmount } from "../../i18n";
import { createTransaction } from "../../refills/place";
import { SPANISH_KEY, SPANISH_OFFER } from "./prompts";
import { cancelAutomaticRefill } from "../../refills/auto-refill";
import {
  automaticRefill,
  type Call,
  caller,
  lastRefill,
  lineByNumber,
  linePin,
  type MenuCompany,
  placedRefill,
  refillOffer,
} from "./queries";
import type { Answer } from "./twiml";

/**
 * The phone menu's steps (docs/engines.md, "Refill by phone"): what a call answered at each step hears,
 * and where it goes next. `answer.ts` claims the call's row for a step and saves what the step changed.
 */

/** how many times the status step looks at a refill before giving up on telling its outcome in the call */
export const STATUS_POLLS = 10;
export const POLL_PAUSE_SECONDS = 2;

export interface MenuDeps {
  db: DB;
  /** counts a PIN try of the line; null when allowed, else seconds until the next one is */
  pinThrottle: (lineNumber: string) => Promise<number | null>;
  /** a refill was placed (committed): wake the workers */
  refillQueued?: () => void;
  now?: () => Date;
}

export type Step = (
  deps: MenuDeps,
  company: MenuCompany,
  call: Call,
  digits: string,
  answer: Answer,
) => Promise<unknown>;

/**
 * The welcome, then the line or (a caller from a known line) the PIN. An English call offers Spanish, in
 * Spanish; a known caller whose profile language is Spanish is welcomed in Spanish at once.
 */
export async function start(deps: MenuDeps, company: MenuCompany, from: string, answer: Answer) {
  const line = await lineByNumber(deps.db, company.id, from);
  if (line?.language === "es") answer.speak("es");
  const { say } = answer.words;
  const welcome = [
    say.welcome(company.name),
    ...(answer.language === "en" ? [{ text: SPANISH_OFFER, language: "es" as const }] : []),
  ];
  if (!line) return answer.gather("line", [...welcome, say.askLine]);
  answer.changes = { ...answer.changes, phone_number_id: line.id, user_id: line.user_id };
  return answer.gather("pin", [...welcome, say.askPin]);
}

/**
 * The offer of the welcome taken (2, never a line nor a PIN, at the step that asks for either): the call
 * speaks Spanish from now on, and the same question is asked again in Spanish, after the welcome when it
 * answers the welcome itself (the call's first step: seq 2).
 */
function toSpanish(company: MenuCompany, call: Call, digits: string, answer: Answer) {
  if (call.language !== "en" || digits !== SPANISH_KEY) return null;
  answer.speak("es");
  answer.changes = { ...answer.changes, tries: 0 };
  const { say } = answer.words;
  const step = call.step === "pin" ? "pin" : "line";
  const welcome = call.seq === 2 ? [say.welcome(company.name)] : [];
  return answer.gather(step, [...welcome, step === "pin" ? say.askPin : say.askLine]);
}

const keyedLine: Step = async ({ db }, company, call, digits, answer) => {
  const { say } = answer.words;
  if (!digits) return answer.miss(call, say.silence, "line", say.askLine);
  if (toSpanish(company, call, digits, answer)) return answer;
  const line = await lineByNumber(db, company.id, digits);
  if (!line) return answer.miss(call, say.unknownLine, "line", say.askLine);
  answer.changes = { phone_number_id: line.id, user_id: line.user_id, tries: 0 };
  return answer.gather("pin", [say.askPin]);
};

const pin: Step = async ({ db, pinThrottle }, company, call, digits, answer) => {
  const { say } = answer.words;
  if (!digits) return answer.miss(call, say.silence, "pin", say.askPin);
  if (toSpanish(company, call, digits, answer)) return answer;
  const row = await linePin(db, call);
  if (!row) return answer.hangup(say.unknownLine);
  if ((await pinThrottle(row.number)) !== null) return answer.hangup(say.throttled);
  // Hashes have one length: the comparison tells nothing about the stored PIN's length.
  const ok =
    !!row.pin && row.is_active && sameSecret(hashToken(row.pin), hashToken(digits.replace(/#/g, "")));
  if (!ok) return answer.miss(call, say.wrongPin, "pin", say.askPin);
  return answer.menu();
};

const menu: Step = async ({ db }, _company, call, digits, answer) => {
  const { say, status } = answer.words;
  const amount = (cents: number) => spokenAmount(cents, answer.language);
  if (!digits) return answer.miss(call, say.silence, "menu", say.menu, 1);
  if (digits === "9") return answer.menu();
  if (digits === "1") {
    const offer = await refillOffer(db, call);
    if (!offer.plan) return answer.menu(say.noPlan);
    if (!offer.card) return answer.menu(say.noCard);
    answer.changes = { tries: 0 };
    return answer.gather(
      "confirm",
      [say.confirm(offer.number, offer.plan.name, amount(offer.plan.amount))],
      1,
    );
  }
  if (digits === "2") {
    const last = await lastRefill(db, call);
    if (!last) return answer.menu(say.noRefill);
    return answer.menu(say.last(amount(last.amount), status[last.status]));
  }
  if (digits === "3") {
    const auto = await automaticRefill(db, call);
    if (!auto) return answer.menu(say.noAutoRefill);
    const { number } = await refillOffer(db, call);
    answer.changes = { tries: 0 };
    return answer.gather("cancel_auto", [say.confirmCancelAuto(number, auto.plan)], 1);
  }
  return answer.miss(call, say.badKey, "menu", say.menu, 1);
};

/**
 * "Press 3": the line's automatic refill cancelled on 1 (DESIGN.md §16: cancel any time, the phone menu
 * among the ways), as the customer's own pause of it would be: the schedule stops and the customer is sent
 * the cancellation's confirmation. Any other key keeps it.
 */
const cancelAuto: Step = async ({ db, now }, _company, call, digits, answer) => {
  const { say } = answer.words;
  const auto = await automaticRefill(db, call);
  if (!auto) return answer.menu(say.noAutoRefill);
  if (!digits) {
    const { number } = await refillOffer(db, call);
    return answer.miss(call, say.silence, "cancel_auto", say.confirmCancelAuto(number, auto.plan), 1);
  }
  if (digits !== "1") return answer.menu(say.autoRefillKept);
  // The PIN proved the line is the caller's: cancelled as if they paused it on their own screen.
  const cancelled = await cancelAutomaticRefill(db, auto.id, now?.() ?? new Date());
  return answer.menu(cancelled ? say.autoRefillCancelled : say.noAutoRefill);
};

const confirm: Step = async ({ db, now, refillQueued }, company, call, digits, answer) => {
  const { say, reason } = answer.words;
  if (!digits) {
    const offer = await refillOffer(db, call);
    if (!offer.plan || !offer.card) return answer.menu(offer.plan ? say.noCard : say.noPlan);
    return answer.miss(
      call,
      say.silence,
      "confirm",
      say.confirm(offer.number, offer.plan.name, spokenAmount(offer.plan.amount, answer.language)),
      1,
    );
  }
  if (digits !== "1") return answer.menu(say.cancelled);
  const offer = await refillOffer(db, call);
  if (!offer.plan) return answer.menu(say.noPlan);
  if (!offer.card) return answer.menu(say.noCard);
  const user = await caller(db, call);
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
    refillQueued?.();
    answer.changes = { transaction_id: id, tries: 0 };
  } catch (err) {
    if (!(err instanceof ApiError) || err.statusCode !== 400) throw err;
    return answer.menu(say.notPlaced(reason(firstErrorMessage(err.body))));
  }
  answer.say(say.placed);
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
  const { say, status: phrases, problems } = answer.words;
  const t = call.transaction_id ? await placedRefill(db, call.transaction_id) : undefined;
  if (!t) return answer.menu(say.noRefill);
  const amount = spokenAmount(t.amount, answer.language);
  if (t.status === "success") return answer.menu(say.succeeded(amount));
  if (TRANSACTION_MOVING.includes(t.status)) {
    if (call.tries + 1 >= STATUS_POLLS) return answer.menu(say.stillRunning);
    answer.changes = { tries: call.tries + 1 };
    return poll(answer);
  }
  if (t.status === "resolved") return answer.menu(say.last(amount, phrases.resolved));
  // Why, in the call's language: the code's words, never the provider's English.
  const why =
    storedProblem(t.payment_error_code, t.payment_error_params, null) ??
    storedProblem(t.refill_error_code, t.refill_error_params, null);
  return answer.menu(say.failed(amount, why ? problemText(problems, why) : ""));
};

export const STEPS: Record<Exclude<PhoneCallStep, "done">, Step> = {
  line: keyedLine,
  pin,
  menu,
  confirm,
  status,
  cancel_auto: cancelAuto,
};
