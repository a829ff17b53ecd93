import { Table, Tag, Tooltip } from "antd";
import { problemText } from "../../src/components/show/Problem";
import { formatDate } from "@common/dates";
import { formatMoney } from "@common/money";
import { Link } from "react-router";
import type { Rental } from "@common/api/records";
import { rentalTriggerText } from "./labels";
import {
  customerColumn,
  dateColumn,
  ExportButton,
  ListScreen,
  moneyColumn,
  sortable,
  useResourceList,
  useResponsiveTable,
  useStatusTab,
  ValueWithNote,
} from "../../src/components/lists";
import { t } from "../../src/i18n";
import { error } from "../../src/messages";
import { RentalStatusTabs, rentalsEmpty, RentNowLink } from "./listParts";
import { RentalStatusTag } from "./status";

/**
 * /rentals for staff: the company's rentals in a table, by status tab with each tab's count; returned ones
 * hidden by default (docs/panel.md). A customer's are cards (CustomerRentalList).
 */
export default function StaffRentalList() {
  const { narrow, tableProps } = useResponsiveTable();
  const list = useResourceList<Rental>({ resource: "rentals", fetchFailed: error.rentalsFetchFailed });
  const { status } = useStatusTab(list);
  const rentNow = <RentNowLink />;
  // The columns' sorting and formats, by field (kept out of the JSX, whose strings are texts).
  const columns = {
    id: sortable(list, "id"),
    start: dateColumn(list, "start_date", t("rentals.list.start")),
    end: dateColumn(list, "end_date", t("rentals.list.end")),
    status: sortable(list, "status"),
    totalDue: moneyColumn(list, "total_due_amount", t("rentals.list.totalDue")),
    balance: moneyColumn(list, "balance", t("rentals.list.balance")),
    created: dateColumn(list, "created_at", t("rentals.list.created")),
  };
  return (
    <ListScreen
      title={t("rentals.list.title")}
      headerButtons={
        <>
          <ExportButton list={list} resource="rentals" />
          {rentNow}
        </>
      }
      above={<RentalStatusTabs list={list} />}
      list={list}
      {...tableProps}
      empty={rentalsEmpty(status)}
    >
      <Table.Column<Rental>
        dataIndex="id"
        title={t("rentals.list.id")}
        {...columns.id}
        responsive={["md"]}
        render={(id: number) => <Link to={`/rentals/${id}`}>{id}</Link>}
      />
      <Table.Column<Rental> {...customerColumn()} responsive={["md"]} />
      <Table.Column<Rental>
        dataIndex="device_name"
        title={t("rentals.list.device")}
        // On a phone the number and date columns are hidden: the device's cell links the rental and says
        // when it runs.
        {...(narrow && {
          render: (device: string, r: Rental) => (
            <ValueWithNote
              note={t("rentals.list.dates", { start: formatDate(r.start_date), end: formatDate(r.end_date) })}
            >
              <span className="cell-inline">
                <Link to={`/rentals/${r.id}`}>#{r.id}</Link>
                <span>{device}</span>
              </span>
            </ValueWithNote>
          ),
        })}
      />
      <Table.Column<Rental> dataIndex="country_name" title={t("rentals.list.country")} responsive={["lg"]} />
      <Table.Column<Rental> {...columns.start} responsive={["md"]} />
      <Table.Column<Rental> {...columns.end} responsive={["md"]} />
      <Table.Column<Rental>
        dataIndex="status"
        title={t("rentals.list.status")}
        {...columns.status}
        render={(_, r) => (
          <>
            <RentalStatusTag status={r.status} />
            {(r.payment_problem || r.rental_problem) && (
              <Tooltip title={problemText(r.payment_problem ?? r.rental_problem)}>
                <Tag color="red">
                  {r.payment_problem ? t("rentals.list.paymentError") : t("rentals.list.rentalError")}
                </Tag>
              </Tooltip>
            )}
          </>
        )}
      />
      <Table.Column<Rental>
        dataIndex="trigger"
        title={t("rentals.list.trigger")}
        responsive={["lg"]}
        render={(v: string) => rentalTriggerText(v)}
      />
      <Table.Column<Rental> {...columns.totalDue} responsive={["md"]} />
      <Table.Column<Rental>
        {...columns.balance}
        // and the balance's cell what was due, its column hidden too
        {...(narrow && {
          render: (balance: string, r: Rental) => (
            <ValueWithNote
              note={t("rentals.list.totalDueNote", { amount: formatMoney(r.total_due_amount) })}
              noteStyle={{ whiteSpace: "nowrap" }}
            >
              {formatMoney(balance)}
            </ValueWithNote>
          ),
        })}
      />
      <Table.Column<Rental> {...columns.created} responsive={["lg"]} />
    </ListScreen>
  );
}
