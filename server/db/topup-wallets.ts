import { sql } from "kysely";
import type { Config } from "../config";
import { SIMULATED_WALLET_START, type WalletKeeping } from "../integrations/topups";
import type { SimulatedWalletStore } from "../integrations/topups/simulated";
import type { WalletBalance } from "../integrations/topups/types";
import type { DB } from "./connection";
import type { TopupWalletsTable } from "./kept-tables";

/**
 * The top-up wallet's last known balance, per provider (migration 0026). The worker asks the aggregator
 * before each refill (a cached read, integrations/topups/types.ts's walletCache) and writes what it learns
 * here; the dashboard and /metrics read this row, so that no page view nor scrape calls the aggregator.
 */

export type WalletProvider = TopupWalletsTable["provider"];

/** A balance and when it was known. */
export interface KeptWallet extends WalletBalance {
  readAt: string;
}

export async function keptWallet(db: DB, provider: WalletProvider): Promise<KeptWallet | null> {
  const row = await db
    .selectFrom("topup_wallets")
    .select(["balance", "currency", "read_at"])
    .where("provider", "=", provider)
    .executeTakeFirst();
  return row ? { amount: Number(row.balance), currency: row.currency, readAt: String(row.read_at) } : null;
}

/** Keeps what a read (or a top-up's answer) said of the balance. */
export async function keepWalletRead(
  db: DB,
  provider: WalletProvider,
  balance: WalletBalance,
  at = new Date(),
): Promise<void> {
  const row = { balance: balance.amount, currency: balance.currency, read_at: at.toISOString() };
  await db
    .insertInto("topup_wallets")
    .values({ provider, ...row })
    .onConflict((oc) => oc.column("provider").doUpdateSet(row))
    .execute();
}

/**
 * TOPUPS=simulated: the wallet is this row, so that the API (whose owners add funds) and a worker process
 * (whose top-ups spend) share one, and a restart keeps it. Created with `start` on first use.
 */
export function databaseWallet(db: DB, start: number): SimulatedWalletStore {
  const provider: WalletProvider = "simulated";
  const ensure = () =>
    db
      .insertInto("topup_wallets")
      .values({ provider, balance: start, currency: "USD", read_at: new Date().toISOString() })
      .onConflict((oc) => oc.column("provider").doNothing())
      .execute();
  const balance = async () => {
    await ensure();
    return (await keptWallet(db, provider))!.amount;
  };
  return {
    balance,
    async spend(amount) {
      await ensure();
      // One conditional statement: two workers never both spend the last funds.
      const res = await db
        .updateTable("topup_wallets")
        .set({ balance: sql<number>`balance - ${amount}`, read_at: new Date().toISOString() })
        .where("provider", "=", provider)
        .where("balance", ">=", amount)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },
    async add(amount) {
      await ensure();
      await db
        .updateTable("topup_wallets")
        .set({ balance: sql<number>`balance + ${amount}`, read_at: new Date().toISOString() })
        .where("provider", "=", provider)
        .execute();
      return balance();
    },
  };
}

/** What createTopups keeps in the database: the app's and every worker's adapter are built with it. */
export const walletKeeping = (db: DB): WalletKeeping => ({
  store: databaseWallet(db, SIMULATED_WALLET_START),
  onBalance: (balance) => keepWalletRead(db, "reloadly", balance),
});

/**
 * The wallet as last known, for the dashboard: Reloadly's last read (null before the worker's first), or
 * the simulated wallet itself (made with its starting funds on first sight). Never a call to the aggregator.
 */
export async function walletOnRecord(config: Pick<Config, "topups">, db: DB): Promise<KeptWallet | null> {
  if (config.topups === "simulated") await databaseWallet(db, SIMULATED_WALLET_START).balance();
  return keptWallet(db, config.topups);
}
