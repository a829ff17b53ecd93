import { personName } from "@common/names";
import { formatPhone } from "@common/phone";
import { EyeOutlined } from "@ant-design/icons";
import { Space, Table, Tag, Typography } from "antd";
import { Link } from "react-router";
import { AddButton, RowEditButton } from "../../src/components/buttons/listActions";
import { PersonActiveToggle } from "../../src/components/buttons/ActiveToggle";
import { ShowButton } from "../../src/components/refine/buttons";
import {
  activeColumn,
  ExportButton,
  ListScreen,
  personColumns,
  useResourceList,
  useResponsiveTable,
} from "../../src/components/lists";
import { t } from "../../src/i18n";
import type { Customer } from "./types";

const texts = t("customers.notices", { returnObjects: true });

/** /customers (members): search, filters and sorting in the URL; create and edit in a drawer. */
export default function CustomerList() {
  const list = useResourceList<Customer>({ resource: "customers", fetchFailed: texts.fetchFailed });
  // The columns' sorting and dates by field name (code, not text: outside the JSX).
  const columns = personColumns(list, {
    added: t("customers.list.created"),
    lastSignIn: t("customers.list.lastSignIn"),
  });
  const { tableProps } = useResponsiveTable();
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
      {...tableProps}
      empty={{
        nothing: t("customers.list.nothing"),
        noMatch: t("customers.list.noMatch"),
        action: <AddButton resource="customers">{t("customers.list.addFirst")}</AddButton>,
      }}
    >
      <Table.Column<Customer>
        dataIndex="last_name"
        title={t("customers.list.name")}
        {...columns.name}
        render={(_, record) => <Link to={`/customers/${record.id}`}>{personName(record)}</Link>}
      />
      <Table.Column<Customer> dataIndex="email" title={t("customers.list.email")} {...columns.email} />
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
      <Table.Column<Customer> {...columns.added} responsive={["lg"]} />
      <Table.Column<Customer> {...columns.lastSignIn} responsive={["lg"]} />
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
