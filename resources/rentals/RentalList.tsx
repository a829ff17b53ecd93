import { Button, Space, Table, Tag, Tooltip } from "antd";
import { problemText } from "../../src/components/show/Problem";
import { formatDate } from "@common/dates";
import { formatMoney } from "@common/money";
import { Link } from "react-router";
import { RENTAL_STATUSES } from "@common/api/enums";
import type { Rental } from "@common/api/records";
import { rentalStatusText, rentalTriggerText } from "./labels";
import { useIsStaff } from "../../src/components/layout/access";
import {
  customerColumn,
  dateColumn,
  ExportButton,
  ListScreen,
  moneyColumn,
  sortable,
  StatusTabs,
  useResourceList,
  useResponsiveTable,
  useStatusTab,
  ValueWithNote,
} from "../../src/components/lists";
import { statusTabEmpty } from "../../src/components/lists/statusTabEmpty";
import { t } from "../../src/i18n";
import { error } from "../../src/messages";
import { rentalEndpoints } from "./endpoints";
import { RentalStatusTag } from "./status";

/**
 * /rentals: the company's rentals for staff, a customer's own, by status tab with each tab's count;
 * returned ones hidden by default (docs/panel.md).
 */
export default function RentalList() {
  const { staff } = useIsStaff();
  const { narrow, tableProps } = useResponsiveTable();
  const list = useResourceList<Rental>({ resource: "rentals", fetchFailed: error.rentalsFetchFailed });
  const { status } = useStatusTab(list);
  const rentNow = (
    <Link to="/rent-now">
      <Button type="primary">{t("rentals.list.rentDevice")}</Button>
    </Link>
  );
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
      above={
        <StatusTabs
          list={list}
          url={rentalEndpoints.counters().path}
          statuses={RENTAL_STATUSES}
          labelOf={rentalStatusText}
        />
      }
      list={list}
      {...tableProps}
      empty={statusTabEmpty(status, {
        all: t("rentals.list.empty"),
        inStatus: (tab) => t("rentals.list.emptyStatus", { status: rentalStatusText(tab) }),
        noMatch: t("rentals.list.noMatch"),
        action: rentNow,
      })}
    >
      <Table.Column<Rental>
        dataIndex="id"
        title={t("rentals.list.id")}
        {...columns.id}
        responsive={["md"]}
        render={(id: number) => <Link to={`/rentals/${id}`}>{id}</Link>}
      />
      {staff && <Table.Column<Rental> {...customerColumn()} responsive={["md"]} />}
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
              <Space size={6} wrap>
                <Link to={`/rentals/${r.id}`}>#{r.id}</Link>
                <span>{device}</span>
              </Space>
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
