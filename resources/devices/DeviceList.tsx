import { Table, Tag } from "antd";
import { CatalogList, moneyColumn, sortable, useResourceList } from "../../src/components/lists";
import { catalog } from "../../src/messages";
import { type Device, kindLabel } from "./types";

const texts = catalog.device;

/** /devices (staff): what customers can rent, at what daily rate and deposit, and how many units exist. */
export default function DeviceList() {
  const list = useResourceList<Device>({ resource: "devices", fetchFailed: texts.fetchFailed });
  return (
    <CatalogList list={list} resource="devices" texts={texts}>
      <Table.Column<Device>
        dataIndex="kind"
        title="Kind"
        render={(kind: string) => <Tag>{kindLabel(kind)}</Tag>}
      />
      <Table.Column<Device> {...moneyColumn(list, "daily_rate", "Daily rate")} />
      <Table.Column<Device> {...moneyColumn(list, "deposit", "Deposit")} />
      <Table.Column<Device> dataIndex="stock" title="In stock" align="right" {...sortable(list, "stock")} />
    </CatalogList>
  );
}
