import { useEffect, useState } from "react";
import { useIsStaff } from "../../src/components/layout/access";
import { ListPage } from "../../src/components/lists";
import { t } from "../../src/i18n";
import { preloadable } from "../../src/resource-kit/preload";

/*
 * /transactions: staff get the company's refills in a table with bulk work (StaffTransactionList), a customer
 * (or a member viewing as one) their own as cards (CustomerTransactionList), so that a customer's phone
 * neither downloads nor runs antd's Table (issue 40, docs/benchmarks.md). Each loads when the signed-in
 * user's role is known; the customer's cards are asked for as this module loads (small, and most visitors
 * of this screen on a phone are customers), the staff's table only for staff.
 */
const StaffTransactionList = preloadable(() => import("./StaffTransactionList"));
const CustomerTransactionList = preloadable(() => import("./CustomerTransactionList"));
void CustomerTransactionList.preload().catch(() => undefined);

export default function TransactionList() {
  const { staff, known } = useIsStaff();
  const List = staff ? StaffTransactionList : CustomerTransactionList;
  // The variant is drawn once its code is here (held in state, not left to React.lazy): a lazy component
  // that suspends is revealed no sooner than 300 ms after its fallback (src/resource-kit/preload.ts). A
  // failure to load is thrown by the lazy component itself, to the screen's error boundary.
  const [ready, setReady] = useState<typeof List>();
  useEffect(() => {
    if (!known) return;
    let current = true;
    const done = () => current && setReady(() => List);
    List.preload().then(done, done);
    return () => {
      current = false;
    };
  }, [known, List]);
  if (!known || ready !== List) return <ListPage title={t("transactions.list.title")} />;
  return <List />;
}
