import { Link } from "react-router";
import { formatDate } from "@common/dates";
import { formatMoney } from "@common/money";
import type { Rental } from "@common/api/records";
import { CardList } from "../../src/components/lists/CardList";
import { ExportButton, FilterBar, ListPage, useResourceList, useStatusTab } from "../../src/components/lists";
import { PlainTag } from "../../src/components/plain/PlainTag";
import { problemText } from "../../src/components/show/Problem";
import { t } from "../../src/i18n";
import { error } from "../../src/messages";
import { RentalStatusTabs, rentalsEmpty, RentNowLink } from "./listParts";
import { RentalStatusTag } from "./status";

/**
 * /rentals for a customer (and a member viewing as one): their rentals as cards, by status tab, filtered
 * on the server, all in the address, as the staff's table (StaffRentalList) but without antd: a customer
 * opens it on a phone (issue 40). Each card says which device, when, where, how it stands and what is owed,
 * and links to the rental's page.
 */
export default function CustomerRentalList() {
  const list = useResourceList<Rental>({ resource: "rentals", fetchFailed: error.rentalsFetchFailed });
  const { status } = useStatusTab(list);
  return (
    <ListPage
      title={t("rentals.list.title")}
      headerButtons={
        <>
          <ExportButton list={list} resource="rentals" />
          <RentNowLink />
        </>
      }
    >
      <RentalStatusTabs list={list} />
      <FilterBar list={list} />
      <CardList
        list={list}
        label={t("rentals.list.title")}
        empty={rentalsEmpty(status)}
        card={(row) => <RentalCard row={row} />}
      />
    </ListPage>
  );
}

/** One rental in plain elements laid out by plain.css (`list-card-*`), as a refill's card is. */
function RentalCard({ row }: { row: Rental }) {
  const problem = row.payment_problem ?? row.rental_problem;
  return (
    <div className="list-card">
      <div className="list-card-line">
        <span className="list-card-title">
          <strong>{row.device_name}</strong>
          <Link to={`/rentals/${row.id}`}>#{row.id}</Link>
        </span>
        <span>
          <RentalStatusTag status={row.status} />
          {problem && (
            <PlainTag color="red">
              {row.payment_problem ? t("rentals.list.paymentError") : t("rentals.list.rentalError")}
            </PlainTag>
          )}
        </span>
      </div>
      <div className="list-card-line">
        <span className="list-card-secondary">
          {t("rentals.list.dates", { start: formatDate(row.start_date), end: formatDate(row.end_date) })}
          {row.country_name && ` · ${row.country_name}`}
        </span>
        <strong className="list-card-amount">{formatMoney(row.balance)}</strong>
      </div>
      <div className="list-card-line">
        {/* A phone has no tooltip: the problem is said on the card. */}
        <span className="list-card-secondary">{problem ? problemText(problem) : ""}</span>
        <span className="list-card-secondary list-card-amount">
          {t("rentals.list.totalDueNote", { amount: formatMoney(row.total_due_amount) })}
        </span>
      </div>
    </div>
  );
}
