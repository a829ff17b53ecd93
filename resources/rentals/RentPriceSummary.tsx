import type { Country } from "@common/api";
import { formatMoney } from "@common/money";
import { problemNode } from "../../src/components/layout/notices";
import { PlainAlert } from "../../src/components/plain/PlainAlert";
import { PlainDescriptions } from "../../src/components/plain/PlainDescriptions";
import { PlainText } from "../../src/components/plain/PlainText";
import { t } from "../../src/i18n";
import { error } from "../../src/messages";
import { priceRows, type RentQuote } from "./rentNow";
import type { RentalCost } from "./types";

/**
 * What a customer's rental comes to (CustomerRentNow), drawn without antd: why there is no price (the server
 * refused it, a booked day in the range, a choice still to make), the price on its way, or the price.
 */
export function RentPriceSummary({
  quote,
  price,
  costError,
  blocked,
  countries,
}: {
  quote: RentQuote | undefined;
  price: RentalCost | undefined;
  costError: unknown;
  blocked: string | undefined;
  countries: Country[] | undefined;
}) {
  if (costError)
    return <PlainAlert type="error" message={error.costFetchFailed} description={problemNode(costError)} />;
  if (blocked) return <PlainAlert type="warning" message={blocked} />;
  if (!quote) return <PlainText type="secondary">{t("rentals.rentNow.choose")}</PlainText>;
  if (!price)
    return (
      <div className="plain-skeleton" role="status" aria-busy="true" aria-label={t("common.loading")}>
        <div />
        <div />
        <div />
      </div>
    );
  return (
    <PlainDescriptions
      label={t("rentals.rentNow.price")}
      items={[
        ...priceRows(price, quote, countries),
        {
          label: t("rentals.rentNow.total"),
          value: <PlainText strong>{formatMoney(price.total_amount)}</PlainText>,
        },
      ]}
    />
  );
}
