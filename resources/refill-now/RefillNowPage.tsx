import { t } from "../../src/i18n";
import { OrderPage } from "../../src/components/forms/OrderPage";
import { byRole } from "../../src/resource-kit/byRole";
import { refillLinesList, RefillSummary } from "./parts";
import { savedCardsList } from "../cards/useSavedCards";

/*
 * /refill-now: staff order for a customer they search for with antd's form (StaffRefillNow); a customer's
 * form is drawn without antd (CustomerRefillNow), so that their phone neither downloads nor runs it (issue
 * 40, docs/benchmarks.md).
 */
const { Screen, preloadFor } = byRole({
  staff: () => import("./StaffRefillNow"),
  customer: () => import("./CustomerRefillNow"),
  // While the form's code loads, the page as it first reads: its title and what to choose.
  placeholder: () => (
    <OrderPage
      title={t("refillNow.title")}
      summaryTitle={t("refillNow.summary")}
      summary={<RefillSummary line={undefined} plan={undefined} />}
    >
      {(summaryHere) => summaryHere}
    </OrderPage>
  ),
});

/** What a customer's form lists as it opens (their lines, their cards): asked for as the panel starts there. */
export const customerLists = [refillLinesList(undefined, false), savedCardsList(undefined)];

export { preloadFor };
export default Screen;
