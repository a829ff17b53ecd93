/** A rental's status: its tag, and whether the page keeps polling for it to move. */
import { rentalStatusText } from "./labels";
import { DETAIL_POLL_MS } from "../../src/config";
import { isOneOf } from "../../src/components/show/valueTexts";
import { RENTAL_CLOSED } from "@common/api/enums";
import { PlainTag, type PlainTagColor } from "../../src/components/plain/PlainTag";

const COLORS: Record<string, PlainTagColor> = {
  preorder: "blue",
  ready_for_pickup: "cyan",
  picked_up: "gold",
  returned: "green",
  error: "red",
  resolved: "purple",
};

export function RentalStatusTag({ status }: { status: string }) {
  return <PlainTag color={COLORS[status]}>{rentalStatusText(status)}</PlainTag>;
}

/** Polling (docs/panel.md): while the rental can still move on its own or a payment is pending. */
export const POLL_MS = DETAIL_POLL_MS;
export function shouldPoll(
  rental: { status: string; charges?: Array<{ status: string }> } | undefined,
): boolean {
  if (!rental) return false;
  return !isOneOf(RENTAL_CLOSED, rental.status) || (rental.charges ?? []).some((c) => c.status === "pending");
}
