import { z } from "zod";
import { LANGUAGES } from "../languages";
import { component } from "./component";

/** Answers about people: the signed-in user's profile, the company's customers and members. */

/** Who a person is: how every answer about a person (a profile, a customer, a member, a sign-up) begins. */
export const personFields = {
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
};

/** A user's language (common/languages.ts): their panel's and their e-mails'. */
export const languageField = z
  .enum(LANGUAGES, { error: `Choose one of: ${LANGUAGES.join(", ")}.` })
  .describe('the language of the user\'s panel and e-mails: "en" (English) or "es" (Spanish)');

/** Someone an answer refers to (the member behind a hijack). */
export const userRef = component("UserRef", personFields);
export type UserRef = z.infer<typeof userRef>;

/**
 * How the company presents itself to its customers (issue 21): on receipts, the sign-up page, the header.
 * Each is null when not set.
 */
export const companyIdentityFields = {
  address: z.string().nullable().describe("postal address, lines separated by \\n"),
  support_phone: z.string().nullable().describe("the support line, digits (5550100001)"),
  support_email: z.string().nullable(),
  logo_url: z
    .string()
    .nullable()
    .describe("the logo's public address, versioned by its content (cache it for good); null: no logo"),
};

/** GET /api/user/me/: the user of the calling token. */
export const profileAnswer = z.object({
  ...personFields,
  phone_number: z.string().nullable().describe("digits of the user's first active phone number"),
  address: z.string(),
  state: z.string(),
  zip_code: z.string(),
  pin: z.string().nullable(),
  is_company_member: z.boolean(),
  is_company_owner: z.boolean(),
  language: languageField,
  sms_phone: z
    .string()
    .nullable()
    .describe("the number the customer agreed to receive text messages at (digits); null: no texts"),
  sms_consent_at: z.string().nullable().describe("when they agreed to texts; null: they have not"),
  is_hijacked: z.boolean().describe("the calling token is a member's hijack token"),
  hijacked_by: userRef.nullable().describe("the member viewing the site as this user"),
  company: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    logo_url: companyIdentityFields.logo_url,
  }),
  company_time_zone: z
    .string()
    .describe("the company's IANA time zone: the panel shows dates and times in it, whoever looks"),
  company_time_zone_offsets: z
    .object({
      until: z
        .string()
        .describe("the end of the window (ISO 8601 UTC): the offsets hold for instants before it"),
      changes: z
        .array(
          z.object({
            from: z.string().describe("from this instant on (ISO 8601 UTC)"),
            minutes: z
              .number()
              .int()
              .describe("the zone's offset from UTC, in minutes (New York in winter: -300)"),
          }),
        )
        .describe("the offset at the window's start, then each change of it, in order"),
    })
    .describe(
      "the company zone's offsets from UTC for a year either side of today, from the server's time-zone data: the panel writes dates and times in the zone with them, without loading the browser's",
    ),
  two_factor_enabled: z.boolean().describe("the user signs in with a code from an authenticator app too"),
  two_factor_required: z
    .boolean()
    .describe(
      "staff of a company that requires two factors: until they set one up, every call but the setup's answers 401",
    ),
  recovery_codes_left: z.number().int().describe("unused recovery codes (0 without a second factor)"),
});
export type Profile = z.infer<typeof profileAnswer>;
export type CompanyRef = Profile["company"];

export const customerAnswer = component("Customer", {
  ...personFields,
  address: z.string(),
  state: z.string(),
  zip_code: z.string(),
  language: languageField.describe("the customer's language (their panel's and e-mails'), which they choose"),
  sms_phone: z
    .string()
    .nullable()
    .describe("the number the customer agreed to receive text messages at (digits); null: no texts"),
  sms_consent_at: z.string().nullable().describe("when they agreed to texts; null: they have not"),
  pin_set: z
    .boolean()
    .describe(
      "whether the customer has a phone sign-in PIN (staff never read or set it: they send a PIN reset or remove it)",
    ),
  is_active: z.boolean(),
  created_at: z.string(),
  last_login: z.string().nullable(),
  phone_numbers: z.array(z.string()).describe("digits of every phone number of the customer, oldest first"),
  phone_numbers_count: z.number().int(),
  scheduled_refills_count: z.number().int().describe("active scheduled refills on the customer's numbers"),
});
export type Customer = z.infer<typeof customerAnswer>;

export const memberAnswer = component("Member", {
  ...personFields,
  is_company_owner: z.boolean(),
  is_active: z.boolean(),
  created_at: z.string(),
  last_login: z.string().nullable(),
  invitation_pending: z.boolean().describe("invited, and no password chosen yet"),
});
export type Member = z.infer<typeof memberAnswer>;

/** GET /api/company/ (members), PATCH (owners): the caller's own company. */
export const companyAnswer = component("Company", {
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  tax_rate: z.string().describe('decimal string, e.g. "0.08875" for 8.875 %'),
  phone_menu_number: z
    .string()
    .nullable()
    .describe("the number callers dial for the phone menu (digits), or null"),
  phone_menu_token_set: z
    .boolean()
    .describe("whether a Twilio auth token is stored (the token itself is never returned)"),
  twilio_account_sid: z
    .string()
    .nullable()
    .describe("the Twilio account (AC…) the company's texts are sent through with SMS=twilio, or null"),
  time_zone: z
    .string()
    .describe('the IANA time zone the company\'s days are counted in, e.g. "America/New_York"'),
  ...companyIdentityFields,
  require_two_factor: z
    .boolean()
    .describe("every staff account signs in with a second factor (those without one set it up first)"),
});
export type Company = z.infer<typeof companyAnswer>;
