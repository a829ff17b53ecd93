import { Table, Tag } from "antd";
import { formatMoney } from "@common/money";
import { CatalogList, moneyColumn, sortable, useResourceList } from "../../src/components/lists";
import { t } from "../../src/i18n";
import { catalogTexts } from "../../src/i18n/catalog-texts";
import { type Device, kindLabel } from "./types";

const texts = catalogTexts("devices");

/**
 * /devices (staff): what customers can rent, at what device rate per day (a rental adds the country's
 * surcharge) and deposit, and how many units exist.
 */
export default function DeviceList() {
  const list = useResourceList<Device>({ resource: "devices", fetchFailed: texts.fetchFailed });
  // The columns' sorting and formats, by field (kept out of the JSX, whose strings are texts).
  const columns = {
    rate: moneyColumn(list, "daily_rate", t("devices.list.rate")),
    deposit: moneyColumn(list, "deposit", t("devices.list.deposit")),
    stock: sortable(list, "stock"),
  };
  return (
    <CatalogList list={list} resource="devices" texts={texts} nameLinks>
      <Table.Column<Device>
        dataIndex="kind"
        title={t("devices.list.kind")}
        render={(kind: string) => <Tag>{kindLabel(kind)}</Tag>}
      />
      {/* A rental's daily rate is this plus the country's surcharge (the countries list says "+$2.50/day"). */}
      <Table.Column<Device>
        {...columns.rate}
        render={(rate: string) => t("devices.list.perDay", { rate: formatMoney(rate) })}
      />
      <Table.Column<Device> {...columns.deposit} />
      <Table.Column<Device>
        dataIndex="stock"
        title={t("devices.list.stock")}
        align="right"
        {...columns.stock}
      />
    </CatalogList>
  );
}
