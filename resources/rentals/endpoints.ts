import { callable, staffRowActions } from "../../src/resource-kit/endpoints";

/** A rental's calls beyond CRUD: docs/api-conventions.md, paths to the letter (some without a trailing slash). */
export const rentalCalls = {
  counters: { method: "GET", path: "/api/rental/rentals/counters/" },
  cost: { method: "POST", path: "/api/rental/devices/cost/" },
  availability: { method: "GET", path: "/api/rental/devices/{id}/availability/" },
  createAsCustomer: { method: "POST", path: "/api/rental/rentals/create/as-customer/" },
  createAsMember: { method: "POST", path: "/api/rental/rentals/create/as-member/" },
  addPayment: { method: "POST", path: "/api/rental/rentals/add-payment/" },
  endPreview: { method: "GET", path: "/api/rental/rentals/{id}/end-preview" },
  endDatePreview: { method: "GET", path: "/api/rental/rentals/{id}/end-date-preview/" },
  return: { method: "POST", path: "/api/rental/rentals/return/" },
  refund: { method: "POST", path: "/api/rental/rentals/{id}/refund" },
  pay: { method: "POST", path: "/api/rental/rentals/{id}/pay/" },
  authenticate: { method: "POST", path: "/api/rental/rentals/{id}/authenticate/" },
  pickUp: { method: "POST", path: "/api/rental/rentals/{id}/pick-up/" },
  planner: { method: "GET", path: "/api/rental/planner/" },
  fees: { method: "GET", path: "/api/rental/fees/" },
  ...staffRowActions("/api/rental/"),
} as const;

export const rentalEndpoints = callable("rentals", rentalCalls);
