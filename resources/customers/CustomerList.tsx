import { EditOutlined, EyeOutlined, PlusOutlined } from "@ant-design/icons";
import { getDefaultSortOrder, List } from "@refinedev/antd";
import { Button, Empty, Space, Table, Tag, Typography } from "antd";
import { Link } from "react-router";
import { people } from "../../src/messages";
import { LoadError, pagination } from "../carriers/catalog/table";
import { CustomerDrawer, useCustomerDrawer } from "./CustomerDrawer";
import { type ChoiceFilter, PeopleSearchBar, usePeopleTable } from "./PeopleTable";
import {
  ACTIVE_FILTER,
  ActivationButton,
  ActiveTag,
  CUSTOMER_DEACTIVATION,
  formatDateTime,
  formatPhone,
  personName,
  YES_NO_ANY,
} from "./people";
import type { Customer } from "./types";

const texts = people.customer;
const CHOICES: ChoiceFilter[] = [
  { name: "is_active", label: "Status", options: ACTIVE_FILTER, width: 130, keepAny: true },
  { name: "has_phone_numbers", label: "Has phone numbers", options: YES_NO_ANY, width: 90 },
  { name: "has_scheduled_refills", label: "Has scheduled refills", options: YES_NO_ANY, width: 90 },
];

/** /customers (members): search, filters and sorting in the URL; create and edit in a drawer. */
export default function CustomerList() {
  const table = usePeopleTable<Customer>({
    resource: "customers",
    fetchFailed: texts.fetchFailed,
    choices: CHOICES,
    // Active customers by default.
    initialFilters: [{ field: "is_active", operator: "eq", value: "true" }],
  });
  const { tableProps, sorters, tableQuery, filterValue } = table;
  const create = useCustomerDrawer("create");
  const edit = useCustomerDrawer("edit");
  const narrowed = ["search", "has_phone_numbers", "has_scheduled_refills"].some(
    (f) => filterValue(f) !== "",
  );

  return (
    <List
      title="Customers"
      headerButtons={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => create.show()}>
          New customer
        </Button>
      }
    >
      <PeopleSearchBar table={table} placeholder="Name, e-mail or phone number" choices={CHOICES} />
      {tableQuery.isError && (
        <LoadError error={tableQuery.error} text={texts.fetchFailed} onRetry={() => tableQuery.refetch()} />
      )}
      <Table<Customer>
        {...tableProps}
        rowKey="id"
        pagination={pagination(tableProps)}
        scroll={{ x: "max-content" }}
        locale={{
          emptyText: (
            <Empty description={narrowed ? "No customer matches these filters." : "No customers yet."}>
              {!narrowed && (
                <Button type="primary" icon={<PlusOutlined />} onClick={() => create.show()}>
                  Add the first customer
                </Button>
              )}
            </Empty>
          ),
        }}
      >
        <Table.Column<Customer>
          dataIndex="last_name"
          title="Name"
          sorter
          defaultSortOrder={getDefaultSortOrder("last_name", sorters)}
          render={(_, record) => <Link to={`/customers/${record.id}`}>{personName(record)}</Link>}
        />
        <Table.Column<Customer>
          dataIndex="email"
          title="E-mail"
          sorter
          defaultSortOrder={getDefaultSortOrder("email", sorters)}
        />
        <Table.Column<Customer>
          dataIndex="phone_numbers"
          title="Phone numbers"
          render={(numbers: string[]) =>
            numbers.length ? (
              <Space size={[0, 4]} wrap>
                {numbers.map((n) => (
                  <Tag key={n}>{formatPhone(n)}</Tag>
                ))}
              </Space>
            ) : (
              <Typography.Text type="secondary">None</Typography.Text>
            )
          }
        />
        <Table.Column<Customer> dataIndex="scheduled_refills_count" title="Scheduled refills" align="right" />
        <Table.Column<Customer>
          dataIndex="is_active"
          title="Status"
          render={(active: boolean) => <ActiveTag active={active} />}
        />
        <Table.Column<Customer>
          dataIndex="created_at"
          title="Created"
          sorter
          defaultSortOrder={getDefaultSortOrder("created_at", sorters)}
          render={(value: string) => formatDateTime(value)}
        />
        <Table.Column<Customer>
          dataIndex="last_login"
          title="Last sign-in"
          sorter
          defaultSortOrder={getDefaultSortOrder("last_login", sorters)}
          render={(value: string | null) => formatDateTime(value)}
        />
        <Table.Column<Customer>
          key="actions"
          title="Actions"
          render={(_, record) => (
            <Space>
              <Link to={`/customers/${record.id}`}>
                <Button size="small" icon={<EyeOutlined />}>
                  View
                </Button>
              </Link>
              <Button size="small" icon={<EditOutlined />} onClick={() => edit.show(record.id)}>
                Edit
              </Button>
              <ActivationButton
                resource="customers"
                record={record}
                name={personName(record)}
                texts={texts}
                consequence={CUSTOMER_DEACTIVATION}
              />
            </Space>
          )}
        />
      </Table>
      <CustomerDrawer form={create} action="create" />
      <CustomerDrawer form={edit} action="edit" />
    </List>
  );
}
