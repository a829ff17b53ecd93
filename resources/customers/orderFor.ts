import { useSearchParams } from "react-router";

/** The order pages a customer's page opens for that customer (Refill Now, Rent Now). */
export type OrderPath = "/refill-now" | "/rent-now";

/** An order page opened for one customer: `/refill-now?user=7` (the customer already chosen, for staff). */
export const orderFor = (path: OrderPath, customer: number) => `${path}?user=${customer}`;

/**
 * The customer an order page was opened for (`?user=<id>`, orderFor), or undefined: staff's form starts with
 * that customer chosen. Anything but a positive whole number is ignored.
 */
export function useCustomerInAddress(): number | undefined {
  const [params] = useSearchParams();
  const raw = params.get("user") ?? "";
  return /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : undefined;
}
