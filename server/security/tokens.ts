import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** 40 random hex characters, as DRF's TokenAuthentication keys; only their SHA-256 is ever stored. */
export function newTokenKey(): string {
  return randomBytes(20).toString("hex");
}

export function hashToken(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
