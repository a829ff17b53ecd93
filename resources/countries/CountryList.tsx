import { Table, Tag } from "antd";
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
      <Table.Column<Country> {...moneyColumn(list, "daily_rate", "Daily surcharge")} />
    </CatalogList>
  );
}
