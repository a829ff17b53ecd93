/** GET /api/charges/ and GET /api/charges/{id}/ (staff): the answers as server/modules/charges declares them. */
export type { Charge, ChargeDetail, ChargeRefund } from "@common/api";

/** POST /api/charges/{id}/refund/: what the refund dialog sends. */
export interface RefundRequest {
  amount: string;
  note: string;
}
