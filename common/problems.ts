/**
 * Why a payment, a refund, a top-up or a rental's provisioning did not go through (issue 33, item 9): a code
 * and its values, whose words are the reader's catalogue's, never an English sentence kept in a row. The
 * provider's own text, when it said more than the code's words, is kept beside it as `details` (for staff).
 *
 * The codes: the engine's own reasons (no card, the card expired, still processing…), the processor's decline
 * codes (Stripe's `decline_code`: card_declined, insufficient_funds, expired_card…), the top-up provider's
 * failure kinds, and one generic code per side for a provider's text nobody knows (its words say what
 * failed; `details` says why).
 */
export const PROBLEM_CODES = [
  // before charging: the engine's
  "no_card",
  "card_expired",
  // the processor's answer to a charge
  "card_declined",
  "insufficient_funds",
  "expired_card",
  "incorrect_cvc",
  "processing_error",
  "authentication_required",
  "payment_canceled",
  "payment_processing",
  "processor_unreachable",
  "payment_failed",
  // after the charge, the product's own
  "authentication_failed",
  "other_card_chosen",
  "replaced",
  "payment_unconfirmed",
  // a deposit's hold, gone before it was captured
  "hold_lapsed",
  // refunds
  "refund_failed",
  "refund_too_large",
  // top-ups
  "topup_refused",
  "topup_refunded",
  "topup_reversed",
  "wallet_short",
  "no_operator",
  "no_country",
  "topup_processing",
  "topup_unreachable",
  "topup_not_signed_in",
  "topup_failed",
  "operator_changed",
  // a rental's line at the carrier
  "provisioning_failed",
] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];

export const isProblemCode = (value: unknown): value is ProblemCode =>
  typeof value === "string" && (PROBLEM_CODES as readonly string[]).includes(value);

/**
 * A problem's values: `tries` when the engine gave up after that many transient errors in a row; a history
 * line's `next_at` (when a worker tries again) and `reference` (the top-up's reference it was sent under).
 */
export interface ProblemParams {
  tries?: number;
  next_at?: string;
  reference?: string;
}

/** What is stored and answered: the code, its values, the provider's own text when it said more. */
export interface Problem {
  code: ProblemCode;
  params: ProblemParams;
  details: string | null;
}

/** The words of each code, and how the values join them: one table per language. */
export interface ProblemWords {
  codes: Readonly<Record<ProblemCode, string>>;
  gaveUp: (text: string, tries: number) => string;
  nextTry: (text: string, at: string) => string;
  reference: (text: string, reference: string) => string;
}

/**
 * The English words: the sentences the server wrote before the codes, to the letter (the API's
 * `payment_error`, `refill_error` and `failure_message` keep answering them; migration 0021 reads them back).
 */
export const ENGLISH_PROBLEM_WORDS: ProblemWords = {
  codes: {
    no_card: "No card to charge: the customer must add or choose a card.",
    card_expired: "The card has expired: the customer must add or choose another card.",
    card_declined: "Your card was declined.",
    insufficient_funds: "Your card has insufficient funds.",
    expired_card: "Your card has expired.",
    incorrect_cvc: "Your card's security code is incorrect.",
    processing_error: "An error occurred while processing your card. Try again in a little bit.",
    authentication_required: "Authentication required.",
    payment_canceled: "The payment was canceled.",
    payment_processing: "The payment is still processing.",
    processor_unreachable: "The payment processor could not be reached.",
    payment_failed: "The payment did not go through.",
    authentication_failed: "Authentication failed: your bank did not confirm the payment.",
    other_card_chosen: "Not authenticated: another card was chosen for this refill.",
    replaced: "Replaced by a payment with another card.",
    payment_unconfirmed: "The payment was not confirmed by the processor.",
    hold_lapsed: "The hold on the card has expired or was cancelled by the bank.",
    refund_failed: "The refund failed.",
    refund_too_large: "Refund amount is greater than the unrefunded amount on the charge.",
    topup_refused: "The carrier refused the top-up.",
    topup_refunded: "The top-up was refunded by the carrier.",
    topup_reversed: "Reversed by the carrier",
    wallet_short: "The top-up wallet's balance is too low for this top-up.",
    no_operator: "The carrier has no operator id at the top-up provider.",
    no_country: "The phone number's country could not be told from its digits.",
    topup_processing: "The carrier is still processing the top-up.",
    topup_unreachable: "The top-up provider could not be reached.",
    topup_not_signed_in: "The top-up provider did not accept our credentials.",
    topup_failed: "The top-up did not go through.",
    operator_changed:
      "The number has moved to another operator: choose the line's carrier and plan again. Not charged.",
    provisioning_failed: "SIM activation failed at the carrier.",
  },
  gaveUp: (text, tries) => `${text} (gave up after ${tries} tries)`,
  nextTry: (text, at) => `${text} Next try at ${at}.`,
  reference: (text, reference) => `${reference}: ${text}`,
};

/**
 * A problem in a language's words. `withDetails`: the provider's own text in place of the code's words where
 * it said more (the English API fields, staff's words); otherwise the code's words only.
 */
export function problemText(words: ProblemWords, p: Problem, withDetails = false): string {
  let text = withDetails && p.details ? p.details : (words.codes[p.code] ?? p.code);
  if (p.params.tries) text = words.gaveUp(text, p.params.tries);
  return text;
}

/** A refill's history line of a problem: the reference it was sent under, when a worker tries again. */
export function problemLine(words: ProblemWords, p: Problem, withDetails = false): string {
  let text = problemText(words, p, withDetails);
  if (p.params.next_at) text = words.nextTry(text, p.params.next_at);
  if (p.params.reference) text = words.reference(text, p.params.reference);
  return text;
}

/** Which side a provider's text comes from, for the generic code of a text nobody knows. */
export type ProblemSide = "payment" | "refund" | "topup" | "rental";
const GENERIC: Record<ProblemSide, ProblemCode> = {
  payment: "payment_failed",
  refund: "refund_failed",
  topup: "topup_failed",
  rental: "provisioning_failed",
};

/** Stripe's decline codes that have words of their own; lost and stolen cards read as a plain decline, as Stripe says them. */
const DECLINE_CODES: Record<string, ProblemCode> = {
  card_declined: "card_declined",
  generic_decline: "card_declined",
  lost_card: "card_declined",
  stolen_card: "card_declined",
  do_not_honor: "card_declined",
  insufficient_funds: "insufficient_funds",
  expired_card: "expired_card",
  incorrect_cvc: "incorrect_cvc",
  processing_error: "processing_error",
  authentication_required: "authentication_required",
};

/** Known texts that are not any code's English words, and the code they mean. */
const OTHER_TEXTS: Array<[RegExp, ProblemCode]> = [
  // Stripe's sentences, sometimes followed by more ("… This transaction requires authentication.")
  [/^Your card was declined\b/, "card_declined"],
  [/^Your card has insufficient funds\b/, "insufficient_funds"],
  [/^Your card has expired\b/, "expired_card"],
  [/^Your card's security code is incorrect\b/, "incorrect_cvc"],
  [/^The payment processor could not be reached\b/, "processor_unreachable"],
  [/^The top-up provider could not be reached\b/, "topup_unreachable"],
  [/^The top-up provider did not accept our credentials\b/, "topup_not_signed_in"],
  [/^Carrier rejected the top-up\b/, "topup_refused"],
];

/**
 * The problem a provider's or the engine's text says. `code`: what the provider named it (Stripe's
 * decline_code or code), taken when it is one we have words for. Otherwise the text is matched against
 * the known sentences; a text nobody knows gets its side's generic code. The text is kept as `details`
 * unless it is exactly the code's English words.
 */
export function problemOf(
  side: ProblemSide,
  text: string,
  code?: string | null,
  params: ProblemParams = {},
): Problem {
  const named = code ? (DECLINE_CODES[code] ?? (isProblemCode(code) ? code : null)) : null;
  const known =
    named ??
    (Object.entries(ENGLISH_PROBLEM_WORDS.codes).find(([, words]) => words === text)?.[0] as
      ProblemCode | undefined) ??
    OTHER_TEXTS.find(([re]) => re.test(text))?.[1] ??
    GENERIC[side];
  const details = text === ENGLISH_PROBLEM_WORDS.codes[known] || text === "" ? null : text;
  return { code: known, params, details };
}

/** A problem the engine names itself (no provider text). */
export const problem = (code: ProblemCode, params: ProblemParams = {}): Problem => ({
  code,
  params,
  details: null,
});

/**
 * A stored sentence read back into its problem (migration 0021, and nothing else): "… (gave up after N tries)",
 * a history line's "… Next try at <time>." and "<reference>: …" carried their values in the sentence.
 */
export function parseStoredProblem(side: ProblemSide, sentence: string, inHistory = false): Problem {
  let text = sentence;
  const params: ProblemParams = {};
  if (inHistory) {
    const next = /^([\s\S]*) Next try at (\S+)\.$/.exec(text);
    if (next) [text, params.next_at] = [next[1], next[2]];
    const ref = /^(txn-\d+(?:-\d+)?): ([\s\S]*)$/.exec(text);
    if (ref) [params.reference, text] = [ref[1], ref[2]];
  }
  const gaveUp = /^([\s\S]*) \(gave up after (\d+) tries\)$/.exec(text);
  if (gaveUp) [text, params.tries] = [gaveUp[1], Number(gaveUp[2])];
  return problemOf(side, text, null, params);
}

/** A problem kept in a row as its code and its values (JSON), the provider's text in the old column. */
export function problemFromRow(
  code: string | null,
  params: string | null,
  details: string | null,
): Problem | null {
  if (!code || !isProblemCode(code)) return null;
  let values: ProblemParams = {};
  try {
    values = params ? (JSON.parse(params) as ProblemParams) : {};
  } catch {
    values = {};
  }
  return { code, params: values, details };
}

/** Stripe's reasons for a dispute (a card's holder asked their bank for the money back), in English. */
export const ENGLISH_DISPUTE_REASONS: Readonly<Record<string, string>> = {
  bank_cannot_process: "the bank cannot process it",
  credit_not_processed: "a promised refund was not made",
  customer_initiated: "the customer asked their bank",
  debit_not_authorized: "the payment was not authorized",
  duplicate: "charged twice",
  fraudulent: "fraud",
  general: "no reason given",
  incorrect_account_details: "wrong account details",
  insufficient_funds: "insufficient funds",
  product_not_received: "service not received",
  product_unacceptable: "service not as described",
  subscription_canceled: "the subscription was canceled",
  unrecognized: "the customer does not recognize the charge",
};

/** A dispute's reason in a language's words; a reason Stripe added later reads as itself. */
export const disputeReasonText = (words: Readonly<Record<string, string>>, reason: string) =>
  Object.hasOwn(words, reason) ? words[reason] : reason;
