import { z } from "zod";

/**
 * Ids sent in request bodies: the DRF sentences for a malformed id and for one that is not the caller's
 * company's (the company-scoped look-ups are in db/lookups.ts).
 */

export const invalidPk = (id: unknown) => `Invalid pk "${String(id)}" - object does not exist.`;

const typeName = (v: unknown) =>
  Array.isArray(v) ? "list" : typeof v === "string" ? "str" : typeof v === "boolean" ? "bool" : typeof v;

/** A primary key in a body: 12 or "12"; anything else is DRF's "Incorrect type" sentence. */
export const pk = () =>
  z.preprocess(
    (v) => (typeof v === "string" && /^\s*\d{1,15}\s*$/.test(v) ? Number(v) : v),
    z
      .number({
        error: (iss) =>
          iss.input === undefined
            ? "This field is required."
            : iss.input === null
              ? "This field may not be null."
              : `Incorrect type. Expected pk value, received ${typeName(iss.input)}.`,
      })
      .int(`Incorrect type. Expected pk value, received float.`)
      .positive(`Invalid pk "0" - object does not exist.`)
      .max(Number.MAX_SAFE_INTEGER),
  );
