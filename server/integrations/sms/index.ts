import type { Config } from "../../config";
import { simulatedSms } from "./simulated";
import { twilioSms } from "./twilio";
import type { SmsSender } from "./types";

export type { SmsMessage, SmsReceipt, SmsSender, TwilioAccount } from "./types";

/** The SMS provider SMS names (docs/messages.md): simulated, or each company's Twilio account. */
export function createSms(config: Config, log: { info(obj: unknown, msg: string): void }): SmsSender {
  if (config.sms === "twilio") return twilioSms(config.twilioApiBase);
  return simulatedSms(config.dataDir, config.databaseUrl !== ":memory:", log);
}
