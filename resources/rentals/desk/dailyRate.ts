import { formatMoney } from "@common/money";
import type { RentalDetail } from "../types";

/**
 * The daily rate with its parts: "$9.50/day ($7.00 device + $2.50 Mexico)". Without its parts (an older
 * answer) just "$9.50/day".
 */
export function dailyRateText(
  r: Pick<RentalDetail, "daily_rate" | "device_daily_rate" | "country_daily_rate" | "country_name">,
): string {
  const total = `${formatMoney(r.daily_rate)}/day`;
  if (r.device_daily_rate == null || r.country_daily_rate == null) return total;
  return `${total} (${formatMoney(r.device_daily_rate)} device + ${formatMoney(r.country_daily_rate)} ${r.country_name})`;
}
