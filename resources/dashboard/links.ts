import type { LogicalFilter } from "@refinedev/core";
import type { Dashboard } from "@common/api";
import {
  DISPUTE_NEEDS_RESPONSE,
  RENTAL_NOT_OUT,
  TRANSACTION_FAILED,
  TRANSACTION_MOVING,
} from "@common/api/enums";
import { addDays } from "@common/dates";

/**
 * Where each figure of the dashboard leads: the list it counts, filtered as the figure is
 * (tests/server/dashboard/ compares every figure with exactly these lists). The page writes them into an
 * address as the lists keep their filters (`filters[0][field]=status&…`).
 */
export interface ListTarget {
  list: "/transactions" | "/rentals" | "/charges" | "/disputes" | "/scheduled-refills";
  filters: LogicalFilter[];
}

const eq = (field: string, value: string | number): LogicalFilter => ({ field, operator: "eq", value });

/** Several statuses in one filter: the API reads `status=a,b` as any of them. */
const statuses = (...values: string[]) => eq("status", values.join(","));

const madeBetween = (from: string, to: string) => [eq("created_after", from), eq("created_before", to)];

const refills = (...filters: LogicalFilter[]): ListTarget => ({ list: "/transactions", filters });
const rentals = (...filters: LogicalFilter[]): ListTarget => ({ list: "/rentals", filters });

/** The refills made in the range, and those of them that ended as each figure says. */
export function refillTargets({ from, to }: Pick<Dashboard, "from" | "to">) {
  const range = madeBetween(from, to);
  return {
    refills: refills(...range),
    succeeded: refills(...range, statuses("success")),
    failed: refills(...range, statuses(...TRANSACTION_FAILED)),
    pending: refills(...range, statuses(...TRANSACTION_MOVING)),
  };
}

const charges = (...filters: LogicalFilter[]): ListTarget => ({ list: "/charges", filters });

/**
 * The charges made in the range, whose Succeeded rows add up to the net revenue (money in positive, refunds
 * negative), and the refunds that went through. Gross revenue leads nowhere: no list filters it alone.
 */
export function chargeTargets({ from, to }: Pick<Dashboard, "from" | "to">) {
  const range = madeBetween(from, to);
  return {
    net: charges(...range),
    refunds: charges(...range, eq("kind", "refund"), statuses("succeeded")),
  };
}

/** The stopped refills waiting for someone, whenever they were made; the disputes waiting for evidence. */
export const waitingTargets = {
  error: refills(statuses("error")),
  action_required: refills(statuses("action_required")),
  disputes: { list: "/disputes", filters: [statuses(...DISPUTE_NEEDS_RESPONSE)] } satisfies ListTarget,
};

/** The rentals of the company's today (`to`). Deposits held lead nowhere: no list shows them. */
export function rentalTargets(today: string) {
  return {
    going_out_today: rentals(
      eq("start_after", today),
      eq("start_before", today),
      statuses(...RENTAL_NOT_OUT),
    ),
    due_back_today: rentals(eq("end_after", today), eq("end_before", today), statuses("picked_up")),
    overdue: rentals(eq("end_before", addDays(today, -1)), statuses("picked_up")),
    // A returned rental can still owe: the list, which hides returned ones unless asked, shows them here.
    owing: rentals(eq("has_balance", "true"), eq("hide_returned", "")),
  };
}

/** One day's refills (a row of the day-by-day table). */
export const dayTarget = (day: string) => refills(...madeBetween(day, day));

/** A carrier's refills in the range (a row of the carriers' table). */
export const carrierTarget = ({ from, to }: Pick<Dashboard, "from" | "to">, carrier: number) =>
  refills(...madeBetween(from, to), eq("plan__carrier", carrier));

const schedules = (...filters: LogicalFilter[]): ListTarget => ({ list: "/scheduled-refills", filters });

/** The automatic refills (rule on_expiry) on: all, due within 7 days of the company's `today`, suspended. */
export function automaticTargets(today: string) {
  const on = [eq("rule", "on_expiry"), eq("is_active", "true")];
  return {
    enrolled: schedules(...on),
    due_7d: schedules(...on, eq("suspended", "false"), eq("service_ends_before", addDays(today, 7))),
    suspended: schedules(...on, eq("suspended", "true")),
  };
}
