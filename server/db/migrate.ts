import { type Kysely, type Migration, type MigrationProvider, Migrator } from "kysely";
import type { Dialect } from "./connection";
import * as m0001 from "./migrations/0001_initial";
import * as m0002 from "./migrations/0002_list_scale";
import * as m0003 from "./migrations/0003_refill_engine";
import * as m0005 from "./migrations/0005_phone_menu";
import * as m0006 from "./migrations/0006_money_ledger";
import * as m0007 from "./migrations/0007_hijack_word";
import * as m0008 from "./migrations/0008_refill_days";
import * as m0009 from "./migrations/0009_rental_money";
import * as m0010 from "./migrations/0010_user_language";
import * as m0011 from "./migrations/0011_company_identity";
import * as m0012 from "./migrations/0012_charge_days";
import * as m0013 from "./migrations/0013_values_not_sentences";
import * as m0014 from "./migrations/0014_failed_topup_refs";
import * as m0015 from "./migrations/0015_messages";
import * as m0016 from "./migrations/0016_service_ends";
import * as m0018 from "./migrations/0018_stripe_events";
import * as m0019 from "./migrations/0019_topup_wallet";
import * as m0020 from "./migrations/0020_device_units";
import * as m0021 from "./migrations/0021_problem_codes";
import * as m0022 from "./migrations/0022_two_factors";
import * as m0023 from "./migrations/0023_simulated_events";
import * as m0025 from "./migrations/0025_sms_conversations";
import * as m0026 from "./migrations/0026_wallet_reads";
import * as m0027 from "./migrations/0027_refill_margin";
import * as m0028 from "./migrations/0028_on_session";
import * as m0029 from "./migrations/0029_rental_fees";
import * as m0030 from "./migrations/0030_twilio_account";
import * as m0032 from "./migrations/0032_aggregator_catalogue";
import * as m0033 from "./migrations/0033_topup_reversals";
import * as m0034 from "./migrations/0034_deposit_holds";

type DialectMigration = {
  up(db: Kysely<any>, dialect: Dialect): Promise<void>;
  down?(db: Kysely<any>, dialect: Dialect): Promise<void>;
};

/** Listed by hand (not read from disk) so that the same code runs under tsx, Vitest and a bundle. */
const migrations: Record<string, DialectMigration> = {
  "0001_initial": m0001,
  "0002_list_scale": m0002,
  "0003_refill_engine": m0003,
  "0005_phone_menu": m0005,
  "0006_money_ledger": m0006,
  "0007_hijack_word": m0007,
  "0008_refill_days": m0008,
  "0009_rental_money": m0009,
  "0010_user_language": m0010,
  "0011_company_identity": m0011,
  "0012_charge_days": m0012,
  "0013_values_not_sentences": m0013,
  "0014_failed_topup_refs": m0014,
  "0015_messages": m0015,
  "0016_service_ends": m0016,
  "0018_stripe_events": m0018,
  "0019_topup_wallet": m0019,
  "0020_device_units": m0020,
  "0021_problem_codes": m0021,
  "0022_two_factors": m0022,
  "0023_simulated_events": m0023,
  "0025_sms_conversations": m0025,
  "0026_wallet_reads": m0026,
  "0027_refill_margin": m0027,
  "0028_on_session": m0028,
  "0029_rental_fees": m0029,
  "0030_twilio_account": m0030,
  "0032_aggregator_catalogue": m0032,
  "0033_topup_reversals": m0033,
  "0034_deposit_holds": m0034,
};

class StaticProvider implements MigrationProvider {
  constructor(private dialect: Dialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const out: Record<string, Migration> = {};
    for (const [name, m] of Object.entries(migrations)) {
      out[name] = {
        up: (db) => m.up(db, this.dialect),
        down: m.down ? (db) => m.down!(db, this.dialect) : undefined,
      };
    }
    return out;
  }
}

/** Brings the schema to the latest migration; throws with the failing migration's name on error. */
export async function migrateToLatest(db: Kysely<any>, dialect: Dialect): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new StaticProvider(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? "(setup)"} failed: ${reason}`);
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
