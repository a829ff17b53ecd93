import { Button, Table, Tag, Tooltip } from "antd";
import { Link } from "react-router";
import { RENTAL_STATUSES } from "@common/api/enums";
import type { Rental } from "@common/api/records";
import { rentalStatusLabel, rentalTriggerLabel } from "@common/labels";
import { useIsStaff } from "../../src/components/access";
import {
  ALL_STATUSES,
  customerColumn,
  dateColumn,
  ExportButton,
  ListScreen,
  moneyColumn,
  sortable,
  StatusTabs,
  useResourceList,
  useStatusTab,
} from "../../src/components/lists";
import { error } from "../../src/messages";
import { rentalEndpoints } from "./endpoints";
import { RentalStatusTag } from "./status";

/**
 * /rentals: the company's rentals for staff, a customer's own, by status tab with each tab's count;
 * returned ones hidden by default (docs/panel.md).
 */
export default function RentalList() {
  const { staff } = useIsStaff();
  const list = useResourceList<Rental>({ resource: "rentals", fetchFailed: error.rentalsFetchFailed });
  const { status } = useStatusTab(list);
  const rentNow = (
    <Link to="/rent-now">
      <Button type="primary">Rent a device</Button>
    </Link>
  );
  return (
    <ListScreen
      title="Rentals"
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
          labelOf={rentalStatusLabel}
        />
      }
      list={list}
      scroll={{ x: 1100 }}
      empty={{
        nothing: status === ALL_STATUSES ? "No rentals yet." : `No rentals are ${rentalStatusLabel(status)}.`,
        noMatch: "No rental matches these filters.",
        action: status === ALL_STATUSES ? rentNow : undefined,
      }}
    >
      <Table.Column<Rental>
        dataIndex="id"
        title="#"
        {...sortable(list, "id")}
        render={(id: number) => <Link to={`/rentals/${id}`}>{id}</Link>}
      />
      {staff && <Table.Column<Rental> {...customerColumn()} />}
      <Table.Column<Rental> dataIndex="device_name" title="Device" />
      <Table.Column<Rental> dataIndex="country_name" title="Country" />
      <Table.Column<Rental> {...dateColumn(list, "start_date", "Start")} />
      <Table.Column<Rental> {...dateColumn(list, "end_date", "End")} />
      <Table.Column<Rental>
        dataIndex="status"
        title="Status"
        {...sortable(list, "status")}
        render={(_, r) => (
          <>
            <RentalStatusTag status={r.status} />
            {(r.payment_error || r.rental_error) && (
              <Tooltip title={r.payment_error ?? r.rental_error}>
                <Tag color="red">{r.payment_error ? "Payment error" : "Rental error"}</Tag>
              </Tooltip>
            )}
          </>
        )}
      />
      <Table.Column<Rental>
        dataIndex="trigger"
        title="Trigger"
        render={(v: string) => rentalTriggerLabel(v)}
      />
      <Table.Column<Rental> {...moneyColumn(list, "total_due_amount", "Total due")} />
      <Table.Column<Rental> {...moneyColumn(list, "balance", "Balance")} />
      <Table.Column<Rental> {...dateColumn(list, "created_at", "Created")} />
    </ListScreen>
  );
}
