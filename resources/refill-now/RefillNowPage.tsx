import { t } from "../../src/i18n";
import { OrderPage } from "../../src/components/forms/OrderPage";
import { byRole } from "../../src/resource-kit/byRole";
import { RefillSummary } from "./parts";

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

export { preloadFor };
export default Screen;
