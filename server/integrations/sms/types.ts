/** The company's Twilio account, from its settings: SMS=twilio sends through it. */
export interface TwilioAccount {
  accountSid: string | null;
  authToken: string | null;
}

/** One text message to send: `to` as lines are stored (digits), `from` the company's sending number if any. */
export interface SmsMessage {
  to: string;
  body: string;
  from: string | null;
  /** the company's account (SMS=twilio sends through it; the simulated sender needs none) */
  account?: TwilioAccount;
  /** where the provider reports the message's delivery (POST /api/sms/status/) */
  statusCallback?: string;
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
