import { t } from "../../src/i18n";
import { OrderPage } from "../../src/components/forms/OrderPage";
import { byRole } from "../../src/resource-kit/byRole";

/*
 * /refill-now: staff order for a customer they search for with antd's form (StaffRefillNow); a customer's
 * form is drawn without antd (CustomerRefillNow), so that their phone neither downloads nor runs it (issue
 * 40, docs/benchmarks.md).
 */
const { Screen, preloadFor } = byRole({
  staff: () => import("./StaffRefillNow"),
  customer: () => import("./CustomerRefillNow"),
  placeholder: () => (
    <OrderPage title={t("refillNow.title")} summaryTitle={t("refillNow.summary")} summary={null}>
      {() => null}
    </OrderPage>
  ),
});

export { preloadFor };
export default Screen;
