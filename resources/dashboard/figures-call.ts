import type { DashboardRange } from "@common/api";
import type { Permissions } from "../../src/providers/auth";
import type { OpeningCall } from "../../src/resource-kit/types";
import { dashboardEndpoints } from "./endpoints";

/*
 * The dashboard's range and the call for its figures: what the page asks for, and what the panel asks for as
 * it starts on /dashboard, before the page's code is here (the declaration's `openingCalls`). Kept out of the
 * page's module, which imports antd's cards, tables and forms.
 */

/** The ranges the dashboard knows, in the switch's order. */
export const RANGES: readonly DashboardRange[] = ["today", "7d", "30d"];
const isRange = (value: string | null): value is DashboardRange =>
  !!value && (RANGES as readonly string[]).includes(value);

/** The range in the address (`?range=7d`), today when there is none (or one the dashboard does not know). */
export function rangeIn(search: URLSearchParams): DashboardRange {
  const value = search.get("range");
  return isRange(value) ? value : "today";
}

/** The call for the figures of a range. */
export const figuresCall = (range: DashboardRange): OpeningCall => ({
  path: dashboardEndpoints.figures().path,
  query: [["range", range]],
});

/** As the panel starts on /dashboard, for staff: the figures of the address's range. */
export const openingCalls = (permissions: Permissions, search: URLSearchParams): OpeningCall[] =>
  permissions.member ? [figuresCall(rangeIn(search))] : [];
