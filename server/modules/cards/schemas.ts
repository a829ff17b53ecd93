import { z } from "zod";
import { listQueryOf } from "../../http/lists/readers";
import { cardRow, paymentsConfig, type Card as CardRow, type PaymentsConfig } from "../../../common/api";

export { cardRow, paymentsConfig };
export type { CardRow, PaymentsConfig };

export const cardListQuery = listQueryOf(
  "created_at, exp_year, is_default; default: the default card, then newest",
  {
    user: "staff: the customer whose cards to list (required for staff; ignored for customers)",
    created_after: "YYYY-MM-DD, from the start of that day (added) in the company's time zone",
    created_before: "YYYY-MM-DD, to the end of that day in the company's time zone",
  },
);

export const cardSetupAnswer = z.object({
  setup_intent: z.string().describe("the SetupIntent (seti_…), posted back with the card"),
  client_secret: z.string().describe("Stripe.js confirmCardSetup's secret; never stored"),
});
export type CardSetupAnswer = z.infer<typeof cardSetupAnswer>;

export const CARD_MESSAGES = {
  usedBySchedule: "This card is used by a scheduled refill. Choose another card there first.",
  expiredDefault: "This card has expired and cannot be the default card.",
} as const;
