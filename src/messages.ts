import { t } from "./i18n";
import { messages as english } from "./i18n/en/messages";

/**
 * The notifications many screens share (docs/panel.md), in the panel's language: the texts live in the
 * `messages` area of the catalogues (src/i18n/README.md). The product's own English texts are kept to the
 * letter, including the spelling "succesfully"; do not "fix" them, the specification is the contract.
 *
 * Each object's properties are getters that look their text up when read (never when this module loads,
 * which is before the language is chosen); texts that take values are functions. A resource's own texts,
 * its notices included, live in its own area (`cards.notices`, `carriers.catalog`, …), read with `t()`.
 */

/** The catalogue's texts under a key prefix, read as plain string properties. */
type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

// The keys are built from the English catalogue's own shape, so they exist; looked up untyped.
const lookUp = t as unknown as (key: string, values?: object) => string;

/** An object of getters, one per text of `shape` (the English area's group at `prefix`), nested alike. */
function textsAt<T extends object>(prefix: string, shape: T): Texts<T> {
  const out = {};
  for (const [key, value] of Object.entries(shape)) {
    const path = `${prefix}.${key}`;
    if (typeof value === "string")
      Object.defineProperty(out, key, { enumerable: true, get: () => lookUp(path) });
    else Object.defineProperty(out, key, { enumerable: true, value: textsAt(path, value as object) });
  }
  return out as Texts<T>;
}

export const success = textsAt("messages.success", english.success);

export const info = textsAt("messages.info", english.info);

/** The product's errors, ours where its catalogue gives none, and titles over the server's own text. */
export const error = textsAt("messages.error", english.error);

/** Refund failure: the server's detail when it gives one, otherwise the catalogue's fallback. */
export function refundError(detail?: string | null): string {
  return detail?.trim() ? detail : error.depositRefundFailed;
}

export const messages = { success, info, error } as const;

/** What a screen shows when its code cannot be downloaded or it fails while drawing (ScreenErrorBoundary). */
export const screenFailure = textsAt("messages.screenFailure", english.screenFailure);
