import { Table, Tag } from "antd";
import { formatMoney } from "@common/money";
import { CatalogList, moneyColumn, sortable, useResourceList } from "../../src/components/lists";
import { catalog } from "../../src/messages";
import type { Country } from "./types";

const texts = catalog.country;

/** /countries (staff): where devices can be rented to, and the daily surcharge of each. */
export default function CountryList() {
  const list = useResourceList<Country>({ resource: "countries", fetchFailed: texts.fetchFailed });
  return (
    <CatalogList list={list} resource="countries" texts={texts}>
      <Table.Column<Country>
        dataIndex="code"
        title="Code"
        {...sortable(list, "code")}
        render={(code: string) => <Tag>{code}</Tag>}
      />
      {/* Added to the device's rate for each day: "+$2.50/day" beside the devices list's "$7.00/day". */}
      <Table.Column<Country>
        {...moneyColumn(list, "daily_rate", "Surcharge")}
        render={(rate: string) => `+${formatMoney(rate)}/day`}
      />
    </CatalogList>
  );
}
