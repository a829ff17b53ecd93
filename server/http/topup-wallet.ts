import type { TopupWallet } from "../../common/api/topup-wallet";
import { formatCents } from "../../common/money";
import type { KeptWallet } from "../db/topup-wallets";

/** The wallet as the API answers it (common/api/topup-wallet.ts): money as a decimal string. */
export const walletAnswer = (provider: TopupWallet["provider"], wallet: KeptWallet): TopupWallet => ({
  provider,
  balance: formatCents(wallet.amount),
  currency: wallet.currency,
  read_at: wallet.readAt,
});
