import { formatMoney } from "@common/money";
import { t } from "../../../src/i18n";
import type { RentalDetail } from "../types";

/**
 * The daily rate with its parts: "$9.50/day ($7.00 device + $2.50 Mexico)". Without its parts (an older
 * answer) just "$9.50/day".
 */
export function dailyRateText(
  r: Pick<RentalDetail, "daily_rate" | "device_daily_rate" | "country_daily_rate" | "country_name">,
): string {
  const amount = formatMoney(r.daily_rate);
  if (r.device_daily_rate == null || r.country_daily_rate == null)
    return t("rentals.dailyRate.perDay", { amount });
  return t("rentals.dailyRate.withParts", {
    amount,
    device: formatMoney(r.device_daily_rate),
    surcharge: formatMoney(r.country_daily_rate),
    country: r.country_name,
  });
}
