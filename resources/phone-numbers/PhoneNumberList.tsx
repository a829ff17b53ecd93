import { formatDate } from "@common/dates";
import { formatPhone } from "@common/phone";
import { UndoOutlined } from "@ant-design/icons";
import { Button, Space, Table } from "antd";
import { useIsStaff } from "../../src/components/layout/access";
import { DeleteAction, RowEditButton } from "../../src/components/buttons/listActions";
import { useSetActive } from "../../src/components/buttons/ActiveToggle";
import {
  actionsColumn,
  activeColumn,
  customerColumn,
  dateColumn,
  ListScreen,
  recordListHeader,
  sortedColumn,
  useResourceList,
  useResponsiveTable,
  ValueWithNote,
} from "../../src/components/lists";
import { PhoneNumberText } from "../../src/components/show/PhoneNumberText";
import type { PhoneNumber as Line } from "./types";
import { failedNotice } from "../../src/components/layout/notices";
import { t } from "../../src/i18n";
import { serviceEndsOn } from "./serviceEnds";
import { OperatorMovedTag } from "./OperatorWarning";

const texts = t("phoneNumbers.notices", { returnObjects: true });

/** /phone-numbers: customers their own lines, staff every customer's (docs/panel.md). */
export default function PhoneNumberList() {
  const { staff } = useIsStaff();
  const list = useResourceList<Line>({ resource: "phone-numbers", fetchFailed: texts.fetchFailed });
  const { setActive, pending } = useSetActive<Line>("phone-numbers");
  const reactivate = (record: Line) =>
    setActive(record.id, true, {
      successNotification: {
        type: "success",
        message: texts.reactivated,
        description: formatPhone(record.number),
      },
      errorNotification: failedNotice(texts.reactivateFailed),
    });

  // The row's actions: their own column from `md`; on a phone under the row's first cell, so the columns fit.
  const actions = (record: Line) => (
    <Space wrap>
      <RowEditButton
        resource="phone-numbers"
        recordItemId={record.id}
        aria-label={t("phoneNumbers.list.edit", { number: formatPhone(record.number) })}
      />
      {record.is_active && (
        <DeleteAction
          resource="phone-numbers"
          id={record.id}
          verb={t("phoneNumbers.list.remove")}
          name={formatPhone(record.number)}
          consequence={t("phoneNumbers.list.removeConsequence")}
          texts={{ done: texts.removed, failed: texts.removeFailed }}
        />
      )}
      {!record.is_active && staff && (
        <Button
          size="small"
          icon={<UndoOutlined />}
          onClick={() => reactivate(record)}
          loading={pending(record.id)}
        >
          {t("phoneNumbers.list.reactivate")}
        </Button>
      )}
    </Space>
  );
  const { narrow, tableProps } = useResponsiveTable();
  const columns = {
    number: sortedColumn<Line>(list, "number", t("phoneNumbers.list.number"), (value: string, record) => (
      <>
        <ValueWithNote note={record.nickname}>
          <PhoneNumberText digits={value} strong />
        </ValueWithNote>
        <OperatorMovedTag line={record} />
        {narrow && <div style={{ marginTop: 8 }}>{actions(record)}</div>}
      </>
    )),
    active: activeColumn<Line>(t("phoneNumbers.list.removed")),
    added: dateColumn(list, "created_at", t("phoneNumbers.list.added")),
    serviceEnds: sortedColumn<Line>(
      list,
      "service_ends_on",
      t("phoneNumbers.list.serviceEnds"),
      (value: string | null) => formatDate(value),
    ),
  };

  const header = recordListHeader("phoneNumbers", "phone-numbers", staff);

  return (
    <ListScreen {...tableProps} {...header} filterName="phone-number-filters" list={list}>
      <Table.Column<Line> {...columns.number} />
      {staff && <Table.Column<Line> {...customerColumn({ email: true })} responsive={["md"]} />}
      <Table.Column<Line>
        dataIndex="carrier_name"
        title={t("phoneNumbers.list.carrier")}
        responsive={["md"]}
        render={(value) => value ?? "—"}
      />
      <Table.Column<Line>
        dataIndex="plan_name"
        title={t("phoneNumbers.list.plan")}
        render={(value, record) =>
          staff ? (
            (value ?? "—")
          ) : (
            <ValueWithNote note={record.service_ends_on ? serviceEndsOn(record.service_ends_on) : ""}>
              {value ?? "—"}
            </ValueWithNote>
          )
        }
      />
      {staff && <Table.Column<Line> {...columns.serviceEnds} />}
      {staff && <Table.Column<Line> {...columns.active} />}
      <Table.Column<Line> {...columns.added} responsive={["lg"]} />
      <Table.Column<Line> key="actions" {...actionsColumn(t("phoneNumbers.list.actions"), actions)} />
    </ListScreen>
  );
}
