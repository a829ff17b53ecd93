import { ENGLISH_VALUE_WORDS } from "../../common/labels";
import { disputeReasonText, ENGLISH_DISPUTE_REASONS, ENGLISH_PROBLEM_WORDS } from "../../common/problems";
import type { TransactionStatus } from "../db/schema";
import { formatPhone } from "../../common/phone";
import { capitalized, type Notice, text } from "./notices";
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
    menu: "To refill this line with its plan, press 1. To hear the status of your last refill, press 2. To cancel this line's automatic refill, press 3. To hear these options again, press 9.",
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
    noAutoRefill: "This line has no automatic refill.",
    confirmCancelAuto: (number: string, plan: string) =>
      `To cancel the automatic refill of ${spokenDigits(number)} with ${plan}, press 1. To keep it, press any other key.`,
    autoRefillCancelled: "Your automatic refill is cancelled. Your card will not be charged for it again.",
    autoRefillKept: "Your automatic refill was not changed.",
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
      refillRevenue: "Revenue",
      topupCost: "Top-up cost",
      processorFees: "Processor fees",
      grossMargin: "Gross margin",
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
      fees: "Fees",
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
      fee: "Fee",
      net: "Net",
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

  /** replies to a customer's text message (server/modules/sms/): STOP, START, HELP and anything else */
  inbound: {
    stopped: (company: string) =>
      `${company}: you are unsubscribed and will get no more texts from us. Text START to get them again.`,
    started: (company: string) =>
      `${company}: you will get our texts again. Text HELP for help, STOP to stop them.`,
    help: (company: string, contact: string) =>
      `${company}: refill and rental messages.${contact ? ` ${contact}.` : ""} Text STOP to stop them.`,
    contact: (phone: string | null, email: string | null) =>
      capitalized([phone && `call ${phone}`, email && `write to ${email}`].filter(Boolean).join(" or ")),
    unknown: (company: string) =>
      `${company}: text REFILL to refill a line, HELP for help or STOP to stop our texts.`,
    /** refill by text (server/modules/sms/refill.ts) */
    notSignedUp: (company: string) =>
      `${company}: this number is not signed up for texts. Give it in your profile online, then text REFILL.`,
    noLines: (company: string) => `${company}: you have no active line to refill.`,
    noPlan: (company: string, line: string) =>
      `${company}: ${line} has no plan to refill by text. Refill it online once, then text REFILL.`,
    noCard: (company: string) => `${company}: you have no saved card. Add one online, then text REFILL.`,
    offer: (company: string, line: string, plan: string, amount: string, card: string) =>
      `${company}: refill ${line} with ${plan} for ${amount} on ${card}? Reply YES within 10 minutes.`,
    choose: (company: string, lines: string) => `${company}: which line? ${lines}. Reply with its number.`,
    badChoice: (count: number) => `Reply with a number from 1 to ${count}, or text REFILL to start again.`,
    queued: (company: string, line: string) =>
      `${company}: your refill of ${line} is on its way. The receipt follows by text.`,
    expired: (company: string) => `${company}: that offer has expired. Text REFILL to start again.`,
    notPlaced: (company: string, reason: string) =>
      `${company}: the refill could not be placed. ${reason}`.trim(),
    tooMany: (company: string) => `${company}: too many tries. Try again later.`,
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
    /** rental reminders (server/jobs/rental-reminders.ts): the day before pick-up and return, then overdue */
    rental_pickup_reminder: {
      email: (p, f) => ({
        subject: `Your ${text(p.device)} rental starts tomorrow`,
        lines: [
          `Rental #${text(p.rental)}: your ${text(p.device)} is ready to pick up on ${f.day(p.day)}.`,
          `Bring the card you booked with. To change the dates, contact ${f.company}.`,
        ],
      }),
      sms: (p, f) =>
        `${f.company}: pick up your ${text(p.device)} tomorrow, ${f.day(p.day)} (rental #${text(p.rental)}).`,
    },
    rental_return_reminder: {
      email: (p, f) => ({
        subject: `Your ${text(p.device)} is due back tomorrow`,
        lines: [
          `Rental #${text(p.rental)} ends on ${f.day(p.day)}: please bring the ${text(p.device)} back that day.`,
          `Each day late is charged as an extra day. To keep it longer, contact ${f.company} before then.`,
        ],
      }),
      sms: (p, f) =>
        `${f.company}: your ${text(p.device)} is due back tomorrow, ${f.day(p.day)} (rental #${text(p.rental)}).`,
    },
    rental_overdue: {
      email: (p, f) => ({
        subject: `Your ${text(p.device)} was due back on ${f.day(p.day)}`,
        lines: [
          `Rental #${text(p.rental)} ended on ${f.day(p.day)}, ${Number(p.late) === 1 ? "1 day" : `${text(p.late)} days`} ago. Please bring the ${text(p.device)} back as soon as you can.`,
          "Each day late is charged as an extra day.",
        ],
      }),
      sms: (p, f) =>
        `${f.company}: your ${text(p.device)} was due back on ${f.day(p.day)}. Please return it as soon as you can (rental #${text(p.rental)}).`,
    },

    /** an automatic refill stopped: why, and where to pay (the pay link is the message's own link) */
    refill_failed: {
      email: (p, f) => ({
        subject: `We could not refill ${formatPhone(text(p.line))}`,
        lines: [
          `${f.company} could not charge ${text(p.card) || "your card"} ${f.money(p.amount)} for ${text(p.plan)} on ${formatPhone(text(p.line))}${p.reason ? `: ${text(p.reason)}` : "."}`,
          p.authenticate
            ? "Your bank asks you to confirm this payment. Open the link to confirm it, or choose another card."
            : "Automatic refills of this line are on hold. Pay for this refill, or choose another card, and they start again.",
        ],
        action: { label: "Pay for the refill" },
      }),
      sms: (p, f) =>
        p.authenticate
          ? `${f.company}: your bank asks you to confirm the refill of ${formatPhone(text(p.line))} (${f.money(p.amount)}). Confirm it here: {link}`
          : `${f.company}: we could not refill ${formatPhone(text(p.line))} (${f.money(p.amount)}). Automatic refills are on hold. Pay here: {link}`,
    },
    /** the carrier took the top-up back: the customer was told it was done (receipt or screen) */
    refill_reversed: {
      email: (p, f) => ({
        subject: `The refill of ${formatPhone(text(p.line))} was reversed`,
        lines: [
          `The carrier took back the ${text(p.plan)} refill of ${formatPhone(text(p.line))} (${f.money(p.amount)}).`,
          p.day ? `Your service now ends on ${f.day(p.day)}.` : "",
          `${f.company} will refill the line again or refund your payment. Contact ${f.company} if you have any question.`,
        ].filter(Boolean),
      }),
      sms: (p, f) =>
        `${f.company}: the carrier reversed the refill of ${formatPhone(text(p.line))} (${f.money(p.amount)}).` +
        (p.day ? ` Service ends ${f.day(p.day)}.` : "") +
        " We will refill it again or refund you.",
    },
    /** 3 days before an automatic refill charges */
    autorefill_upcoming: {
      email: (p, f) => ({
        subject: `${formatPhone(text(p.line))} refills automatically on ${f.day(p.day)}`,
        lines: [
          `Your plan on ${formatPhone(text(p.line))} ends on ${f.day(p.ends)}. On ${f.day(p.day)} ${f.company} will refill it with ${text(p.plan)} and charge ${f.money(p.amount)} to ${text(p.card) || "your card"}.`,
          "Nothing to do if that suits you. To cancel, sign in and turn off the automatic refill under Scheduled refills, or call us.",
        ],
      }),
      sms: (p, f) =>
        `${f.company}: ${formatPhone(text(p.line))} refills automatically on ${f.day(p.day)}, ${f.money(p.amount)} to ${text(p.card) || "your card"}. To cancel, sign in or call us.`,
    },
    /** the enrolment confirmation: what, when, how to cancel */
    autorefill_enrolled: {
      email: (p, f) => ({
        subject: `Automatic refills are on for ${formatPhone(text(p.line))}`,
        lines: [
          `${f.company} will refill ${formatPhone(text(p.line))} with ${text(p.plan)} and charge ${f.money(p.amount)} to ${text(p.card) || "your card"} ${Number(p.days_before) > 0 ? `${text(p.days_before)} day(s) before` : "on the day"} each time the plan runs out.`,
          p.day
            ? `The next refill is on ${f.day(p.day)}. We write to you 3 days before each charge.`
            : "We write to you 3 days before each charge.",
          "You can cancel at any time: sign in and turn off the automatic refill under Scheduled refills, or call us.",
        ],
      }),
      sms: (p, f) =>
        `${f.company}: automatic refills on for ${formatPhone(text(p.line))}, ${f.money(p.amount)} when the plan runs out. Cancel any time: sign in or call us.`,
    },
    autorefill_cancelled: {
      email: (p, f) => ({
        subject: `Automatic refills are off for ${formatPhone(text(p.line))}`,
        lines: [
          `${f.company} will no longer refill ${formatPhone(text(p.line))} automatically. Nothing more will be charged for it.`,
          p.ends ? `Your service ends on ${f.day(p.ends)} unless you refill.` : "",
        ].filter(Boolean),
      }),
      sms: (p, f) =>
        `${f.company}: automatic refills off for ${formatPhone(text(p.line))}. Nothing more will be charged.`,
    },
  } satisfies Record<string, Notice>,
};

export type Catalogue = typeof en;
