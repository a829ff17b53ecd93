import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { simulatedSms } from "../../../server/integrations/sms/simulated";
import { sendDueMessages } from "../../../server/messages/sender";
import { queueMessage } from "../../../server/messages/outbox";
import { appForFile, companyWithPeople } from "../helpers";
import { freshNumber } from "../fixtures";

/**
 * SMS=simulated (the default) as the worker sends with it: a text to a customer who agreed is written to
 * DATA_DIR/sms/<time>-<to>.txt and logged; one who did not agree gets none (issue 35, "Done when": the
 * receipt appears in DATA_DIR/sms/ when the customer opted in).
 */
const app = await appForFile();
const w = await companyWithPeople(app.db);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sms-sim-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const logged: unknown[] = [];
const sms = simulatedSms(dataDir, true, { info: (obj) => logged.push(obj) });
const send = () => sendDueMessages(app.db, { mailer: app.mailer, sms, publicUrl: app.config.publicUrl });
const files = () =>
  fs.existsSync(path.join(dataDir, "sms")) ? fs.readdirSync(path.join(dataDir, "sms")) : [];

async function receipt(number: string, key: string) {
  await queueMessage(app.db, {
    companyId: w.company.id,
    userId: w.customer.id,
    kind: "refill_receipt",
    key,
    params: { amount: 1500, line: number, plan: "Unlimited", ends: "2031-04-09" },
    channels: ["sms"],
  });
}

describe("SMS=simulated", () => {
  it("writes an opted-in customer's receipt to DATA_DIR/sms/ and logs the file; nothing for one who did not agree", async () => {
    const number = freshNumber();
    await receipt(number, "sim-not-agreed");
    await send();
    expect(files()).toEqual([]);

    await app.db
      .updateTable("users")
      .set({ sms_phone: number, sms_consent_at: new Date().toISOString() })
      .where("id", "=", w.customer.id)
      .execute();
    await receipt(number, "sim-agreed");
    await send();
    const written = files();
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(new RegExp(`-${number}\\.txt$`));
    const text = fs.readFileSync(path.join(dataDir, "sms", written[0]), "utf8");
    const row = await app.db
      .selectFrom("messages")
      .selectAll()
      .where("event_key", "=", "sim-agreed")
      .executeTakeFirstOrThrow();
    expect(text).toContain(`To: ${number}`);
    expect(text).toContain(`Ref: ${row.provider_ref}`);
    expect(text).toContain(row.body);
    expect(row.status).toBe("delivered");
    expect(logged).toEqual([{ to: number, file: written[0] }]);
  });
});
