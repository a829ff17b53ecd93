import { RENTAL_FEE_KINDS as KINDS, type RentalFeeKind } from "@common/api/enums";
import { t } from "../../src/i18n";

export type { RentalFee, RentalFeeKind } from "@common/api";

export interface FeeForm {
  kind: RentalFeeKind;
  name: string;
  amount: string;
  taxable: boolean;
}

/** A fee's kind as people read it, in the panel's language; a kind the panel does not know, as itself. */
export const feeKindText = (kind: string) =>
  (KINDS as readonly string[]).includes(kind) ? t(`fees.kind.${kind as RentalFeeKind}`) : kind;

/** The kinds to choose from, in the API's order (read as the screens' modules load, in their language). */
export const FEE_KINDS = () => KINDS.map((value) => ({ value, label: feeKindText(value) }));
