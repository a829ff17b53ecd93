import { callable } from "../../src/resource-kit/endpoints";

/** POST /api/disputes/{id}/evidence/: the evidence saved, or submitted for the bank's review (`submit`). */
export const disputeCalls = {
  evidence: { method: "POST", path: "/api/disputes/{id}/evidence/" },
} as const;

export const disputeEndpoints = callable("disputes", disputeCalls);
