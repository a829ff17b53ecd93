import { callable } from "../../src/resource-kit/endpoints";

export const memberCalls = {
  resendInvite: { method: "POST", path: "/api/company/members/{id}/resend-invite/" },
} as const;

export const memberEndpoints = callable("members", memberCalls);
