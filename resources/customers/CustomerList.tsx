import { EditOutlined, EyeOutlined, PlusOutlined, SearchOutlined } from "@ant-design/icons";
import { getDefaultFilter, getDefaultSortOrder, List, useTable } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { Button, Empty, Form, Input, Select, Space, Table, Tag, Typography } from "antd";
import { Link } from "react-router";
import { PAGE_SIZE } from "../../src/config";
import { people } from "../../src/messages";
import { LoadError, pagination } from "../carriers/catalog/table";
import { CustomerDrawer, useCustomerDrawer } from "./CustomerDrawer";
import {
  ACTIVE_FILTER,
  ActivationButton,
  ActiveTag,
  anyAsBlank,
  CUSTOMER_DEACTIVATION,
  formatDateTime,
  formatPhone,
  personName,
  problem,
  YES_NO_ANY,
} from "./people";
import type { Customer, CustomerSearch } from "./types";

const texts = people.customer;

/** /customers (members): search, filters and sorting in the URL; create and edit in a drawer. */
export default function CustomerList() {
  const { tableProps, searchFormProps, filters, sorters, tableQuery } = useTable<
    Customer,
    HttpError,
    CustomerSearch
  >({
    resource: "customers",
    syncWithLocation: true,
    pagination: { pageSize: PAGE_SIZE },
    sorters: { initial: [{ field: "created_at", order: "desc" }] },
    // Active customers by default; "All" is kept in the URL as an empty value, which the API never sees.
    filters: { initial: [{ field: "is_active", operator: "eq", value: "true" }] },
    onSearch: (values) => [
      { field: "search", operator: "contains", value: values.search?.trim() || undefined },
      { field: "is_active", operator: "eq", value: anyAsBlank(values.is_active) },
      { field: "has_phone_numbers", operator: "eq", value: values.has_phone_numbers || undefined },
      { field: "has_scheduled_refills", operator: "eq", value: values.has_scheduled_refills || undefined },
    ],
    errorNotification: (error) => ({
      type: "error",
      message: texts.fetchFailed,
      description: problem(error),
    }),
  });
  const create = useCustomerDrawer("create");
  const edit = useCustomerDrawer("edit");
  const submit = () => searchFormProps.form?.submit();
  const filterValue = (field: string) =>
    String(getDefaultFilter(field, filters, field === "search" ? "contains" : "eq") ?? "");
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
      <Form
        {...searchFormProps}
        layout="inline"
        style={{ marginBottom: 16, rowGap: 8 }}
        initialValues={{
          search: filterValue("search"),
          is_active: filterValue("is_active"),
          has_phone_numbers: filterValue("has_phone_numbers"),
          has_scheduled_refills: filterValue("has_scheduled_refills"),
        }}
      >
        <Form.Item name="search">
          <Input.Search
            allowClear
            aria-label="Search"
            placeholder="Name, e-mail or phone number"
            enterButton={<SearchOutlined />}
            onSearch={submit}
            style={{ width: 300 }}
          />
        </Form.Item>
        <Form.Item name="is_active" label="Status">
          <Select aria-label="Status" options={ACTIVE_FILTER} onChange={submit} style={{ width: 130 }} />
        </Form.Item>
        <Form.Item name="has_phone_numbers" label="Has phone numbers">
          <Select
            aria-label="Has phone numbers"
            options={YES_NO_ANY}
            onChange={submit}
            style={{ width: 90 }}
          />
        </Form.Item>
        <Form.Item name="has_scheduled_refills" label="Has scheduled refills">
          <Select
            aria-label="Has scheduled refills"
            options={YES_NO_ANY}
            onChange={submit}
            style={{ width: 90 }}
          />
        </Form.Item>
      </Form>
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
