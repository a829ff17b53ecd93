/**
 * The details a person keeps about themselves (no zod here: the panel imports this module directly). The
 * profile dialog names them to place the server's field errors; a staff edit of a customer copies them.
 */
export const PERSON_DETAILS = ["first_name", "last_name", "address", "state", "zip_code", "pin"] as const;
export type PersonDetail = (typeof PERSON_DETAILS)[number];
