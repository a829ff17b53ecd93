import type { DB } from "../connection";
import { seedAutoRefills } from "./auto-refills";
import { seedCarriers } from "./carriers";
import { COMPANIES, type CompanyProfile } from "./catalog";
import { Clock, iso } from "./clock";
import { type AuditEvent, type Counts, insert, type SeedContext, UniqueValues } from "./context";
import { insertRows } from "./insert";
import { seedDisputes } from "./disputes";
import { seedPeople } from "./people";
import { Random, seedFrom } from "./random";
import { seedRefills } from "./refills";
import { seedRentals } from "./rentals";
import { seedServiceEnds } from "./service-ends";

export interface DemoOptions {
  now: Date;
  /** the argon2id hash of the demo password, computed once by the caller */
  passwordHash: string;
}

/**
 * The demo data of README.md: "Demo Wireless" with its sign-ins and a realistic business history, and
 * "Second Wireless", smaller, to show that companies never see each other's rows. Call inside a transaction
 * on an empty database. Everything but the password hash is a function of `now`.
 */
export async function seedDemo(db: DB, options: DemoOptions): Promise<Record<string, Counts>> {
  const clock = new Clock(options.now);
  const unique = new UniqueValues();
  const out: Record<string, Counts> = {};
  for (const profile of COMPANIES) {
    out[profile.slug] = await seedCompany(db, profile, { clock, unique, passwordHash: options.passwordHash });
  }
  return out;
}

async function seedCompany(
  db: DB,
  profile: CompanyProfile,
  shared: Pick<SeedContext, "clock" | "unique" | "passwordHash">,
): Promise<Counts> {
  const counts: Counts = {};
  const rng = new Random(seedFrom(`refill-demo:${profile.slug}`));
  const [companyId] = await insertRows(
    db,
    "companies",
    [
      {
        name: profile.name,
        slug: profile.slug,
        tax_rate: profile.tax_rate,
        created_at: iso(shared.clock.ago(profile.age_days)),
      },
    ],
    counts,
  );
  const ctx: SeedContext = { db, rng, profile, companyId, counts, ...shared };

  const carriers = await seedCarriers(ctx);
  const people = await seedPeople(ctx, carriers);
  const refills = await seedRefills(ctx, people);
  await seedDisputes(ctx, people);
  await seedServiceEnds(ctx);
  const autoRefills = await seedAutoRefills(ctx, people);
  const rentals = await seedRentals(
    ctx,
    people,
    carriers.flatMap((c) => c.activePlans),
  );
  await seedAudit(ctx, [...people.audit, ...refills.audit, ...autoRefills, ...rentals.audit]);
  return counts;
}

async function seedAudit(ctx: SeedContext, events: AuditEvent[]): Promise<void> {
  events.sort((a, b) => a.at - b.at);
  await insert(
    ctx,
    "audit_log",
    events.map((e) => ({
      company_id: ctx.companyId,
      actor_id: e.actorId,
      on_behalf_of: e.onBehalfOf,
      action: e.action,
      object: e.object,
      object_id: e.objectId === null ? null : String(e.objectId),
      data: e.data ? JSON.stringify(e.data) : null,
      created_at: iso(e.at),
    })),
  );
}
