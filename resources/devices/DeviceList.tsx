import { List } from "@refinedev/antd";
import { Space, Table, Tag } from "antd";
import { AddButton, RowEditButton } from "../../src/components/actions";
import { ActiveTag, ActiveToggle, catalogConfirm } from "../../src/components/ActiveToggle";
import { FilterBar, ResourceTable, sortable, useResourceList } from "../../src/components/lists";
import { catalog } from "../../src/messages";
import { formatMoney } from "@common/money";
import { type Device, kindLabel } from "./types";

const texts = catalog.device;
const CONSEQUENCE = "Customers will no longer be able to rent it; current rentals are not affected.";

/** /devices (staff): what customers can rent, at what daily rate and deposit, and how many units exist. */
export default function DeviceList() {
  const list = useResourceList<Device>({ resource: "devices", fetchFailed: texts.fetchFailed });
  return (
    <List title="Devices" headerButtons={<AddButton resource="devices">Add device</AddButton>}>
      <FilterBar list={list} />
      <ResourceTable
        list={list}
        empty={{
          noMatch: "No device matches this search.",
          nothing: "No devices yet.",
          action: <AddButton resource="devices">Add the first device</AddButton>,
        }}
      >
        <Table.Column<Device> dataIndex="name" title="Name" {...sortable(list, "name")} />
        <Table.Column<Device>
          dataIndex="kind"
          title="Kind"
          render={(kind: string) => <Tag>{kindLabel(kind)}</Tag>}
        />
        <Table.Column<Device>
          dataIndex="daily_rate"
          title="Daily rate"
          align="right"
          {...sortable(list, "daily_rate")}
          render={formatMoney}
        />
        <Table.Column<Device>
          dataIndex="deposit"
          title="Deposit"
          align="right"
          {...sortable(list, "deposit")}
          render={formatMoney}
        />
        <Table.Column<Device> dataIndex="stock" title="In stock" align="right" {...sortable(list, "stock")} />
        <Table.Column<Device>
          dataIndex="is_active"
          title="Status"
          render={(active: boolean) => <ActiveTag active={active} />}
        />
        <Table.Column<Device>
          title="Actions"
          key="actions"
          render={(_, device) => (
            <Space>
              <RowEditButton resource="devices" recordItemId={device.id} />
              <ActiveToggle
                resource="devices"
                record={device}
                name={device.name}
                texts={texts}
                confirm={catalogConfirm("device", device.name, CONSEQUENCE)}
              />
            </Space>
          )}
        />
      </ResourceTable>
    </List>
  );
}
