import { ENGLISH_VALUE_WORDS } from "../../common/labels";
import { disputeReasonText, ENGLISH_DISPUTE_REASONS, ENGLISH_PROBLEM_WORDS } from "../../common/problems";
import type { TransactionStatus } from "../db/schema";
import { formatPhone } from "../../common/phone";
import { type Notice, text } from "./notices";
import { passwordNotices } from "./password-notices";

/**
 * The server's English words (docs/api-conventions.md, Languages): the e-mails it sends and what the phone menu says. Spanish in
 * ./es.ts has every key of this catalogue (TypeScript and tests/server/i18n/catalogues.test.ts hold it to
 * that); ./index.ts picks one by a user's or a call's language. The panel's catalogues are in src/i18n/.
 */

/** "5550100001" read digit by digit, not as five billion. */
export const spokenDigits = (number: string) => number.split("").join(" ");

/** The e-mails' words: the notices below are written with them. */
const mail = {
  hello: (firstName: string) => (firstName ? `Hello ${firstName},` : "Hello,"),
  reset: {
    subject: "Reset your password",
    before: [
      "Someone (hopefully you) asked to reset the password of your account. Open this link to choose a new one:",
    ],
    action: "Choose a new password",
    after: [
      "The link works once, for one hour. If you did not ask for it, ignore this message: your password stays as it is.",
    ],
  },
  invite: {
    subject: (company: string) => `You are invited to join ${company}`,
    before: (inviter: string, company: string, owner: boolean) => [
      `${inviter} invited you to join the ${company} back-office as ${owner ? "an owner" : "a member"}.`,
      "Open this link to choose your password, then sign in with this e-mail address:",
    ],
    action: "Accept the invitation",
  },
  /** a customer's account opened by staff (unless they turn the e-mail off) */
  welcome: {
    subject: (company: string) => `Your ${company} account`,
    before: (company: string) => [
      `${company} has opened an account for you, where you can refill your phone, rent a device and see your history.`,
      "Open this link to choose your password:",
    ],
    action: "Choose my password",
  },
  /** staff's "Send PIN reset": a link to choose a new phone sign-in PIN (works once, for 24 hours) */
  pin: {
    subject: "Choose a new PIN",
    before: [
      "You can sign in with your phone number and a PIN. Open this link to choose a new PIN; only you will know it:",
    ],
    action: "Choose a new PIN",
    after: [
      "The link works once, for 24 hours. If you did not ask for it, ignore this message: your PIN stays as it is.",
    ],
  },
  /** after the link of an invitation or a welcome (links that work for 7 days) */
  setPasswordAfter: [
    'The link works once, for 7 days. After that, use "Forgot password" on the sign-in page.',
  ],
};

export type MailWords = typeof mail;

export const en = {
  mail,

  /** What the phone menu says (docs/engines.md, "Refill by phone"), in the order a call hears it. */
  say: {
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
    failed: (amount: string, reason: string) =>
      `Your refill of ${amount} did not go through. ${reason}`.trim(),
    stillRunning: "Your refill is still being processed. Press 2 later to hear how it ended.",
    noRefill: "This line has no refill yet.",
    last: (amount: string, status: string) => `Your last refill, of ${amount}, ${status}`,
  },

  /** The last refill's status as a sentence's end. */
  status: {
    in_queue: "is waiting to be processed.",
    in_progress: "is being processed.",
    success: "succeeded.",
    resolved: "was closed by our staff.",
    error: "did not go through.",
    action_required: "needs your attention. Please contact us.",
  } satisfies Record<TransactionStatus, string>,

  /**
   * Why a refill was not placed or failed, as the phone says it: the API's and the payment processor's
   * message (English) as it is.
   */
  reason: (message: string) => message,

  /** The enumerated values (statuses, triggers, kinds) as the panel shows them: the exports write them so. */
  values: ENGLISH_VALUE_WORDS,

  /** Why a payment, a refund or a top-up did not go through (common/problems.ts): exports, the phone menu. */
  problems: ENGLISH_PROBLEM_WORDS,

  /** CSV exports (server/http/lists/csv.ts): the columns' headers, as the lists name them, and their words. */
  csv: {
    headers: {
      transaction: "Transaction",
      rental: "Rental",
      charge: "Charge",
      created: "Created",
      customer: "Customer",
      email: "E-mail",
      name: "Name",
      number: "Number",
      carrier: "Carrier",
      plan: "Plan",
      amount: "Amount",
      trigger: "Trigger",
      status: "Status",
      card: "Card",
      paymentError: "Payment error",
      paymentErrorCode: "Payment error code",
      paymentErrorDetails: "Payment error details",
      refillError: "Refill error",
      refillErrorCode: "Refill error code",
      refillErrorDetails: "Refill error details",
      carrierReference: "Carrier reference",
      completed: "Completed",
      note: "Note",
      device: "Device",
      country: "Country",
      start: "Start",
      end: "End",
      days: "Days",
      booked: "Booked days",
      extensions: "Extensions",
      extraDays: "Extra days",
      adjustments: "Adjustments",
      rent: "Rent",
      tax: "Tax",
      deposit: "Deposit",
      depositApplied: "Deposit applied",
      depositUnpaid: "Deposit not paid",
      depositRefunded: "Deposit refunded",
      totalDue: "Total due",
      received: "Received",
      refunded: "Refunded",
      paid: "Paid",
      balance: "Balance",
      pickedUp: "Picked up",
      returned: "Returned",
      kind: "Kind",
      method: "Method",
      for: "For",
      failure: "Failure",
      failureCode: "Failure code",
      failureDetails: "Failure details",
      phoneNumbers: "Phone numbers",
      scheduledRefills: "Scheduled refills",
      lastSignIn: "Last sign-in",
    },
    active: "Active",
    deactivated: "Deactivated",
    transactionNumber: (id: number) => `Transaction #${id}`,
    rentalNumber: (id: number) => `Rental #${id}`,
    /** how a charge's money moved (a refund's row, a payment whose money all went back) */
    refundedTo: (card: string) => `Refunded to ${card}`,
    refundedInCash: "Refunded in cash",
    theCard: "the card",
    laterRefunded: (method: string) => `${method}, refunded`,
  },

  /**
   * The notices the messages outbox sends (server/messages/kinds.ts names each kind's channels): per kind, its
   * e-mail and, where a text suits it, its SMS. Add a kind at the end, here and in es.ts.
   */
  notices: {
    ...passwordNotices(mail),
    dispute_opened: {
      email: (p, f) => ({
        subject: `A customer disputed a charge of ${f.money(p.amount)}`,
        lines: [
          `${text(p.customer)} disputed a charge of ${f.money(p.amount)} with their bank (reason: ${disputeReasonText(ENGLISH_DISPUTE_REASONS, text(p.reason))}).`,
          p.due
            ? `Send the evidence from Disputes in the back-office before ${f.day(p.due)}, or the money is lost.`
            : "Open Disputes in the back-office to see it.",
          "Refunds of this charge are refused and the customer's scheduled refills pause until the dispute closes.",
        ],
      }),
    },
    wallet_low: {
      email: (p, f) => ({
        subject: `The top-up wallet is low: ${f.money(p.balance)}`,
        lines: [
          `The prepaid balance with the top-up provider is ${f.money(p.balance)}, below your threshold of ${f.money(p.threshold)}.`,
          "Refills it cannot cover wait in the queue without charging the customer, and go through by themselves once funds are added.",
          "Add funds with the top-up provider to keep refills moving.",
        ],
      }),
    },
    /** after each successful scheduled or automatic refill (DESIGN.md §16): amount, line, new end date */
    refill_receipt: {
      email: (p, f) => ({
        subject: `Your ${formatPhone(text(p.line))} refill is done`,
        lines: [
          `${f.company} refilled ${formatPhone(text(p.line))} with ${text(p.plan)} and charged ${f.money(p.amount)}.`,
          p.day ? `Your service now ends on ${f.day(p.day)}.` : "",
        ].filter(Boolean),
      }),
      sms: (p, f) =>
        `${f.company}: ${formatPhone(text(p.line))} refilled, ${f.money(p.amount)} charged.` +
        (p.day ? ` Service ends ${f.day(p.day)}.` : ""),
    },
  } satisfies Record<string, Notice>,
};

export type Catalogue = typeof en;
