import { CHARGE_KINDS, CHARGE_METHODS, CHARGE_STATUSES } from "@common/api/enums";
import { t } from "../../src/i18n";

/**
 * A charge's status, kind and method as people read them, in the panel's language. A value the API may add
 * before the panel knows it reads as itself, never as a blank.
 */
const known = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

export const chargeStatusText = (status: string) =>
  known(CHARGE_STATUSES, status) ? t(`charges.status.${status}`) : status;

export const chargeKindText = (kind: string) =>
  known(CHARGE_KINDS, kind) ? t(`charges.kind.${kind}`) : kind;

export const chargeMethodText = (method: string) =>
  known(CHARGE_METHODS, method) ? t(`charges.method.${method}`) : method;

/** Each value's words in the API's order, for a filter's choices. */
const texts = (values: readonly string[], text: (value: string) => string): Record<string, string> =>
  Object.fromEntries(values.map((value) => [value, text(value)]));

export const chargeStatusTexts = () => texts(CHARGE_STATUSES, chargeStatusText);
export const chargeKindTexts = () => texts(CHARGE_KINDS, chargeKindText);
export const chargeMethodTexts = () => texts(CHARGE_METHODS, chargeMethodText);
