import { z } from "zod";
import { component } from "./component";

/**
 * Two factors and sessions (issue 39, items 2 and 3): what the sign-in answers when a code is needed, the
 * setup of an authenticator app, the recovery codes and the sessions list of the profile.
 */

/** POST /api/user/token/ (and /api/phones/token/) for an account with a second factor: no token yet. */
export const twoFactorChallengeAnswer = z.object({
  two_factor_required: z.literal(true).describe("the password was right; a code completes the sign-in"),
  challenge: z
    .string()
    .describe("send it with the code to POST /api/user/token/two-factor/; works once, for 5 minutes"),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeAnswer>;

/** POST /api/user/two-factor/setup/: the key for the authenticator app, as a QR code and as text. */
export const twoFactorSetupAnswer = z.object({
  secret: z.string().describe("the key to type into the app by hand (base32)"),
  otpauth_url: z.string().describe("the otpauth:// address the QR code holds"),
  qr_code: z.string().describe("the QR code as a PNG data URL"),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupAnswer>;

/** The ten recovery codes, answered once when made: each signs in once instead of a code. */
export const recoveryCodesAnswer = z.object({
  recovery_codes: z.array(z.string()).describe("ten codes, each usable once; shown only now"),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesAnswer>;

/** How a session began. */
export const SESSION_ORIGINS = ["password", "pin", "two_factor", "sign_up"] as const;

/** GET /api/user/sessions/: one of the caller's own sessions. */
export const sessionRow = component("Session", {
  id: z.number().int(),
  browser: z.string().nullable().describe('the browser, from its user agent ("Chrome"); null: not known'),
  os: z.string().nullable().describe('the system, from the user agent ("Windows", "iOS"); null: not known'),
  ip_address: z.string().nullable().describe("the address it signed in from; null: not known"),
  signed_in_with: z
    .enum(SESSION_ORIGINS)
    .nullable()
    .describe("how it began; null for a session older than this record"),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  current: z.boolean().describe("the session making this call"),
});
export type Session = z.infer<typeof sessionRow>;
