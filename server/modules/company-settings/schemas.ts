import { z } from "zod";
import { canonicalTimeZone } from "../../../common/dates";
import {
  CONTROL_CHARACTERS,
  fields,
  isPlainText,
  PHONE_INVALID,
  VALIDATION_MESSAGES,
} from "../../http/validation";
import { normalizePhoneNumber, phoneCandidates } from "../../../common/phone";
import { companyAnswer, type Company as CompanyAnswer } from "../../../common/api";

/** The caller's own company: GET /api/company/ (members), PATCH (owners). */

export { companyAnswer };
export type { CompanyAnswer };

export const MAX_TAX_DECIMALS = 6;

/** What a change of the company's settings is refused with. */
export const COMPANY_MESSAGES = {
  twoFactorOwnerFirst: "Turn on two-factor sign-in for your own account first, from your profile.",
  phoneMenuNumber: "Enter a phone number of 7 to 15 digits.",
  phoneMenuTaken: "Another company already uses this number for its phone menu.",
  timeZone: "Choose a time zone.",
  twilioToken: "Enter the Twilio auth token: 16 to 128 letters and digits.",
} as const;

/**
 * A tax rate as a fraction: "0.08875" or 0.08875, 0 ≤ rate < 1, at most 6 decimals (DRF DecimalField's
 * words). Stored as its canonical decimal string ("0.0800" → "0.08", "0" stays "0").
 */
export const taxRateField = () =>
  z.unknown().transform((value, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    };
    if (value === null) return fail(VALIDATION_MESSAGES.notNull);
    if (typeof value !== "string" && typeof value !== "number") return fail(VALIDATION_MESSAGES.number);
    // A JSON number in exponent form (1e-7, 1e+21) is either below a millionth or far above 1.
    const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value.trim();
    const exp = typeof value === "number" ? /^(-)?\d+(?:\.\d+)?e([+-]\d+)$/.exec(text) : null;
    if (exp) {
      if (exp[1]) return fail(VALIDATION_MESSAGES.min(0));
      return fail(Number(exp[2]) < 0 ? DECIMALS_MESSAGE : VALIDATION_MESSAGES.below(1));
    }
    const m = /^(-)?(\d*)(?:\.(\d*))?$/.exec(text);
    if (!m || (!m[2] && !m[3])) return fail(VALIDATION_MESSAGES.number);
    const whole = m[2].replace(/^0+(?=\d)/, "") || "0";
    const fraction = (m[3] ?? "").replace(/0+$/, "");
    if (m[1] && (whole !== "0" || fraction)) return fail(VALIDATION_MESSAGES.min(0));
    if (fraction.length > MAX_TAX_DECIMALS) return fail(DECIMALS_MESSAGE);
    if (whole !== "0") return fail(VALIDATION_MESSAGES.below(1));
    return fraction ? `0.${fraction}` : "0";
  });

const DECIMALS_MESSAGE = VALIDATION_MESSAGES.decimals(MAX_TAX_DECIMALS);

/** The phone menu's called number, stored as digits (a North American country code dropped, as lines are). */
const phoneMenuNumberField = () =>
  z
    .string()
    .nullable()
    .transform((value, ctx) => {
      if (value === null || value.trim() === "") return null;
      const digits = phoneCandidates(value).at(-1) ?? "";
      if (!/^[+\d\s().-]+$/.test(value) || digits.length < 7 || digits.length > 15) {
        ctx.addIssue({ code: "custom", message: COMPANY_MESSAGES.phoneMenuNumber });
        return z.NEVER;
      }
      return digits;
    });

/**
 * An IANA time zone Intl knows ("America/Chicago"), stored under the name Intl gives it ("US/Eastern" →
 * "America/New_York"); anything else is refused with the field named.
 */
const timeZoneField = () =>
  z.string().transform((name, ctx) => {
    const zone = name.length <= 64 ? canonicalTimeZone(name.trim()) : null;
    if (zone) return zone;
    ctx.addIssue({ code: "custom", message: COMPANY_MESSAGES.timeZone });
    return z.NEVER;
  });

/**
 * Optional text: empty or null clears it (stored as null); `clean` may refuse it with a message. One line,
 * or several (`lines`); control characters are refused (http/validation.ts, isPlainText).
 */
const clearable = (max: number, clean: (text: string) => string | null, message: string, lines = false) =>
  z
    .string()
    .nullable()
    .transform((value, ctx) => {
      const text = (value ?? "").trim();
      if (!text) return null;
      if (!isPlainText(text, lines)) {
        ctx.addIssue({ code: "custom", message: CONTROL_CHARACTERS });
        return z.NEVER;
      }
      const cleaned = text.length <= max ? clean(text) : null;
      if (cleaned !== null) return cleaned;
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    });

/** Lines as typed (Windows line ends made \n, trailing spaces and blank lines at the ends dropped). */
const addressLines = (text: string) =>
  text
    .split(/\r\n?|\n/)
    .map((line) => line.trimEnd())
    .join("\n")
    .trim();

const EMAIL = fields.email();

export const ADDRESS_MAX = 500;

export const companyUpdateBody = z.object({
  name: fields.requiredText(200).optional(),
  phone_menu_number: phoneMenuNumberField()
    .optional()
    .describe("the number Twilio forwards calls from; empty or null turns the phone menu off"),
  twilio_auth_token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{16,128}$/, COMPANY_MESSAGES.twilioToken)
    .optional()
    .describe("write-only: stored, never returned"),
  twilio_account_sid: clearable(
    64,
    (text) => (/^AC[0-9a-f]{32}$/i.test(text) ? text : null),
    "Enter the Twilio account SID: AC and 32 letters and digits.",
  )
    .optional()
    .describe(
      'the Twilio account SMS=twilio sends texts through ("AC" and 32 hexadecimal digits); empty clears it',
    ),
  tax_rate: taxRateField().optional().describe('0 ≤ rate < 1, at most 6 decimals: "0.08875" or 0.08875'),
  time_zone: timeZoneField()
    .optional()
    .describe(
      'IANA time zone the company\'s days are counted in ("today", run dates, date filters), e.g. "America/Chicago"',
    ),
  address: clearable(
    ADDRESS_MAX,
    (text) => addressLines(text),
    VALIDATION_MESSAGES.maxLength(ADDRESS_MAX),
    true,
  )
    .optional()
    .describe("postal address printed on receipts, lines separated by \\n; empty or null clears it"),
  support_phone: clearable(32, normalizePhoneNumber, PHONE_INVALID)
    .optional()
    .describe(
      'the support line customers call: "+1 (555) 010-0001" is stored as 5550100001; empty clears it',
    ),
  support_email: clearable(
    254,
    (text) => {
      const parsed = EMAIL.safeParse(text);
      return parsed.success ? parsed.data : null;
    },
    VALIDATION_MESSAGES.email,
  )
    .optional()
    .describe("the support address customers write to; empty or null clears it"),
  require_two_factor: z
    .boolean()
    .optional()
    .describe(
      "every staff account signs in with a second factor; those without one set it up at next sign-in",
    ),
});
export type CompanyUpdate = z.infer<typeof companyUpdateBody>;

/** What an upload of the logo (logo.ts) is refused with. */
export const LOGO_MESSAGES = {
  tooLarge: "The logo must be at most 2 MB.",
  notAnImage: "Upload a PNG, JPEG or WebP image.",
  empty: "Choose an image to upload.",
} as const;
