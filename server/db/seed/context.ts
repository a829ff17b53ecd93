import type { AuditAction, HijackWriteAction } from "../../../common/audit";
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

type CatalogTable = "carriers" | "devices" | "countries" | "rental_fees";
type CatalogColumns = "company_id" | "name" | "is_active" | "created_at";

/**
 * The company's catalog entries of `table`, one a spec, in the specs' order: what every catalog row holds
 * (the company, the spec's name, active unless the spec is inactive, `createdAt()` drawn row by row), then
 * the table's own columns from `columns`. Answers their ids in the specs' order.
 */
export function insertCatalog<T extends CatalogTable, S extends { name: string; inactive?: boolean }>(
  ctx: SeedContext,
  table: T,
  specs: readonly S[],
  createdAt: () => string,
  columns: (spec: S) => Omit<Row<T>, CatalogColumns>,
): Promise<number[]> {
  // TypeScript cannot see a generic table's row as the catalog columns plus the rest (Omit), hence the cast.
  const rows = specs.map(
    (spec) =>
      ({
        company_id: ctx.companyId,
        name: spec.name,
        ...columns(spec),
        is_active: !spec.inactive,
        created_at: createdAt(),
      }) as unknown as Row<T>,
  );
  return insert(ctx, table, rows);
}

/** A row of the audit log, written once every step has its ids. */
export interface AuditEvent {
  at: number;
  actorId: number | null;
  onBehalfOf: number | null;
  action: AuditAction | HijackWriteAction;
  object: string;
  objectId: number | null;
  data: Record<string, unknown> | null;
}
