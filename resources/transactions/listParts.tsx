import type { ReactNode } from "react";
import { Link } from "react-router";
import { TRANSACTION_STATUSES } from "@common/api/enums";
import { ExportButton, FilterBar, ListPage, type ResourceList, StatusTabs } from "../../src/components/lists";
import { statusTabEmpty } from "../../src/components/lists/statusTabEmpty";
import { t } from "../../src/i18n";
import { transactionEndpoints } from "./endpoints";
import { transactionStatusText } from "./labels";
import type { Transaction } from "./types";

/*
 * What the staff's table (StaffTransactionList) and the customer's cards (CustomerTransactionList) of
 * /transactions share: the page with its buttons, the status tabs and the filter bar, and why it is empty.
 */

/** A link drawn as antd's primary button (the kit's), without antd: a customer's list draws none of it. */
const PRIMARY_LINK = "plain-button plain-button-primary plain-button-fit";

/** /transactions' page: its title, Export and Refill Now, the status tabs and the filter bar, then the rows. */
export function TransactionListPage({
  list,
  children,
}: {
  list: ResourceList<Transaction>;
  children: ReactNode;
}) {
  return (
    <ListPage
      title={t("transactions.list.title")}
      headerButtons={
        <>
          <ExportButton list={list} resource="transactions" />
          <Link to="/refill-now" className={PRIMARY_LINK}>
            {t("transactions.list.refillNow")}
          </Link>
        </>
      }
    >
      <StatusTabs
        list={list}
        url={transactionEndpoints.counters().path}
        statuses={TRANSACTION_STATUSES}
        labelOf={transactionStatusText}
      />
      <FilterBar list={list} name="transaction-filters" />
      {children}
    </ListPage>
  );
}

/** Why the list shows no refill on the tab `status`: none yet (with a way to refill), none in it, none matching. */
export function transactionsEmpty(status: string) {
  return statusTabEmpty(status, {
    all: t("transactions.list.nothing"),
    inStatus: (tab) => t("transactions.list.nothingInStatus", { status: transactionStatusText(tab) }),
    noMatch: t("transactions.list.noMatch"),
    action: (
      <Link to="/refill-now" className={PRIMARY_LINK}>
        {t("transactions.list.refillALine")}
      </Link>
    ),
  });
}
