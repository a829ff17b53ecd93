import { PlusOutlined } from "@ant-design/icons";
import { DateField, getDefaultSortOrder, List } from "@refinedev/antd";
import { Button, Table, Typography } from "antd";
import { Link } from "react-router";
import { catalog } from "../../src/messages";
import { useCanWrite } from "./catalog/access";
import { RowActions } from "./catalog/ActiveToggle";
import { useCatalogModalForm } from "./catalog/form";
import { StatusTag } from "./catalog/StatusTag";
import { CatalogFilters, CatalogTable, useCatalogTable } from "./catalog/table";
import { CarrierFormModal } from "./CarrierFormModal";
import type { Carrier, CarrierForm } from "./types";

const texts = catalog.carrier;
export const CARRIER_DEACTIVATION =
  "Customers will no longer see this carrier or its plans, and cannot refill on them.";

/** /carriers: everyone reads (customers the active ones); staff add, edit, deactivate and reactivate. */
export default function CarrierList() {
  const staff = useCanWrite("carriers");
  const table = useCatalogTable<Carrier>({
    resource: "carriers",
    texts,
    initialSort: [{ field: "name", order: "asc" }],
  });
  const create = useCatalogModalForm<Carrier, CarrierForm>({ resource: "carriers", action: "create", texts });
  const edit = useCatalogModalForm<Carrier, CarrierForm>({ resource: "carriers", action: "edit", texts });
  const { searchFormProps, filters, sorters } = table;

  return (
    <List
      title="Carriers"
      headerButtons={
        staff ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => create.show()}>
            Add carrier
          </Button>
        ) : null
      }
    >
      <CatalogFilters
        searchFormProps={searchFormProps}
        filters={filters}
        placeholder="Search carriers by name"
        showActive={staff}
      />
      <CatalogTable<Carrier>
        table={table}
        fetchFailed={texts.fetchFailed}
        empty={{
          noMatch: "No carrier matches this search.",
          nothing: staff ? "No carriers yet." : "No carriers available.",
          addLabel: staff ? "Add the first carrier" : undefined,
          onAdd: () => create.show(),
        }}
      >
        <Table.Column<Carrier>
          dataIndex="name"
          title="Name"
          sorter
          defaultSortOrder={getDefaultSortOrder("name", sorters)}
          render={(name: string, record) => <Link to={`/carriers/${record.id}`}>{name}</Link>}
        />
        <Table.Column<Carrier> dataIndex="plans_count" title="Active plans" align="right" />
        {staff && (
          <Table.Column<Carrier>
            dataIndex="provider_operator_id"
            title="Provider operator id"
            render={(value: string | null) => value ?? <Typography.Text type="secondary">—</Typography.Text>}
          />
        )}
        {staff && (
          <Table.Column<Carrier>
            dataIndex="is_active"
            title="Status"
            render={(active: boolean) => <StatusTag active={active} />}
          />
        )}
        <Table.Column<Carrier>
          dataIndex="created_at"
          title="Added"
          sorter
          defaultSortOrder={getDefaultSortOrder("created_at", sorters)}
          render={(value: string) => <DateField value={value} format="MMM D, YYYY" />}
        />
        {staff && (
          <Table.Column<Carrier>
            title="Actions"
            key="actions"
            render={(_, record) => (
              <RowActions
                onEdit={() => edit.show(record.id)}
                resource="carriers"
                record={record}
                name={record.name}
                noun="carrier"
                texts={texts}
                consequence={CARRIER_DEACTIVATION}
              />
            )}
          />
        )}
      </CatalogTable>
      {staff && (
        <>
          <CarrierFormModal title="Add carrier" modalProps={create.modalProps} formProps={create.formProps} />
          <CarrierFormModal title="Edit carrier" modalProps={edit.modalProps} formProps={edit.formProps} />
        </>
      )}
    </List>
  );
}
