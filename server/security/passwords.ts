import { hash, verify } from "@node-rs/argon2";

/** argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane). */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    // Spend the same time as a real check so that an account without a password is not told apart.
    await hash(password, OPTIONS);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export const PASSWORD_MESSAGES = {
  tooShort: "This password is too short. It must contain at least 8 characters.",
  tooLong: "Ensure this field has no more than 128 characters.",
  numeric: "This password is entirely numeric.",
  common: "This password is too common.",
  similar: "The password is too similar to your personal details.",
} as const;

/** The rules a new password must pass; returns the messages (empty when it is acceptable). */
export function passwordProblems(
  password: string,
  context: { email?: string; first_name?: string; last_name?: string } = {},
): string[] {
  const problems: string[] = [];
  if (password.length < 8) problems.push(PASSWORD_MESSAGES.tooShort);
  if (password.length > 128) problems.push(PASSWORD_MESSAGES.tooLong);
  if (/^\d+$/.test(password)) problems.push(PASSWORD_MESSAGES.numeric);
  if (COMMON.has(password.toLowerCase())) problems.push(PASSWORD_MESSAGES.common);
  const lower = password.toLowerCase();
  const local = context.email?.split("@")[0]?.toLowerCase();
  if (
    (local && local.length >= 3 && lower.includes(local)) ||
    [context.first_name, context.last_name].some((n) => n && n.length >= 3 && lower.includes(n.toLowerCase()))
  )
    problems.push(PASSWORD_MESSAGES.similar);
  return problems;
}

const COMMON = new Set([
  "password",
  "password1",
  "password123",
  "12345678",
  "123456789",
  "1234567890",
  "qwerty123",
  "qwertyuiop",
  "iloveyou",
  "sunshine",
  "princess",
  "football",
  "baseball",
  "welcome1",
  "welcome123",
  "letmein1",
  "admin123",
  "abc12345",
  "11111111",
  "00000000",
  "passw0rd",
  "trustno1",
  "superman",
  "starwars",
  "whatever",
  "qwerty12",
  "monkey123",
  "dragon123",
  "master123",
  "changeme",
  "secret123",
  "p@ssw0rd",
  "1q2w3e4r",
  "zaq12wsx",
]);
