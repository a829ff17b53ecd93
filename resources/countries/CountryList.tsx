import { List } from "@refinedev/antd";
import { Space, Table, Tag } from "antd";
import { AddButton, RowEditButton } from "../../src/components/actions";
import { ActiveTag, ActiveToggle, catalogConfirm } from "../../src/components/ActiveToggle";
import { FilterBar, ResourceTable, sortable, useResourceList } from "../../src/components/lists";
import { catalog } from "../../src/messages";
import { formatMoney } from "@common/money";
import type { Country } from "./types";

const texts = catalog.country;
const CONSEQUENCE =
  "Customers will no longer be able to rent devices for this country; current rentals are not affected.";

/** /countries (staff): where devices can be rented to, and the daily surcharge of each. */
export default function CountryList() {
  const list = useResourceList<Country>({ resource: "countries", fetchFailed: texts.fetchFailed });
  return (
    <List title="Countries" headerButtons={<AddButton resource="countries">Add country</AddButton>}>
      <FilterBar list={list} />
      <ResourceTable
        list={list}
        empty={{
          noMatch: "No country matches this search.",
          nothing: "No countries yet.",
          action: <AddButton resource="countries">Add the first country</AddButton>,
        }}
      >
        <Table.Column<Country> dataIndex="name" title="Name" {...sortable(list, "name")} />
        <Table.Column<Country>
          dataIndex="code"
          title="Code"
          {...sortable(list, "code")}
          render={(code: string) => <Tag>{code}</Tag>}
        />
        <Table.Column<Country>
          dataIndex="daily_rate"
          title="Daily surcharge"
          align="right"
          {...sortable(list, "daily_rate")}
          render={formatMoney}
        />
        <Table.Column<Country>
          dataIndex="is_active"
          title="Status"
          render={(active: boolean) => <ActiveTag active={active} />}
        />
        <Table.Column<Country>
          title="Actions"
          key="actions"
          render={(_, country) => (
            <Space>
              <RowEditButton resource="countries" recordItemId={country.id} />
              <ActiveToggle
                resource="countries"
                record={country}
                name={country.name}
                texts={texts}
                confirm={catalogConfirm("country", country.name, CONSEQUENCE)}
              />
            </Space>
          )}
        />
      </ResourceTable>
    </List>
  );
}
