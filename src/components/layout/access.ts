import { usePermissions } from "@refinedev/core";
import type { Permissions } from "../../providers/auth";

/**
 * Is the signed-in user staff (a member or an owner, not a member viewing as a customer)? `known` once
 * permissions have loaded: staff-only controls stay hidden until then. Per-action questions ("may this
 * user edit carriers?") go to the access-control provider through Refine's buttons and `useCan`.
 */
export function useIsStaff(): { staff: boolean; known: boolean } {
  const { data, isLoading } = usePermissions<Permissions | null>({});
  return { staff: data?.member === true, known: !isLoading && data !== undefined };
}
