import { formatPhone } from "@common/phone";
import { UndoOutlined } from "@ant-design/icons";
import { useUpdate } from "@refinedev/core";
import { Button, Space, Table } from "antd";
import { useIsStaff } from "../../src/components/access";
import { AddButton, DeleteAction, RowEditButton } from "../../src/components/actions";
import {
  activeColumn,
  customerColumn,
  dateColumn,
  ListScreen,
  sortable,
  useResourceList,
  ValueWithNote,
} from "../../src/components/lists";
import { PhoneNumberText } from "../../src/components/PhoneNumberText";
import { records } from "../../src/messages";
import type { PhoneNumber as Line } from "./types";
import { failedNotice } from "../../src/components/notices";

const texts = records.phoneNumber;

/** /phone-numbers: customers their own lines, staff every customer's (docs/panel.md). */
export default function PhoneNumberList() {
  const { staff } = useIsStaff();
  const list = useResourceList<Line>({ resource: "phone-numbers", fetchFailed: texts.fetchFailed });
  const { mutate: update, mutation: reactivation } = useUpdate();
  const reactivate = (record: Line) =>
    update({
      resource: "phone-numbers",
      id: record.id,
      values: { is_active: true },
      mutationMode: "pessimistic",
      successNotification: {
        type: "success",
        message: texts.reactivated,
        description: formatPhone(record.number),
      },
      errorNotification: failedNotice(texts.reactivateFailed),
    });

  return (
    <ListScreen
      title="Phone numbers"
      headerButtons={<AddButton resource="phone-numbers">Add phone number</AddButton>}
      filterName="phone-number-filters"
      list={list}
      empty={{
        noMatch: "No phone numbers match these filters.",
        nothing: staff
          ? "No phone numbers yet. Add one for a customer."
          : "You have no phone numbers yet. Add your number to refill it.",
      }}
    >
      <Table.Column<Line>
        dataIndex="number"
        title="Number"
        {...sortable(list, "number")}
        render={(value: string, record) => (
          <ValueWithNote note={record.nickname}>
            <PhoneNumberText digits={value} strong />
          </ValueWithNote>
        )}
      />
      {staff && <Table.Column<Line> {...customerColumn({ email: true })} />}
      <Table.Column<Line> dataIndex="carrier_name" title="Carrier" render={(value) => value ?? "—"} />
      <Table.Column<Line> dataIndex="plan_name" title="Plan" render={(value) => value ?? "—"} />
      {staff && <Table.Column<Line> {...activeColumn("Removed")} />}
      <Table.Column<Line> {...dateColumn(list, "created_at", "Added")} />
      <Table.Column<Line>
        title="Actions"
        key="actions"
        render={(_, record) => (
          <Space>
            <RowEditButton
              resource="phone-numbers"
              recordItemId={record.id}
              aria-label={`Edit ${formatPhone(record.number)}`}
            />
            {record.is_active && (
              <DeleteAction
                resource="phone-numbers"
                id={record.id}
                verb="Remove"
                name={formatPhone(record.number)}
                consequence="Its scheduled refills stop. Past refills keep it on record."
                texts={{ done: texts.removed, failed: texts.removeFailed }}
              />
            )}
            {!record.is_active && staff && (
              <Button
                size="small"
                icon={<UndoOutlined />}
                onClick={() => reactivate(record)}
                loading={reactivation.isPending && reactivation.variables?.id === record.id}
              >
                Reactivate
              </Button>
            )}
          </Space>
        )}
      />
    </ListScreen>
  );
}
