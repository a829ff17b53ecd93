import { Table, Tag } from "antd";
import {
  activeColumn,
  CatalogList,
  moneyColumn,
  sortable,
  useResourceList,
} from "../../src/components/lists";
import { catalog } from "../../src/messages";
import type { Country } from "./types";

const texts = catalog.country;
const CONSEQUENCE =
  "Customers will no longer be able to rent devices for this country; current rentals are not affected.";

/** /countries (staff): where devices can be rented to, and the daily surcharge of each. */
export default function CountryList() {
  const list = useResourceList<Country>({ resource: "countries", fetchFailed: texts.fetchFailed });
  return (
    <CatalogList
      list={list}
      resource="countries"
      title="Countries"
      noun="country"
      texts={texts}
      consequence={CONSEQUENCE}
    >
      <Table.Column<Country>
        dataIndex="code"
        title="Code"
        {...sortable(list, "code")}
        render={(code: string) => <Tag>{code}</Tag>}
      />
      <Table.Column<Country> {...moneyColumn(list, "daily_rate", "Daily surcharge")} />
      <Table.Column<Country> {...activeColumn()} />
    </CatalogList>
  );
}
