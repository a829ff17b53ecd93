import { ListPage } from "../../src/components/lists";
import { t } from "../../src/i18n";
import { byRole } from "../../src/resource-kit/byRole";

/*
 * /transactions: staff get the company's refills in a table with bulk work (StaffTransactionList), a customer
 * (or a member viewing as one) their own as cards (CustomerTransactionList), so that a customer's phone
 * neither downloads nor runs antd's Table (issue 40, docs/benchmarks.md).
 */
const { Screen, preloadFor } = byRole({
  staff: () => import("./StaffTransactionList"),
  customer: () => import("./CustomerTransactionList"),
  placeholder: () => <ListPage title={t("transactions.list.title")} />,
});

export { preloadFor };
export default Screen;
