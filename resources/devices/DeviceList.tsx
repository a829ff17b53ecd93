import { PlusOutlined } from "@ant-design/icons";
import { getDefaultFilter, getDefaultSortOrder, List } from "@refinedev/antd";
import { Button, Form, Select, Table, Tag } from "antd";
import { catalog } from "../../src/messages";
import { RowActions } from "../carriers/catalog/ActiveToggle";
import { useCatalogModalForm } from "../carriers/catalog/form";
import { formatMoney } from "../carriers/catalog/money";
import { StatusTag } from "../carriers/catalog/StatusTag";
import { CatalogFilters, CatalogTable, useCatalogTable } from "../carriers/catalog/table";
import { DeviceFormModal } from "./DeviceFormModal";
import { DEVICE_KINDS, type Device, type DeviceForm, kindLabel } from "./types";

const texts = catalog.device;

/** /devices (staff): what customers can rent, at what daily rate and deposit, and how many units exist. */
export default function DeviceList() {
  const table = useCatalogTable<Device>({
    resource: "devices",
    texts,
    initialSort: [{ field: "name", order: "asc" }],
    extraFilters: [{ field: "kind", operator: "eq" }],
  });
  const create = useCatalogModalForm<Device, DeviceForm>({
    resource: "devices",
    action: "create",
    texts,
    defaults: { kind: "phone", deposit: "0.00", stock: 1 },
  });
  const edit = useCatalogModalForm<Device, DeviceForm>({ resource: "devices", action: "edit", texts });
  const { searchFormProps, filters, sorters } = table;

  return (
    <List
      title="Devices"
      headerButtons={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => create.show()}>
          Add device
        </Button>
      }
    >
      <CatalogFilters searchFormProps={searchFormProps} filters={filters} placeholder="Search devices by name" showActive>
        <Form.Item name="kind" initialValue={getDefaultFilter("kind", filters, "eq") ?? ""}>
          <Select
            aria-label="Filter by kind"
            style={{ width: 150 }}
            options={[{ value: "", label: "All kinds" }, ...DEVICE_KINDS]}
            onChange={() => searchFormProps.form?.submit()}
          />
        </Form.Item>
      </CatalogFilters>
      <CatalogTable<Device>
        table={table}
        fetchFailed={texts.fetchFailed}
        empty={{
          noMatch: "No device matches this search.",
          nothing: "No devices yet.",
          addLabel: "Add the first device",
          onAdd: () => create.show(),
        }}
      >
        <Table.Column<Device> dataIndex="name" title="Name" sorter defaultSortOrder={getDefaultSortOrder("name", sorters)} />
        <Table.Column<Device> dataIndex="kind" title="Kind" render={(kind: string) => <Tag>{kindLabel(kind)}</Tag>} />
        <Table.Column<Device>
          dataIndex="daily_rate"
          title="Daily rate"
          align="right"
          sorter
          defaultSortOrder={getDefaultSortOrder("daily_rate", sorters)}
          render={formatMoney}
        />
        <Table.Column<Device>
          dataIndex="deposit"
          title="Deposit"
          align="right"
          sorter
          defaultSortOrder={getDefaultSortOrder("deposit", sorters)}
          render={formatMoney}
        />
        <Table.Column<Device>
          dataIndex="stock"
          title="In stock"
          align="right"
          sorter
          defaultSortOrder={getDefaultSortOrder("stock", sorters)}
        />
        <Table.Column<Device> dataIndex="is_active" title="Status" render={(active: boolean) => <StatusTag active={active} />} />
        <Table.Column<Device>
          title="Actions"
          key="actions"
          render={(_, device) => (
            <RowActions
              onEdit={() => edit.show(device.id)}
              resource="devices"
              record={device}
              name={device.name}
              noun="device"
              texts={texts}
              consequence="Customers will no longer be able to rent it; current rentals are not affected."
            />
          )}
        />
      </CatalogTable>
      <DeviceFormModal title="Add device" modalProps={create.modalProps} formProps={create.formProps} />
      <DeviceFormModal title="Edit device" modalProps={edit.modalProps} formProps={edit.formProps} />
    </List>
  );
}
