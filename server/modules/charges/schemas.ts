import { z } from "zod";
import { moneyField } from "../../http/money";
import { requiredNote } from "../../http/validation";
import { REFUND_MESSAGES } from "../../money/messages";
export {
  CHARGE_KINDS,
  CHARGE_METHODS,
  CHARGE_STATUSES,
  chargeAnswer,
  chargeDetailAnswer,
  type Charge,
  type ChargeDetail,
} from "../../../common/api";

/** POST /api/charges/{id}/refund/ (members). */
export const chargeRefundBody = z.object({
  amount: moneyField({ min: 1 })
    .optional()
    .describe('"5.00"; default: what is left of the charge (its amount less its refunds)'),
  note: requiredNote(REFUND_MESSAGES.noteRequired),
});
export type ChargeRefundInput = z.output<typeof chargeRefundBody>;
