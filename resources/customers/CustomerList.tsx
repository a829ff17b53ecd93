import { formatDateTime } from "@common/dates";
import { personName } from "@common/names";
import { formatPhone } from "@common/phone";
import { EyeOutlined } from "@ant-design/icons";
import { Grid, Space, Table, Tag, Typography } from "antd";
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
import { t } from "../../src/i18n";
import { people } from "../../src/messages";
import type { Customer } from "./types";

const texts = people.customer;
const lastSignIn = (value: string | null) => formatDateTime(value, t("customers.never"));

/** /customers (members): search, filters and sorting in the URL; create and edit in a drawer. */
export default function CustomerList() {
  const list = useResourceList<Customer>({ resource: "customers", fetchFailed: texts.fetchFailed });
  // From `lg` each row keeps one line and the table scrolls when it must; narrower (a phone, a tablet) cells
  // wrap so the key columns share the screen, with a phone's tighter padding.
  const screens = Grid.useBreakpoint();
  const wide = screens.lg === true;
  // The columns' sorting and dates by field name (code, not text: outside the JSX).
  const sorted = { name: sortable(list, "last_name"), email: sortable(list, "email") };
  const dates = {
    created: dateColumn<Customer>(list, "created_at", t("customers.list.created"), formatDateTime),
    lastSignIn: dateColumn<Customer>(list, "last_login", t("customers.list.lastSignIn"), lastSignIn),
  };
  return (
    <ListScreen
      title={t("customers.list.title")}
      headerButtons={
        <>
          <ExportButton list={list} resource="customers" />
          <AddButton resource="customers">{t("customers.list.new")}</AddButton>
        </>
      }
      list={list}
      scroll={{ x: wide ? "max-content" : true }}
      size={screens.md ? undefined : "small"}
      empty={{
        nothing: t("customers.list.nothing"),
        noMatch: t("customers.list.noMatch"),
        action: <AddButton resource="customers">{t("customers.list.addFirst")}</AddButton>,
      }}
    >
      <Table.Column<Customer>
        dataIndex="last_name"
        title={t("customers.list.name")}
        {...sorted.name}
        render={(_, record) => <Link to={`/customers/${record.id}`}>{personName(record)}</Link>}
      />
      <Table.Column<Customer> dataIndex="email" title={t("customers.list.email")} {...sorted.email} />
      <Table.Column<Customer>
        dataIndex="phone_numbers"
        title={t("customers.list.phoneNumbers")}
        responsive={["lg"]}
        render={(numbers: string[]) =>
          numbers.length ? (
            <Space size={[0, 4]} wrap>
              {numbers.map((n) => (
                <Tag key={n}>{formatPhone(n)}</Tag>
              ))}
            </Space>
          ) : (
            <Typography.Text type="secondary">{t("customers.list.noPhoneNumbers")}</Typography.Text>
          )
        }
      />
      <Table.Column<Customer>
        dataIndex="scheduled_refills_count"
        title={t("customers.list.scheduledRefills")}
        responsive={["lg"]}
        align="right"
      />
      <Table.Column<Customer> {...activeColumn(t("customers.deactivated"))} />
      <Table.Column<Customer> {...dates.created} responsive={["lg"]} />
      <Table.Column<Customer> {...dates.lastSignIn} responsive={["lg"]} />
      <Table.Column<Customer>
        key="actions"
        title={t("customers.list.actions")}
        render={(_, record) => (
          <Space>
            <ShowButton resource="customers" recordItemId={record.id} size="small" icon={<EyeOutlined />}>
              {t("customers.list.view")}
            </ShowButton>
            <RowEditButton resource="customers" recordItemId={record.id} />
            <PersonActiveToggle
              resource="customers"
              person={record}
              texts={texts}
              consequence={t("customers.deactivation")}
            />
          </Space>
        )}
      />
    </ListScreen>
  );
}
