import { fullName } from "../../common/names";

/**
 * Select fragments several lists share, so that the same joined row is read under the same names
 * everywhere. Each names the alias its table must be joined under.
 */

/** The person a row belongs to (`users as u`): what answers show as `user_name` and `user_email`. */
export const PERSON_COLUMNS = ["u.first_name", "u.last_name", "u.email"] as const;

/** PERSON_COLUMNS as an answer gives them: `user_name` (as common/names' fullName writes it), `user_email`. */
export const personAnswer = (r: { first_name: string; last_name: string; email: string }) => ({
  user_name: fullName(r.first_name, r.last_name),
  user_email: r.email,
});

/** The card a row was paid with (`payment_methods as pm`), for common/cards' `cardLabel`. */
export const CARD_LABEL_COLUMNS = ["pm.brand as card_brand", "pm.last4 as card_last4"] as const;
