import { DateField, List } from "@refinedev/antd";
import { Space, Table, Typography } from "antd";
import { Link } from "react-router";
import { useIsStaff } from "../../src/components/access";
import { AddButton, RowEditButton } from "../../src/components/actions";
import { ActiveTag, ActiveToggle, catalogConfirm } from "../../src/components/ActiveToggle";
import { FilterBar, ResourceTable, sortable, useResourceList } from "../../src/components/lists";
import { catalog } from "../../src/messages";
import type { Carrier } from "./types";

const texts = catalog.carrier;
export const CARRIER_DEACTIVATION =
  "Customers will no longer see this carrier or its plans, and cannot refill on them.";

/** /carriers: everyone reads (customers the active ones); staff add, edit, deactivate and reactivate. */
export default function CarrierList() {
  const { staff } = useIsStaff();
  const list = useResourceList<Carrier>({ resource: "carriers", fetchFailed: texts.fetchFailed });
  const none = <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <List title="Carriers" headerButtons={<AddButton resource="carriers">Add carrier</AddButton>}>
      <FilterBar list={list} />
      <ResourceTable
        list={list}
        empty={{
          noMatch: "No carrier matches this search.",
          nothing: staff ? "No carriers yet." : "No carriers available.",
          action: <AddButton resource="carriers">Add the first carrier</AddButton>,
        }}
      >
        <Table.Column<Carrier>
          dataIndex="name"
          title="Name"
          {...sortable(list, "name")}
          render={(name: string, record) => <Link to={`/carriers/${record.id}`}>{name}</Link>}
        />
        <Table.Column<Carrier> dataIndex="plans_count" title="Active plans" align="right" />
        {staff && (
          <Table.Column<Carrier>
            dataIndex="provider_operator_id"
            title="Provider operator id"
            render={(v) => v ?? none}
          />
        )}
        {staff && (
          <Table.Column<Carrier>
            dataIndex="is_active"
            title="Status"
            render={(active: boolean) => <ActiveTag active={active} />}
          />
        )}
        <Table.Column<Carrier>
          dataIndex="created_at"
          title="Added"
          {...sortable(list, "created_at")}
          render={(value: string) => <DateField value={value} format="MMM D, YYYY" />}
        />
        {staff && (
          <Table.Column<Carrier>
            title="Actions"
            key="actions"
            render={(_, record) => (
              <Space>
                <RowEditButton resource="carriers" recordItemId={record.id} />
                <ActiveToggle
                  resource="carriers"
                  record={record}
                  name={record.name}
                  texts={texts}
                  confirm={catalogConfirm("carrier", record.name, CARRIER_DEACTIVATION)}
                />
              </Space>
            )}
          />
        )}
      </ResourceTable>
    </List>
  );
}
