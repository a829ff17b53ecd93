import { formatDateTime } from "@common/dates";
import { personName } from "@common/names";
import { formatPhone } from "@common/phone";
import { EyeOutlined } from "@ant-design/icons";
import { Space, Table, Tag, Typography } from "antd";
import { Link } from "react-router";
import { AddButton, RowEditButton } from "../../src/components/actions";
import { PersonActiveToggle } from "../../src/components/ActiveToggle";
import { ShowButton } from "../../src/components/buttons";
import {
  activeColumn,
  dateColumn,
  ExportButton,
  ListScreen,
  sortable,
  useResourceList,
} from "../../src/components/lists";
import { people } from "../../src/messages";
import { CUSTOMER_DEACTIVATION, type Customer } from "./types";

const texts = people.customer;
/** /customers (members): search, filters and sorting in the URL; create and edit in a drawer. */
export default function CustomerList() {
  const list = useResourceList<Customer>({ resource: "customers", fetchFailed: texts.fetchFailed });
  return (
    <ListScreen
      title="Customers"
      headerButtons={
        <>
          <ExportButton list={list} resource="customers" />
          <AddButton resource="customers">New customer</AddButton>
        </>
      }
      list={list}
      scroll={{ x: "max-content" }}
      empty={{
        nothing: "No customers yet.",
        noMatch: "No customer matches these filters.",
        action: <AddButton resource="customers">Add the first customer</AddButton>,
      }}
    >
      <Table.Column<Customer>
        dataIndex="last_name"
        title="Name"
        {...sortable(list, "last_name")}
        render={(_, record) => <Link to={`/customers/${record.id}`}>{personName(record)}</Link>}
      />
      <Table.Column<Customer> dataIndex="email" title="E-mail" {...sortable(list, "email")} />
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
      <Table.Column<Customer> {...activeColumn("Deactivated")} />
      <Table.Column<Customer> {...dateColumn(list, "created_at", "Created", formatDateTime)} />
      <Table.Column<Customer> {...dateColumn(list, "last_login", "Last sign-in", formatDateTime)} />
      <Table.Column<Customer>
        key="actions"
        title="Actions"
        render={(_, record) => (
          <Space>
            <ShowButton resource="customers" recordItemId={record.id} size="small" icon={<EyeOutlined />}>
              View
            </ShowButton>
            <RowEditButton resource="customers" recordItemId={record.id} />
            <PersonActiveToggle
              resource="customers"
              person={record}
              texts={texts}
              consequence={CUSTOMER_DEACTIVATION}
            />
          </Space>
        )}
      />
    </ListScreen>
  );
}
