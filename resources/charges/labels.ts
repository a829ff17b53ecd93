import { CHARGE_KINDS, CHARGE_METHODS, CHARGE_STATUSES } from "@common/api/enums";
import { valueText, valueTexts } from "../../src/components/show/valueTexts";

/** A charge's status, kind and method as people read them, in the panel's language. */
export const chargeStatusText = valueText(CHARGE_STATUSES, (status) => `charges.status.${status}`);
export const chargeKindText = valueText(CHARGE_KINDS, (kind) => `charges.kind.${kind}`);
export const chargeMethodText = valueText(CHARGE_METHODS, (method) => `charges.method.${method}`);

export const chargeStatusTexts = () => valueTexts(CHARGE_STATUSES, chargeStatusText);
export const chargeKindTexts = () => valueTexts(CHARGE_KINDS, chargeKindText);
export const chargeMethodTexts = () => valueTexts(CHARGE_METHODS, chargeMethodText);
