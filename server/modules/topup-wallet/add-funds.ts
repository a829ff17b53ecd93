import { audit } from "../../db/audit-log";
import type { DB } from "../../db/connection";
import { keptWallet } from "../../db/topup-wallets";
import type { SimulatedTopups } from "../../integrations/topups/simulated";
import type { AuthContext } from "../../security/caller";

/**
 * POST /api/topup-wallet/add-funds/ (TOPUPS=simulated, owners): simulated funds into the demo's wallet, so
 * that refills waiting for the wallet go through (they are looked at again within WALLET_WAIT_MS). The
 * wallet is the database's row (db/topup-wallets.ts), which the worker spends from.
 */
export async function addSimulatedFunds(db: DB, ctx: AuthContext, topups: SimulatedTopups, amount: number) {
  const after = await topups.addFunds(amount);
  await audit(db, ctx, "company.wallet_funds", "company", ctx.companyId, {
    amount,
    balance: after.amount,
  });
  return (await keptWallet(db, "simulated"))!;
}
