import { Table, Tag } from "antd";
import { formatMoney } from "@common/money";
import { CatalogList, moneyColumn, sortable, useResourceList } from "../../src/components/lists";
import { catalog } from "../../src/messages";
import { type Device, kindLabel } from "./types";

const texts = catalog.device;

/**
 * /devices (staff): what customers can rent, at what device rate per day (a rental adds the country's
 * surcharge) and deposit, and how many units exist.
 */
export default function DeviceList() {
  const list = useResourceList<Device>({ resource: "devices", fetchFailed: texts.fetchFailed });
  return (
    <CatalogList list={list} resource="devices" texts={texts}>
      <Table.Column<Device>
        dataIndex="kind"
        title="Kind"
        render={(kind: string) => <Tag>{kindLabel(kind)}</Tag>}
      />
      {/* A rental's daily rate is this plus the country's surcharge (the countries list says "+$2.50/day"). */}
      <Table.Column<Device>
        {...moneyColumn(list, "daily_rate", "Device rate")}
        render={(rate: string) => `${formatMoney(rate)}/day`}
      />
      <Table.Column<Device> {...moneyColumn(list, "deposit", "Deposit")} />
      <Table.Column<Device> dataIndex="stock" title="In stock" align="right" {...sortable(list, "stock")} />
    </CatalogList>
  );
}
