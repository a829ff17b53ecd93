import { useEffect, useState } from "react";
import { useIsStaff } from "../../src/components/layout/access";
import { ListPage } from "../../src/components/lists";
import { t } from "../../src/i18n";
import type { Permissions } from "../../src/providers/auth";
import { preloadable } from "../../src/resource-kit/preload";
import { loadAntdFrame, WithAntd } from "../../src/components/layout/WithAntd";

/*
 * /transactions: staff get the company's refills in a table with bulk work (StaffTransactionList), a customer
 * (or a member viewing as one) their own as cards (CustomerTransactionList), so that a customer's phone
 * neither downloads nor runs antd's Table (issue 40, docs/benchmarks.md). Each loads when the signed-in
 * user's role is known: as the panel starts on this address, beside this module (preloadFor); else when
 * this screen first renders.
 */
const StaffTransactionList = preloadable(() => import("./StaffTransactionList"));
const CustomerTransactionList = preloadable(() => import("./CustomerTransactionList"));

/** The variant these permissions draw, asked for as the panel starts (preloadScreenAt). */
export const preloadFor = (permissions: Permissions | null) =>
  permissions?.member
    ? Promise.all([StaffTransactionList.preload(), loadAntdFrame()])
    : CustomerTransactionList.preload();

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
  // The screen is declared drawn without antd (index.tsx): the staff's table waits for antd's frame here.
  return staff ? (
    <WithAntd fallback={<ListPage title={t("transactions.list.title")} />}>
      <List />
    </WithAntd>
  ) : (
    <List />
  );
}
