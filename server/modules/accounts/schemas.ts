import { z } from "zod";
import { fields } from "../../http/validation";
import { smsPhoneField } from "../../people/sms-consent";
import {
  languageField,
  personFields,
  type Profile,
  profileAnswer,
  recoveryCodesAnswer,
  sessionRow,
  twoFactorChallengeAnswer,
  type TwoFactorSetup,
  twoFactorSetupAnswer,
} from "../../../common/api";

/**
 * Request and response shapes of the accounts calls (docs/api-conventions.md). Unknown request fields
 * are dropped by Zod's default object parsing, as DRF ignores them.
 */

export const PIN_RULE = "PIN must be 4 to 8 digits.";

/** What sign-up and the profile refuse with, beside the fields' own rules. */
export const ACCOUNT_MESSAGES = {
  companyNotFound: "Company not found.",
  wrongPassword: "Wrong password.",
} as const;

/** A secret typed by a person: any non-blank text, bounded so that hashing it stays cheap. */
const secret = () => z.string().min(1).max(1024);

export const tokenBody = z.object({
  token: z.string().describe("40 hex characters; send as `Authorization: Token <key>`"),
});

/** A sign-in's answer: the token, or (an account with a second factor) the challenge a code completes. */
export const signInAnswer = z.union([tokenBody, twoFactorChallengeAnswer]);

/** The second call of a sign-in with a second factor. */
export const twoFactorSignInBody = z.object({
  challenge: z.string().min(1).max(256).describe("the challenge the first call answered"),
  code: z
    .string()
    .min(1)
    .max(32)
    .describe("the 6 digits the authenticator app shows, or one of the recovery codes"),
});

/** A code typed to confirm the authenticator app. */
export const twoFactorConfirmBody = z.object({
  code: z.string().min(1).max(32).describe("the 6 digits the app shows after adding the key"),
});

/** Turning the second factor off, or new recovery codes: the password and a code (or a recovery code). */
export const twoFactorProofBody = z.object({
  password: secret(),
  code: z.string().min(1).max(32).describe("the app's 6 digits, or a recovery code"),
});

export { recoveryCodesAnswer, sessionRow, twoFactorChallengeAnswer, twoFactorSetupAnswer };
export type { TwoFactorSetup };

/** Every sentence the second factor's calls refuse with (the sign-in's included), to the letter. */
export const TWO_FACTOR_MESSAGES = {
  wrongCode: "Wrong code. Enter the 6 digits your authenticator app shows, or one of your recovery codes.",
  wrongSetupCode: "Wrong code. Enter the 6 digits the app shows for this account.",
  challengeExpired: "This sign-in has expired. Sign in again with your password.",
  noSetup: "Start the setup first.",
  alreadyOn: "Two-factor sign-in is already on.",
  notOn: "Two-factor sign-in is not on.",
  required: "Your company requires two-factor sign-in: it cannot be turned off.",
  wrongPassword: ACCOUNT_MESSAGES.wrongPassword,
} as const;

export const emailSignInBody = z.object({
  // Sign-in takes any text (DRF's username field): a malformed address simply matches no account.
  email: z.string().trim().toLowerCase().min(1).max(254),
  password: secret(),
});

export const phoneSignInBody = z.object({
  phone_number: z
    .string()
    .min(1)
    .max(32)
    .describe('Digits, or a formatted number such as "+1 (555) 010-0001"'),
  pin: z.string().min(1).max(32),
});

export const signUpBody = z.object({
  email: fields.email(),
  password: secret(),
  first_name: fields.requiredText(150),
  last_name: fields.requiredText(150),
  company_slug: z.string().trim().toLowerCase().min(1).max(64),
  phone_number: fields.firstLine(),
  language: languageField.default("en").describe('the new customer\'s language; "en" when not sent'),
  sms_phone: smsPhoneField(),
});

export const signUpAnswer = z.object({ ...personFields, language: languageField, token: z.string() });

export const companyExistsBody = z.object({ slug: z.string().trim().toLowerCase().min(1).max(64) });
export const companyExistsAnswer = z.object({
  exists: z.boolean(),
  name: z.string().nullable().describe("the company's name, which the sign-up page shows; null when none"),
  logo_url: z
    .string()
    .nullable()
    .describe("the company's logo, which the sign-up page shows; null when none"),
});

export { profileAnswer };
export type { Profile };

/** Blank means "leave as is" for the two password fields, so that a profile form may send them empty. */
const optionalSecret = () =>
  z
    .string()
    .max(1024)
    .nullable()
    .optional()
    .transform((v) => (v ? v : undefined));

export const profileUpdateBody = z.object({
  first_name: fields.requiredText(150).optional(),
  last_name: fields.requiredText(150).optional(),
  email: fields.email().optional(),
  address: fields.name(255).optional(),
  state: fields.name(64).optional(),
  zip_code: fields.name(16).optional(),
  language: languageField.optional(),
  sms_phone: smsPhoneField(),
  pin: z
    .string()
    .trim()
    .regex(/^(\d{4,8})?$/, PIN_RULE)
    .nullable()
    .optional()
    .describe(
      '4 to 8 digits; null or "" clears it. The customer\'s own session only: 403 under a hijack token',
    ),
  current_password: optionalSecret().describe("required to change the password"),
  password: optionalSecret().describe("the new password"),
});
export type ProfileUpdate = z.infer<typeof profileUpdateBody>;

export const resetRequestBody = z.object({ email: fields.email() });
export const resetRequestAnswer = z.object({ email: z.string() });

export const resetConfirmBody = z.object({
  password: secret(),
  token: z.string().min(1).max(256).describe("the key from the e-mailed link (reset, invitation or welcome)"),
});
export const detailAnswer = z.object({ detail: z.string() });

/** The key of a PIN link (staff's "Send PIN reset"). */
const pinKey = () => z.string().min(1).max(256).describe("the key from the e-mailed PIN link");
export const pinCheckBody = z.object({ token: pinKey() });
export const pinCheckAnswer = z.object({
  email: z.string().describe("the account the link sets a PIN for"),
  first_name: z.string(),
  company_name: z.string(),
});
export const pinConfirmBody = z.object({
  token: pinKey(),
  pin: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/, PIN_RULE)
    .describe("the new PIN: 4 to 8 digits"),
});

export const resetCheckBody = z.object({
  token: z.string().min(1).max(256).describe("the key from the e-mailed link (reset, invitation or welcome)"),
});
export const resetCheckAnswer = z.object({
  purpose: z.enum(["reset", "invite", "welcome"]).describe("what the link was sent for"),
  email: z.string().describe("the account the link sets a password for"),
  first_name: z.string(),
  company_name: z.string(),
});
