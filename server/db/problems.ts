import {
  ENGLISH_PROBLEM_WORDS,
  type Problem,
  type ProblemCode,
  problemFromRow,
  problemText,
} from "../../common/problems";
import type { ProblemAnswer } from "../../common/api/problems";

/**
 * A problem (common/problems.ts; migration 0021) as a row keeps it, and back: its code and values in
 * `<column>_code` and `<column>_params` (JSON), the provider's own text (details) in the old column. One
 * writer per column pair, so that no write sets the words without the code.
 */
const columns = (p: Problem | null) => ({
  details: p?.details ?? null,
  code: (p?.code ?? null) as ProblemCode | null,
  params: p ? JSON.stringify(p.params) : null,
});

export function paymentErrorColumns(p: Problem | null) {
  const c = columns(p);
  return { payment_error: c.details, payment_error_code: c.code, payment_error_params: c.params };
}

export function refillErrorColumns(p: Problem | null) {
  const c = columns(p);
  return { refill_error: c.details, refill_error_code: c.code, refill_error_params: c.params };
}

export function rentalErrorColumns(p: Problem | null) {
  const c = columns(p);
  return { rental_error: c.details, rental_error_code: c.code, rental_error_params: c.params };
}

export function failureColumns(p: Problem | null) {
  const c = columns(p);
  return { failure_message: c.details, failure_code: c.code, failure_params: c.params };
}

/** A row's problem back from its three columns; null when it has none. */
export const storedProblem = problemFromRow;

/** The API's answer of a problem: its code, its values, the provider's text. */
export function problemAnswerOf(p: Problem | null): ProblemAnswer | null {
  if (!p) return null;
  return { code: p.code, params: p.params.tries ? { tries: p.params.tries } : {}, details: p.details };
}

/**
 * The English sentence the API's old fields (`payment_error`, `refill_error`, `failure_message`) answer: the
 * provider's own text where it said more than the code, else the code's words (as written before codes).
 */
export const englishProblem = (p: Problem | null): string | null =>
  p ? problemText(ENGLISH_PROBLEM_WORDS, p, true) : null;

/**
 * A record's `<name>_error` (the English sentence, as the API answered before codes) and `<name>_problem`
 * (the code, its values, the provider's text): `problemFields("payment", p)`.
 */
export function problemFields<K extends string>(
  name: K,
  p: Problem | null,
): Record<`${K}_error`, string | null> & Record<`${K}_problem`, ProblemAnswer | null> {
  return { [`${name}_error`]: englishProblem(p), [`${name}_problem`]: problemAnswerOf(p) } as Record<
    `${K}_error`,
    string | null
  > &
    Record<`${K}_problem`, ProblemAnswer | null>;
}

/** A charge's `failure_message` (English) and `failure_problem`, from its row's three columns. */
export function failureFields(c: {
  failure_message: string | null;
  failure_code: string | null;
  failure_params: string | null;
}) {
  const p = storedProblem(c.failure_code, c.failure_params, c.failure_message);
  return { failure_message: englishProblem(p), failure_problem: problemAnswerOf(p) };
}
