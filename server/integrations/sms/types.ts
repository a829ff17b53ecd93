/** One text message to send: `to` as lines are stored (digits), `from` the company's sending number if any. */
export interface SmsMessage {
  to: string;
  body: string;
  from: string | null;
}

/** The provider's answer: its reference, and whether it already knows the message was delivered. */
export interface SmsReceipt {
  ref: string;
  delivered: boolean;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<SmsReceipt>;
  /** the latest messages sent by this process, newest last (tests read it; bounded) */
  readonly outbox: SmsMessage[];
}
