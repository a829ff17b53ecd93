import { z } from "zod";
import { VALIDATION_MESSAGES } from "./validation-messages";

/**
 * Ids sent in request bodies: the DRF sentences for a malformed id and for one that is not the caller's
 * company's (the company-scoped look-ups are in db/lookups.ts).
 */

export const ID_MESSAGES = {
  invalidPk: (id: unknown) => `Invalid pk "${String(id)}" - object does not exist.`,
  incorrectType: (type: string) => `Incorrect type. Expected pk value, received ${type}.`,
} as const;

export const invalidPk = ID_MESSAGES.invalidPk;

const typeName = (v: unknown) =>
  Array.isArray(v) ? "list" : typeof v === "string" ? "str" : typeof v === "boolean" ? "bool" : typeof v;

/**
 * An id as the API reads it in a path (`/api/charges/12/`) or a filter (`?plan=12`): a positive whole number
 * written in decimal digits alone, without a sign, a leading zero, a decimal point, an exponent, a base
 * prefix or spaces (`1e2`, `0x1`, `+1`, `1.0`, `01` and ` 1` are not ids). One spelling per row, so that a
 * cache or a log never holds one row under two addresses.
 */
export const isPlainId = (raw: string) => /^[1-9]\d{0,14}$/.test(raw);

/**
 * The `{id}` of a path, an integer in the document; anything but a plain id (isPlainId) fails validation,
 * which errors.ts answers 404 as DRF does for a path that names no row. Every route's `{id}` is this
 * (the route kit's `idParams`).
 */
export const pathId = () =>
  z.preprocess(
    (v) => (typeof v === "string" && isPlainId(v) ? Number(v) : v),
    z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  );

/**
 * A primary key in a body: a JSON integer, as the document says (`12`; `"12"` is DRF's "Incorrect type"
 * sentence, as is anything else).
 */
export const pk = () =>
  z
    .number({
      error: (iss) =>
        iss.input === undefined
          ? VALIDATION_MESSAGES.required
          : iss.input === null
            ? VALIDATION_MESSAGES.notNull
            : ID_MESSAGES.incorrectType(typeName(iss.input)),
    })
    .int(ID_MESSAGES.incorrectType("float"))
    .positive(ID_MESSAGES.invalidPk(0))
    .max(Number.MAX_SAFE_INTEGER);
