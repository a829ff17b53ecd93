import { t } from "../../src/i18n";
import { OrderPage } from "../../src/components/forms/OrderPage";
import { PlainText } from "../../src/components/plain/PlainText";
import { byRole } from "../../src/resource-kit/byRole";
import { savedCardsList } from "../cards/useSavedCards";
import { activeRowsList } from "./rentNow";

/*
 * /rent-now: staff book for a customer they search for with antd's form and calendars (StaffRentNow); a
 * customer's form is drawn without antd (CustomerRentNow), so that their phone neither downloads nor runs
 * it (issue 40, docs/benchmarks.md).
 */
const { Screen, preloadFor } = byRole({
  staff: () => import("./StaffRentNow"),
  customer: () => import("./CustomerRentNow"),
  // While the form's code loads, the page as it first reads: its title and what to choose.
  placeholder: () => (
    <OrderPage
      title={t("rentals.rentNow.title")}
      summaryTitle={t("rentals.rentNow.price")}
      summary={<PlainText type="secondary">{t("rentals.rentNow.choose")}</PlainText>}
    >
      {(summaryHere) => summaryHere}
    </OrderPage>
  ),
});

/** What a customer's form lists as it opens (the devices, the countries, their cards): asked for as the panel starts there. */
export const customerLists = [
  activeRowsList("devices"),
  activeRowsList("countries"),
  savedCardsList(undefined),
];

export { preloadFor };
export default Screen;
