import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { ENGLISH_PROBLEM_WORDS, PROBLEM_CODES } from "@common/problems";
import { SPANISH_PROBLEM_WORDS } from "@common/problems-es";
import { currentLanguage } from "../../../src/i18n";
import { readerWords, serverWordsOf } from "../../../src/i18n/server-words";
import { ApiError } from "../../../src/providers/http";
import { CARRIER_NAME_TAKEN, PLAN_CARRIER_FIXED } from "../../../server/modules/carriers/schemas";
import { COUNTRY_CODE_INVALID, COUNTRY_CODE_TAKEN } from "../../../server/modules/rental-catalog/schemas";
import { CUSTOMER_EMAIL_OWN, PIN_NOT_STAFFS } from "../../../server/modules/customers/schemas";
import { LAST_OWNER, NOT_YOURSELF } from "../../../server/modules/members/schemas";
import { PIN_RULE } from "../../../server/modules/accounts/schemas";
import { CONTROL_CHARACTERS, PHONE_INVALID, PHONE_TAKEN } from "../../../server/http/validation";
import { throttledMessage } from "../../../server/http/errors";
import { INVALID_TOKEN } from "../../../server/security/one-time-tokens";
import { EMAIL_TAKEN } from "../../../server/people/people";
import {
  SIMULATED_CARRIER_REJECTED,
  SIMULATED_WALLET_SHORT,
} from "../../../server/integrations/topups/simulated";

/**
 * Every message the server can answer has the panel's Spanish words (issue 33, "every word in the reader's
 * language"). The message objects are found, not listed: every `export const …MESSAGES = {` under server/
 * is imported and each of its sentences asked for, the sentences made by functions with the sample values
 * below. A new message without Spanish, or a new function without a sample, fails here.
 */

const ROOT = join(__dirname, "../../..");
/** Words for people that are not refusals: e-mails and texts, the phone menu's voice (server/i18n's own test). */
const NOT_REFUSALS = /^server\/(i18n|db\/(seed|migrations))\//;

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

const MESSAGE_OBJECT = /^export const (\w*MESSAGES) = \{/gm;

/** Sample values for the messages made by functions, by `OBJECT.key`. */
const SAMPLES: Record<string, unknown[][]> = {
  "RENTAL_MESSAGES.overpayment": [[2550]],
  "RENTAL_MESSAGES.refundTooMuch": [[500], [123456]],
  "RENTAL_MESSAGES.transition": [["picked_up", "reserved"]],
  "RENTAL_MESSAGES.plannerTooLong": [[62]],
  "SCHEDULE_MESSAGES.sameDay": [[15]],
  "REFUND_MESSAGES.tooMuch": [[500], [100000]],
  "WALLET_MESSAGES.waits": [["$12.50"]],
  "UNIT_MESSAGES.cannotRetire": [[1], [3]],
  "VALIDATION_MESSAGES.minLength": [[8]],
  "VALIDATION_MESSAGES.maxLength": [[150]],
  "VALIDATION_MESSAGES.maxItems": [[200]],
  "VALIDATION_MESSAGES.min": [[1], ["0.01"]],
  "VALIDATION_MESSAGES.max": [[31], ["1000000.00"]],
  "VALIDATION_MESSAGES.below": [[1]],
  "VALIDATION_MESSAGES.decimals": [[6]],
  "VALIDATION_MESSAGES.choice": [["weekly"]],
  "ID_MESSAGES.invalidPk": [[12]],
  "ID_MESSAGES.incorrectType": [["str"]],
  "FILTER_MESSAGES.boolean": [["maybe"]],
  "FILTER_MESSAGES.choice": [["lost"]],
  "PHONE_MESSAGES.operatorElsewhere": [["Claro"], [""]],
};

interface Found {
  where: string;
  english: string;
}

async function serverMessages(): Promise<{ found: Found[]; unsampled: string[] }> {
  const found: Found[] = [];
  const unsampled: string[] = [];
  for (const file of serverFiles(join(ROOT, "server"))) {
    const path = relative(ROOT, file);
    if (NOT_REFUSALS.test(path)) continue;
    const names = [...readFileSync(file, "utf8").matchAll(MESSAGE_OBJECT)].map((m) => m[1]);
    if (!names.length) continue;
    const module = (await import(/* @vite-ignore */ file)) as Record<string, Record<string, unknown>>;
    for (const name of names) {
      for (const [key, value] of Object.entries(module[name])) {
        const where = `${name}.${key}`;
        if (typeof value === "string") found.push({ where: `${path}: ${where}`, english: value });
        else if (typeof value === "function") {
          const samples = SAMPLES[where];
          if (!samples) unsampled.push(`${path}: ${where}`);
          for (const args of samples ?? [])
            found.push({ where: `${path}: ${where}(${args.join(", ")})`, english: value(...args) as string });
        }
      }
    }
  }
  return { found, unsampled };
}

/** Sentences the server keeps as constants of their own rather than in an object. */
const CONSTANTS: Found[] = Object.entries({
  CARRIER_NAME_TAKEN,
  PLAN_CARRIER_FIXED,
  COUNTRY_CODE_INVALID,
  COUNTRY_CODE_TAKEN,
  CUSTOMER_EMAIL_OWN,
  PIN_NOT_STAFFS,
  LAST_OWNER,
  NOT_YOURSELF,
  PIN_RULE,
  CONTROL_CHARACTERS,
  PHONE_INVALID,
  PHONE_TAKEN,
  INVALID_TOKEN,
  EMAIL_TAKEN,
  SIMULATED_CARRIER_REJECTED,
  SIMULATED_WALLET_SHORT,
  "throttledMessage(30)": throttledMessage(30),
}).map(([where, english]) => ({ where, english }));

describe("the server's messages in the Spanish panel", () => {
  it("has words for every message the server answers, and a sample for every function that makes one", async () => {
    expect(currentLanguage()).toBe("es");
    const { found, unsampled } = await serverMessages();
    expect(unsampled, "give these message functions sample values in SAMPLES").toEqual([]);
    // The objects are really found (a changed declaration style would otherwise pass with nothing).
    expect(found.length).toBeGreaterThan(150);
    const missing = [...found, ...CONSTANTS]
      .filter(({ english }) => {
        const spanish = serverWordsOf(english);
        return spanish === null || spanish === english || /\{\w+\}/.test(spanish);
      })
      .map(({ where, english }) => `${where}: ${english}`);
    expect(missing, "add these to src/i18n/es/server-words.ts").toEqual([]);
  });

  it("fills a template's values: money and numbers as the panel writes them, text as sent", () => {
    expect(serverWordsOf("At most $5.00 can be refunded.")).toBe("Se puede reembolsar como máximo $5.00.");
    expect(serverWordsOf("At most $1,000.00 can be refunded.")).toBe(
      "Se puede reembolsar como máximo $1,000.00.",
    );
    expect(serverWordsOf("The payment is more than the balance (25.50).")).toBe(
      "El pago supera el saldo pendiente ($25.50).",
    );
    expect(serverWordsOf("Ensure this value is greater than or equal to 0.01.")).toBe(
      `El valor debe ser mayor o igual que ${(0.01).toLocaleString("es-US", { minimumFractionDigits: 2 })}.`,
    );
    expect(serverWordsOf('"weekly" is not a valid choice.')).toBe("«weekly» no es una opción válida.");
    expect(serverWordsOf("The status cannot change from picked_up to reserved.")).toBe(
      "El estado no puede cambiar de picked_up a reserved.",
    );
  });

  it("reads the processors' and the top-up provider's sentences through their problem codes", () => {
    for (const code of PROBLEM_CODES)
      expect(serverWordsOf(ENGLISH_PROBLEM_WORDS.codes[code])).toBe(SPANISH_PROBLEM_WORDS.codes[code]);
    // Stripe's sentence with more after it is still a decline.
    expect(serverWordsOf("Your card was declined. This transaction requires authentication.")).toBe(
      SPANISH_PROBLEM_WORDS.codes.card_declined,
    );
  });

  it("shows a sentence nobody has words for as it came, said to be English", () => {
    const provider = "Your card number is incorrect.";
    expect(serverWordsOf(provider)).toBeNull();
    expect(readerWords(provider)).toEqual({ text: provider, english: true });
    expect(readerWords("This plan is not active.")).toEqual({
      text: "Este plan no está activo.",
      english: false,
    });
  });

  it("turns an error answer into Spanish, field by field, its body kept as the server sent it", () => {
    const body = { plan: ["This plan is not active."], detail: "At most $5.00 can be refunded." };
    const error = new ApiError(400, body);
    expect(error.message).toBe("Se puede reembolsar como máximo $5.00.");
    expect(error.fieldMessage("plan")).toBe("Este plan no está activo.");
    expect(error.messages).toEqual(["Se puede reembolsar como máximo $5.00.", "Este plan no está activo."]);
    expect(error.body).toEqual(body);
  });
});
