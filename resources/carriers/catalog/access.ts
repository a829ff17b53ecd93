import { useCan } from "@refinedev/core";

/**
 * Whether the signed-in user may change this resource (staff: members and owners, never a member viewing
 * as a customer). Unknown while permissions load: write actions stay hidden until then.
 */
export function useCanWrite(resource: string): boolean {
  const { data } = useCan({ resource, action: "edit" });
  return data?.can === true;
}
