import type { DB } from "../connection";
import type { CompanyProfile } from "./catalog";
import type { Clock } from "./clock";
import { insertRows, type Row, type SeedTable } from "./insert";
import type { Random } from "./random";

export type Counts = Partial<Record<SeedTable, number>>;

/** Values that must be unique across the whole database, whichever company draws them. */
export class UniqueValues {
  private readonly numbers = new Set<string>();
  private readonly emails = new Set<string>();

  /** Claims a given number (the demo customer's) so that no generated one collides with it. */
  claimNumber(number: string): string {
    if (this.numbers.has(number)) throw new Error(`phone number ${number} used twice`);
    this.numbers.add(number);
    return number;
  }

  /**
   * A 10-digit US number in one of the area codes. Numbers ending in 13 make the simulated carrier fail
   * the top-up (README.md), so they are only drawn when asked for.
   */
  phoneNumber(rng: Random, areaCodes: readonly string[], endingIn13 = false): string {
    for (;;) {
      const exchange = String(rng.int(201, 989));
      const line = endingIn13 ? `${rng.digits(2)}13` : rng.digits(4);
      const number = `${rng.pick(areaCodes)}${exchange}${line}`;
      if (exchange.endsWith("11") || (!endingIn13 && number.endsWith("13")) || this.numbers.has(number))
        continue;
      return this.claimNumber(number);
    }
  }

  claimEmail(email: string): string {
    if (this.emails.has(email)) throw new Error(`e-mail ${email} used twice`);
    this.emails.add(email);
    return email;
  }

  email(local: string, domain: string, rng: Random): string {
    let email = `${local}@${domain}`;
    while (this.emails.has(email)) email = `${local}${rng.int(2, 99)}@${domain}`;
    return this.claimEmail(email);
  }
}

/** Everything one company's generator needs; each company draws from its own PRNG stream. */
export interface SeedContext {
  db: DB;
  rng: Random;
  clock: Clock;
  profile: CompanyProfile;
  companyId: number;
  passwordHash: string;
  unique: UniqueValues;
  counts: Counts;
}

export function insert<T extends SeedTable>(
  ctx: SeedContext,
  table: T,
  rows: readonly Row<T>[],
): Promise<number[]> {
  return insertRows(ctx.db, table, rows, ctx.counts);
}

/** A row of the audit log, written once every step has its ids. */
export interface AuditEvent {
  at: number;
  actorId: number | null;
  onBehalfOf: number | null;
  action: string;
  object: string;
  objectId: number | null;
  data: Record<string, unknown> | null;
}
