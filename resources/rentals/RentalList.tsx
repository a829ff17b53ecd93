import { ListPage } from "../../src/components/lists";
import { t } from "../../src/i18n";
import { byRole } from "../../src/resource-kit/byRole";

/*
 * /rentals: staff get the company's rentals in a table (StaffRentalList), a customer (or a member viewing as
 * one) their own as cards (CustomerRentalList), so that a customer's phone neither downloads nor runs antd's
 * Table (issue 40, docs/benchmarks.md).
 */
const { Screen, preloadFor } = byRole({
  staff: () => import("./StaffRentalList"),
  customer: () => import("./CustomerRentalList"),
  placeholder: () => <ListPage title={t("rentals.list.title")} />,
});

export { preloadFor };
export default Screen;
