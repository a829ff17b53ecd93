import { callable, staffRowActions } from "../../src/resource-kit/endpoints";

/** A refill's calls beyond CRUD (docs/api-conventions.md). */
export const transactionCalls = {
  counters: { method: "GET", path: "/api/transactions/counters/" },
  ...staffRowActions("/api/transactions/"),
  // Staff: refund what the refill took and close it (docs/engines.md).
  refund: { method: "POST", path: "/api/transactions/{id}/refund/" },
  // The customer's way forward from a failed payment (docs/engines.md).
  pay: { method: "POST", path: "/api/transactions/{id}/pay/" },
  authenticate: { method: "POST", path: "/api/transactions/{id}/authenticate/" },
  // Staff: retry or resolve many refills at once, by ids or by the list's filters (BulkActions).
  bulkRetry: { method: "POST", path: "/api/transactions/bulk/retry/" },
  bulkResolve: { method: "POST", path: "/api/transactions/bulk/resolve/" },
} as const;

export const transactionEndpoints = callable("transactions", transactionCalls);
