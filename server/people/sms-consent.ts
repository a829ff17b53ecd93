import { z } from "zod";
import { normalizePhoneNumber } from "../../common/phone";
import type { UserUpdate } from "../db/schema";
import { badRequest } from "../http/errors";
import { PHONE_INVALID } from "../http/validation";

/**
 * A customer's consent to text messages (docs/messages.md): the number they agreed to be texted at
 * (`users.sms_phone`, digits as lines are stored) and when (`users.sms_consent_at`). The customer gives it on
 * their profile or at sign-up, staff record it on the customer's word (the customer's update, audited);
 * clearing the number takes the consent back. A number that texted STOP stays opted out until it texts START.
 */
export const smsPhoneField = () =>
  z
    .string()
    .max(32)
    .nullable()
    .optional()
    .describe(
      "the number the customer agreed to receive text messages at (one of their lines or another; digits or " +
        '"+1 (555) 010-0001"): giving it records their consent now; null or "" takes the consent back',
    );

/** The columns a consent given or taken back changes (none when `input` is absent or repeats the consent). */
export function smsConsentChanges(
  current: { sms_phone: string | null; sms_consent_at: string | null },
  input: string | null | undefined,
  now = new Date().toISOString(),
): Pick<UserUpdate, "sms_phone" | "sms_consent_at"> {
  if (input === undefined) return {};
  if (input === null || input.trim() === "")
    return current.sms_phone || current.sms_consent_at ? { sms_phone: null, sms_consent_at: null } : {};
  const phone = normalizePhoneNumber(input);
  if (!phone) throw badRequest({ sms_phone: [PHONE_INVALID] });
  if (phone === current.sms_phone && current.sms_consent_at) return {};
  return { sms_phone: phone, sms_consent_at: now };
}
