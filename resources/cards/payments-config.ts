import { type HttpError, useCustom } from "@refinedev/core";
import { cardEndpoints } from "./endpoints";
import type { PaymentsConfig } from "@common/api";

export type { PaymentsConfig };

/**
 * GET /api/payments/config/: how this server takes cards (simulated: the card itself; stripe: a
 * PaymentMethod made by Stripe Elements with `publishable_key`). Asked when first needed (`enabled`), then
 * kept for the session: the mode only changes when the server restarts with another configuration.
 */
export function usePaymentsConfig(enabled: boolean) {
  const { query, result } = useCustom<PaymentsConfig, HttpError>({
    url: cardEndpoints.config().path,
    method: "get",
    errorNotification: false,
    queryOptions: { enabled, staleTime: Infinity, gcTime: Infinity },
  });
  // Refine gives an empty object until the answer is there.
  return { config: query.isSuccess ? result.data : undefined, query };
}
