import { randomBytes } from "node:crypto";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import type { DB } from "../db/connection";
import { hashToken } from "./tokens";

/**
 * A second factor (issue 39, item 2): TOTP (RFC 6238: an authenticator app, 6 digits every 30 seconds, on
 * otplib) and ten recovery codes, each usable once. The app's key must be read back to check a code, so it is
 * stored as it is (as every TOTP server keeps it); recovery codes and sign-in challenges only as SHA-256.
 */

export const RECOVERY_CODE_COUNT = 10;

/** A new authenticator key: 20 random bytes, base32 (32 characters), as authenticator apps take it. */
export const newTotpSecret = (): string => generateSecret();

/** The `otpauth://` address the QR code holds: the app names the account `issuer: label`. */
export const otpauthUrl = (secret: string, issuer: string, label: string): string =>
  generateURI({ issuer, label, secret });

/** The QR code of an `otpauth://` address as a PNG data URL, for an <img>. */
export const qrDataUrl = (text: string): Promise<string> =>
  QRCode.toDataURL(text, { margin: 1, width: 240, errorCorrectionLevel: "M" });

/** A code as typed: spaces and dashes dropped, letters lower-cased. */
export const normaliseCode = (code: string): string => code.replace(/[\s-]/g, "").toLowerCase();

/**
 * The 30-second step a 6-digit code is right for (the step before and after accepted too, for a clock a
 * little off), or null. A step at or before `afterStep` is refused: a code that worked once never works again.
 */
export async function totpStep(
  secret: string,
  code: string,
  afterStep: number | null,
  now = new Date(),
): Promise<number | null> {
  const token = normaliseCode(code);
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: 30,
    ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
  });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}

/** Accepts a code for the user's confirmed key once: the step is recorded so the same code fails next time. */
export async function acceptTotp(
  db: DB,
  user: { id: number; totp_secret: string | null; totp_last_step: number | null },
  code: string,
  now = new Date(),
): Promise<boolean> {
  if (!user.totp_secret) return false;
  const step = await totpStep(user.totp_secret, code, user.totp_last_step, now);
  if (step === null) return false;
  // Two requests with one code: only the one that moves the step forward wins.
  const moved = await db
    .updateTable("users")
    .set({ totp_last_step: step })
    .where("id", "=", user.id)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/** Ten new recovery codes ("abcde-fghij", base32 letters and digits), the earlier ones dropped; answers them. */
export async function newRecoveryCodes(db: DB, userId: number, now = new Date()): Promise<string[]> {
  const alphabet = "abcdefghijkmnpqrstuvwxyz23456789";
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(randomBytes(10), (b) => alphabet[b % alphabet.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  await db.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
  await db
    .insertInto("recovery_codes")
    .values(
      codes.map((code) => ({
        user_id: userId,
        code_hash: hashToken(normaliseCode(code)),
        created_at: now.toISOString(),
      })),
    )
    .execute();
  return codes;
}

/** Uses one of the user's recovery codes: true once per code, false for any other text. */
export async function spendRecoveryCode(
  db: DB,
  userId: number,
  code: string,
  now = new Date(),
): Promise<boolean> {
  const used = await db
    .updateTable("recovery_codes")
    .set({ used_at: now.toISOString() })
    .where("user_id", "=", userId)
    .where("code_hash", "=", hashToken(normaliseCode(code)))
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

/** How many of the user's recovery codes are still unused. */
export async function recoveryCodesLeft(db: DB, userId: number): Promise<number> {
  const row = await db
    .selectFrom("recovery_codes")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A person's second factor gone: the key, a setup under way and the recovery codes. */
export async function removeSecondFactor(db: DB, userId: number): Promise<void> {
  await db
    .updateTable("users")
    .set({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null })
    .where("id", "=", userId)
    .execute();
  await db.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
}
