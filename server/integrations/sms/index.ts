import type { Config } from "../../config";
import { simulatedSms } from "./simulated";
import type { SmsSender } from "./types";

export type { SmsMessage, SmsReceipt, SmsSender } from "./types";

/** The SMS provider SMS names (simulated until a provider is configured; docs/messages.md). */
export function createSms(config: Config, log: { info(obj: unknown, msg: string): void }): SmsSender {
  return simulatedSms(config.dataDir, config.databaseUrl !== ":memory:", log);
}
