import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { SmsMessage, SmsSender } from "./types";

const OUTBOX_LIMIT = 50;

/**
 * SMS=simulated (the default): each text is written to DATA_DIR/sms/<time>-<to>.txt (nothing on disk with an
 * in-memory database, as in tests) and `log` names the file, so the demo and a laptop show what would be sent.
 */
export function simulatedSms(
  dataDir: string,
  onDisk: boolean,
  log: { info(obj: unknown, msg: string): void },
): SmsSender {
  const outbox: SmsMessage[] = [];
  const dir = path.join(dataDir, "sms");
  return {
    outbox,
    async send(message) {
      const ref = `SMsim${randomBytes(8).toString("hex")}`;
      if (onDisk) {
        fs.mkdirSync(dir, { recursive: true });
        const stamp = new Date().toISOString().replace(/[:.]/g, "-");
        const name = `${stamp}-${message.to.replace(/[^0-9+]/g, "_")}.txt`;
        const head = `To: ${message.to}\nFrom: ${message.from ?? "(the company's number)"}\nRef: ${ref}\n\n`;
        fs.writeFileSync(path.join(dir, name), head + message.body + "\n");
        log.info({ to: message.to, file: name }, "sms written");
      }
      outbox.push(message);
      if (outbox.length > OUTBOX_LIMIT) outbox.shift();
      return { ref, delivered: true };
    },
  };
}
