import { List } from "@refinedev/antd";
import { Button, Table, Tag, Tooltip } from "antd";
import { Link } from "react-router";
import type { Rental } from "@common/api/records";
import { formatDate } from "@common/dates";
import { rentalTriggerLabel } from "@common/labels";
import { formatMoney } from "@common/money";
import { useIsStaff } from "../../src/components/access";
import { FilterBar, ResourceTable, sortable, useResourceList } from "../../src/components/lists";
import { error } from "../../src/messages";
import { RentalStatusTag } from "./parts";

/**
 * /rentals: the company's rentals for staff, a customer's own; returned ones hidden by default
 * (docs/panel.md).
 */
export default function RentalList() {
  const { staff } = useIsStaff();
  const list = useResourceList<Rental>({ resource: "rentals", fetchFailed: error.rentalsFetchFailed });
  const rentNow = (
    <Link to="/rent-now">
      <Button type="primary">Rent a device</Button>
    </Link>
  );
  return (
    <List title="Rentals" headerButtons={rentNow}>
      <FilterBar list={list} />
      <ResourceTable
        list={list}
        scroll={{ x: 1100 }}
        empty={{ nothing: "No rentals yet.", noMatch: "No rental matches these filters.", action: rentNow }}
      >
        <Table.Column<Rental>
          dataIndex="id"
          title="#"
          {...sortable(list, "id")}
          render={(id: number) => <Link to={`/rentals/${id}`}>{id}</Link>}
        />
        {staff && (
          <Table.Column<Rental>
            key="customer"
            title="Customer"
            render={(_, r) => r.user_name || r.user_email}
          />
        )}
        <Table.Column<Rental> dataIndex="device_name" title="Device" />
        <Table.Column<Rental> dataIndex="country_name" title="Country" />
        <Table.Column<Rental>
          dataIndex="start_date"
          title="Start"
          {...sortable(list, "start_date")}
          render={(v: string) => formatDate(v)}
        />
        <Table.Column<Rental>
          dataIndex="end_date"
          title="End"
          {...sortable(list, "end_date")}
          render={(v: string) => formatDate(v)}
        />
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
        <Table.Column<Rental>
          dataIndex="total_due_amount"
          title="Total due"
          align="right"
          {...sortable(list, "total_due_amount")}
          render={(v: string) => formatMoney(v)}
        />
        <Table.Column<Rental>
          dataIndex="balance"
          title="Balance"
          align="right"
          {...sortable(list, "balance")}
          render={(v: string) => formatMoney(v)}
        />
        <Table.Column<Rental>
          dataIndex="created_at"
          title="Created"
          {...sortable(list, "created_at")}
          render={(v: string) => formatDate(v)}
        />
      </ResourceTable>
    </List>
  );
}
