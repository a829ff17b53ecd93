import { PlusOutlined } from "@ant-design/icons";
import { getDefaultSortOrder, List } from "@refinedev/antd";
import { Button, Table, Tag } from "antd";
import { catalog } from "../../src/messages";
import { RowActions } from "../carriers/catalog/ActiveToggle";
import { useCatalogModalForm } from "../carriers/catalog/form";
import { formatMoney } from "../carriers/catalog/money";
import { StatusTag } from "../carriers/catalog/StatusTag";
import { CatalogFilters, CatalogTable, useCatalogTable } from "../carriers/catalog/table";
import { CountryFormModal } from "./CountryFormModal";
import type { Country, CountryForm } from "./types";

const texts = catalog.country;

/** /countries (staff): where devices can be rented to, and the daily surcharge of each. */
export default function CountryList() {
  const table = useCatalogTable<Country>({
    resource: "countries",
    texts,
    initialSort: [{ field: "name", order: "asc" }],
  });
  const create = useCatalogModalForm<Country, CountryForm>({
    resource: "countries",
    action: "create",
    texts,
    defaults: { daily_rate: "0.00" },
  });
  const edit = useCatalogModalForm<Country, CountryForm>({ resource: "countries", action: "edit", texts });
  const { searchFormProps, filters, sorters } = table;

  return (
    <List
      title="Countries"
      headerButtons={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => create.show()}>
          Add country
        </Button>
      }
    >
      <CatalogFilters
        searchFormProps={searchFormProps}
        filters={filters}
        placeholder="Search by name or code"
        showActive
      />
      <CatalogTable<Country>
        table={table}
        fetchFailed={texts.fetchFailed}
        empty={{
          noMatch: "No country matches this search.",
          nothing: "No countries yet.",
          addLabel: "Add the first country",
          onAdd: () => create.show(),
        }}
      >
        <Table.Column<Country> dataIndex="name" title="Name" sorter defaultSortOrder={getDefaultSortOrder("name", sorters)} />
        <Table.Column<Country>
          dataIndex="code"
          title="Code"
          sorter
          defaultSortOrder={getDefaultSortOrder("code", sorters)}
          render={(code: string) => <Tag>{code}</Tag>}
        />
        <Table.Column<Country>
          dataIndex="daily_rate"
          title="Daily surcharge"
          align="right"
          sorter
          defaultSortOrder={getDefaultSortOrder("daily_rate", sorters)}
          render={formatMoney}
        />
        <Table.Column<Country> dataIndex="is_active" title="Status" render={(active: boolean) => <StatusTag active={active} />} />
        <Table.Column<Country>
          title="Actions"
          key="actions"
          render={(_, country) => (
            <RowActions
              onEdit={() => edit.show(country.id)}
              resource="countries"
              record={country}
              name={country.name}
              noun="country"
              texts={texts}
              consequence="Customers will no longer be able to rent devices for this country; current rentals are not affected."
            />
          )}
        />
      </CatalogTable>
      <CountryFormModal title="Add country" modalProps={create.modalProps} formProps={create.formProps} />
      <CountryFormModal title="Edit country" modalProps={edit.modalProps} formProps={edit.formProps} />
    </List>
  );
}
