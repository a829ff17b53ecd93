import type { TransactionStatus } from "../../db/schema";

/** What the phone menu says (docs/engines.md, "Refill by phone"), in the order a call hears it. */

/** "5550100001" read digit by digit, not as five billion. */
const spokenDigits = (number: string) => number.split("").join(" ");

export const SAY = {
  welcome: (company: string) => `Welcome to ${company}.`,
  askLine: "Please enter the phone number you want to refill, followed by the pound key.",
  unknownLine: "We could not find that phone number.",
  askPin: "Please enter your PIN, followed by the pound key.",
  wrongPin: "That PIN is not correct.",
  throttled: "There were too many tries for this line. Please call again later.",
  menu: "To refill this line with its plan, press 1. To hear the status of your last refill, press 2. To hear these options again, press 9.",
  badKey: "Sorry, that is not one of the options.",
  silence: "We did not hear anything.",
  tooMany: "Sorry, we could not help you this time.",
  goodbye: "Goodbye.",
  noPlan: "This line has no active plan to refill. Please contact us.",
  noCard: "You have no default card. Please add a card on our website, then call again.",
  confirm: (number: string, plan: string, amount: string) =>
    `To refill ${spokenDigits(number)} with ${plan}, for ${amount}, charged to your default card, press 1. To go back, press any other key.`,
  cancelled: "The refill was not placed.",
  placed: "Your refill is being processed. Please hold.",
  notPlaced: (reason: string) => `The refill could not be placed. ${reason}`,
  succeeded: (amount: string) => `Your refill of ${amount} succeeded. Thank you.`,
  failed: (amount: string, reason: string) => `Your refill of ${amount} did not go through. ${reason}`.trim(),
  stillRunning: "Your refill is still being processed. Press 2 later to hear how it ended.",
  noRefill: "This line has no refill yet.",
  last: (amount: string, status: string) => `Your last refill, of ${amount}, ${status}`,
} as const;

/** The last refill's status as a sentence's end. */
export const STATUS_WORDS: Record<TransactionStatus, string> = {
  in_queue: "is waiting to be processed.",
  in_progress: "is being processed.",
  success: "succeeded.",
  resolved: "was closed by our staff.",
  error: "did not go through.",
  action_required: "needs your attention. Please contact us.",
};
