import { t } from "./i18n";
import { messages as english } from "./i18n/en/messages";

/**
 * Every notification text of the panel (docs/panel.md), in the panel's language: the texts live in the
 * `messages` area of the catalogues (src/i18n/README.md). The product's own English texts are kept to the
 * letter, including the spelling "succesfully"; do not "fix" them, the specification is the contract.
 *
 * Each object's properties are getters that look their text up when read (never when this module loads,
 * which is before the language is chosen); texts that take values are functions.
 */

/** The catalogue's texts under a key prefix, read as plain string properties. */
type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

// The keys are built from the English catalogue's own shape, so they exist; looked up untyped.
const lookUp = t as unknown as (key: string, values?: object) => string;

/** An object of getters, one per text of `shape` (the English area's group at `prefix`), nested alike. */
function textsAt<T extends object, Skip extends keyof T = never>(
  prefix: string,
  shape: T,
  skip: readonly Skip[] = [],
): Texts<Omit<T, Skip>> {
  const out = {};
  for (const [key, value] of Object.entries(shape)) {
    if ((skip as readonly string[]).includes(key)) continue;
    const path = `${prefix}.${key}`;
    if (typeof value === "string")
      Object.defineProperty(out, key, { enumerable: true, get: () => lookUp(path) });
    else Object.defineProperty(out, key, { enumerable: true, value: textsAt(path, value as object) });
  }
  return out as Texts<Omit<T, Skip>>;
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

type CatalogName = keyof typeof english.catalog;

/**
 * A catalogue screen's texts (carriers, plans, devices, countries): its title, how it names one row, what
 * deactivating means, its buttons, empty states, confirmations and notices, each a whole sentence.
 */
function catalogTexts(name: CatalogName) {
  const prefix = `messages.catalog.${name}`;
  const texts = textsAt(prefix, english.catalog[name], ["deactivateQuestion", "reactivateQuestion"]);
  return Object.assign(texts, {
    /** "Deactivate carrier “Movistar”?" */
    deactivateQuestion: (record: string) => lookUp(`${prefix}.deactivateQuestion`, { name: record }),
    /** "Reactivate carrier “Movistar”?" */
    reactivateQuestion: (record: string) => lookUp(`${prefix}.reactivateQuestion`, { name: record }),
  });
}
export const catalog = {
  carrier: catalogTexts("carrier"),
  plan: catalogTexts("plan"),
  device: catalogTexts("device"),
  country: catalogTexts("country"),
} as const;

/** Phone numbers, cards and scheduled refills: texts the product's catalogue does not give. */
export const records = textsAt("messages.records", english.records);

/** Refill Now: texts the product's catalogue does not give. */
export const refill = textsAt("messages.refill", english.refill);

/** Charges: texts the product's catalogue does not give. */
export const chargeTexts = textsAt("messages.charges", english.charges);

/** The audit log (owners). */
export const auditTexts = textsAt("messages.audit", english.audit);

/** Refunds (a charge's page, a refill's Refund and close) and closing a refill: texts the product's catalogue does not give. */
export const refundTexts = Object.assign(
  textsAt("messages.refunds", english.refunds, ["goesBackTo", "givenBackInCash", "question"]),
  {
    /** where the money goes, said before it goes */
    goesBackTo: (card: string | null) =>
      card ? lookUp("messages.refunds.goesBackTo", { card }) : lookUp("messages.refunds.givenBackInCash"),
    question: (amount: string) => lookUp("messages.refunds.question", { amount }),
  },
);

/** Customers, members and company settings: texts the product's catalogue does not give. */
export const people = textsAt("messages.people", english.people);

/** The phone menu simulator (/phone-menu). */
export const phoneMenuTexts = Object.assign(textsAt("messages.phoneMenu", english.phoneMenu, ["pressed"]), {
  pressed: (keys: string) => lookUp("messages.phoneMenu.pressed", { keys }),
});

/**
 * A way forward from a failed payment (assign card, pay with another card, the bank's step): our texts.
 * Staff's Assign card dialog (its notices stay the catalogue's cardAssigned / cardAssignFailed); Retry asks
 * first (docs/engines.md: never charges twice); the customer's panel.
 */
export const recovery = textsAt("messages.recovery", english.recovery);
