/** English texts of the messages the product sent (src/i18n/README.md); `messages` is the notifications'. */
export const sentMessages = {
  /** the menu's and the resource's name */
  label: "Messages",
  /** the list could not be read */
  fetchFailed: "Failed to fetch messages",
  kind: {
    password_reset: "Password reset",
    member_invite: "Invitation",
    customer_welcome: "Welcome",
    pin_reset: "PIN reset",
    dispute_opened: "Dispute opened",
    wallet_low: "Top-up wallet low",
    refill_receipt: "Refill receipt",
    rental_pickup_reminder: "Pick-up reminder",
    rental_return_reminder: "Return reminder",
    rental_overdue: "Overdue rental",
    refill_failed: "Refill failed",
    refill_reversed: "Refill reversed",
    autorefill_upcoming: "Upcoming automatic refill",
    autorefill_enrolled: "Automatic refill on",
    autorefill_cancelled: "Automatic refill cancelled",
  },
  channel: {
    email: "E-mail",
    sms: "Text message",
  },
  status: {
    queued: "Queued",
    sending: "Sending",
    sent: "Sent",
    delivered: "Delivered",
    failed: "Failed",
  },
  filters: {
    kind: "Filter by kind",
    anyKind: "Any kind",
    channel: "Filter by channel",
    anyChannel: "E-mail or text",
    status: "Filter by status",
    anyStatus: "Any status",
    sentBetween: "Written between",
  },
  list: {
    title: "Messages",
    nothing: "No messages yet.",
    noMatch: "No message matches these filters.",
    columns: {
      date: "Date",
      kind: "Kind",
      to: "To",
      message: "Message",
      status: "Status",
    },
    /** a message's status note: when it went out, when it was delivered */
    sentAt: "Sent {{at}}",
    deliveredAt: "Delivered {{at}}",
    /** a failed try that will be tried again */
    triedTimes: "Tried {{count}} times:",
  },
};
