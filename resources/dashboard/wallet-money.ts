import type { TopupWallet } from "@common/api";
import { displayLocale } from "@common/locale";
import { formatMoney } from "@common/money";

/** The wallet's balance in its own currency: Reloadly keeps some wallets in other currencies than USD. */
export function walletMoney({ balance, currency }: Pick<TopupWallet, "balance" | "currency">) {
  if (currency === "USD") return formatMoney(balance);
  return new Intl.NumberFormat(displayLocale(), { style: "currency", currency }).format(Number(balance));
}
