import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../../common/languages";
import { formatPhone, normalizePhoneNumber, phoneCandidates } from "../../../common/phone";
import type { DB } from "../../db/connection";
import { CATALOGUES } from "../../i18n";
import { optedOut } from "../../messages/outbox";
import type { TwilioCompany } from "../../company/twilio-webhook";
import { chooseLine, confirmRefill, startRefill, type Texting } from "./refill";
import { keywordOf } from "./schemas";

/**
 * A text a customer sent the company's number (Twilio's incoming-message webhook), answered: STOP (and its
 * synonyms) opts the number out at once and says so once; START opts it back in; HELP answers the company's
 * name and support contact. An opted-out number gets nothing but that one confirmation, whatever it sends
 * next, until it texts START. REFILL, a line's number and YES refill by text (./refill.ts). Answers the
 * reply's text, or null for no reply.
 */
export async function answerText(
  db: DB,
  company: TwilioCompany,
  from: string,
  body: string,
  opts: {
    now?: Date;
    refillQueued?: () => void;
    /** counts a refill step of this number; the seconds to wait once it tried too often, else null */
    throttle?: (phone: string) => Promise<number | null>;
  } = {},
): Promise<string | null> {
  const now = opts.now ?? new Date();
  const phone = normalizePhoneNumber(from);
  if (!phone) return null;
  const said = keywordOf(body);
  const language =
    said?.language ??
    (await conversationLanguage(db, company.id, phone)) ??
    (await languageOf(db, company.id, phone));
  const words = CATALOGUES[language].inbound;
  if (said?.keyword === "stop") {
    const added = await db
      .insertInto("sms_opt_outs")
      .values({ company_id: company.id, phone, opted_out_at: now.toISOString() })
      .onConflict((oc) => oc.columns(["company_id", "phone"]).doNothing())
      .executeTakeFirst();
    // Said once: a second STOP from a number already out is not answered.
    return Number(added.numInsertedOrUpdatedRows ?? 0) > 0 ? words.stopped(company.name) : null;
  }
  if (said?.keyword === "start") {
    await db
      .deleteFrom("sms_opt_outs")
      .where("company_id", "=", company.id)
      .where("phone", "=", phone)
      .execute();
    return words.started(company.name);
  }
  if (await optedOut(db, company.id, phone)) return null;
  if (said?.keyword === "help") {
    const contact = words.contact(
      company.support_phone ? formatPhone(company.support_phone) : null,
      company.support_email,
    );
    return words.help(company.name, contact);
  }
  const texting: Texting = {
    db,
    company,
    phone,
    language,
    now,
    refillQueued: opts.refillQueued ?? (() => {}),
  };
  const number = /^\s*(\d{1,2})\s*$/.exec(body)?.[1];
  if (said?.keyword === "refill" || said?.keyword === "yes" || number) {
    if ((await opts.throttle?.(phone)) != null) return words.tooMany(company.name);
    if (said?.keyword === "refill") return startRefill(texting);
    if (said?.keyword === "yes") return confirmRefill(texting);
    const chosen = await chooseLine(texting, Number(number));
    if (chosen) return chosen;
  }
  return words.unknown(company.name);
}

/** The language of a refill by text under way from this number, if one is. */
async function conversationLanguage(db: DB, companyId: number, phone: string): Promise<Language | null> {
  const row = await db
    .selectFrom("sms_conversations")
    .select("language")
    .where("company_id", "=", companyId)
    .where("phone", "=", phone)
    .executeTakeFirst();
  return row && isLanguage(row.language) ? row.language : null;
}

/** The language of the company's customer who gave this number for texts (or owns it as a line), else English. */
async function languageOf(db: DB, companyId: number, phone: string): Promise<Language> {
  const candidates = phoneCandidates(phone);
  const user = await db
    .selectFrom("users")
    .select("language")
    .where("company_id", "=", companyId)
    .where((eb) =>
      eb.or([
        eb("sms_phone", "in", candidates),
        eb(
          "id",
          "in",
          eb
            .selectFrom("phone_numbers")
            .select("user_id")
            .where("number", "in", candidates)
            .where("company_id", "=", companyId),
        ),
      ]),
    )
    .orderBy("id")
    .executeTakeFirst();
  return user && isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE;
}
