import { formatDate } from "@common/dates";
import { formatMoney } from "@common/money";
import { formatPhone } from "@common/phone";
import { useUpdate } from "@refinedev/core";
import { Space, Switch, Table, Tag } from "antd";
import { useIsStaff } from "../../src/components/access";
import { AddButton, DeleteAction, RowEditButton } from "../../src/components/actions";
import { ListScreen, sortable, useResourceList, ValueWithNote } from "../../src/components/lists";
import { PhoneNumberText } from "../../src/components/PhoneNumberText";
import { records } from "../../src/messages";
import { Link } from "react-router";
import { ordinal, ResultTag } from "./labels";
import type { ScheduledRefill } from "./types";
import { failedNotice } from "../../src/components/notices";

const texts = records.scheduledRefill;

/** /scheduled-refills: monthly refills; customers their own lines', staff the company's (docs/panel.md). */
export default function ScheduledRefillList() {
  const { staff } = useIsStaff();
  const list = useResourceList<ScheduledRefill>({
    resource: "scheduled-refills",
    fetchFailed: texts.fetchFailed,
  });
  const { mutate: update, mutation: toggling } = useUpdate<ScheduledRefill>();
  const setActive = (record: ScheduledRefill, active: boolean) =>
    update({
      resource: "scheduled-refills",
      id: record.id,
      values: { is_active: active },
      mutationMode: "pessimistic",
      successNotification: (data) => ({
        type: "success",
        message: active ? texts.resumed : texts.paused,
        description:
          active && data?.data
            ? `Next refill on ${formatDate(data.data.next_run_on)}`
            : formatPhone(record.phone_number_digits),
      }),
      errorNotification: failedNotice(active ? texts.resumeFailed : texts.pauseFailed),
    });

  return (
    <ListScreen
      title="Scheduled refills"
      headerButtons={<AddButton resource="scheduled-refills">Schedule a refill</AddButton>}
      filterName="scheduled-refill-filters"
      list={list}
      empty={{
        noMatch: "No scheduled refills match these filters.",
        nothing: staff
          ? "No scheduled refills yet."
          : "No scheduled refills yet. Schedule one to top up your line every month.",
      }}
    >
      <Table.Column<ScheduledRefill>
        dataIndex="phone_number_digits"
        title="Phone number"
        render={(value: string) => <PhoneNumberText digits={value} strong />}
      />
      {staff && (
        <Table.Column<ScheduledRefill>
          dataIndex="user_name"
          title="Customer"
          render={(value: string) => value || "—"}
        />
      )}
      <Table.Column<ScheduledRefill>
        dataIndex="plan_name"
        title="Plan"
        render={(value: string, record) => (
          <ValueWithNote note={formatMoney(record.amount)}>
            <span>{value}</span>
          </ValueWithNote>
        )}
      />
      <Table.Column<ScheduledRefill>
        dataIndex="card_label"
        title="Card"
        render={(value: string | null) => value ?? <Tag color="orange">No card</Tag>}
      />
      <Table.Column<ScheduledRefill>
        dataIndex="day_of_month"
        title="Day"
        {...sortable(list, "day_of_month")}
        render={(day: number) => `${ordinal(day)} of each month`}
      />
      <Table.Column<ScheduledRefill>
        dataIndex="next_run_on"
        title="Next run"
        {...sortable(list, "next_run_on")}
        render={(value: string, record) => (record.is_active ? formatDate(value) : <Tag>Paused</Tag>)}
      />
      <Table.Column<ScheduledRefill>
        dataIndex="last_result"
        title="Last result"
        render={(value: ScheduledRefill["last_result"], record) => (
          <ValueWithNote note={record.last_run_on && formatDate(record.last_run_on)}>
            {record.last_transaction ? (
              <Link to={`/transactions/${record.last_transaction.id}`}>
                <Space size={4}>
                  <ResultTag status={record.last_transaction.status} />
                  {`#${record.last_transaction.id}`}
                </Space>
              </Link>
            ) : (
              <ResultTag status={value} />
            )}
          </ValueWithNote>
        )}
      />
      <Table.Column<ScheduledRefill>
        dataIndex="is_active"
        title="Active"
        render={(active: boolean, record) => (
          <Switch
            checked={active}
            checkedChildren="On"
            unCheckedChildren="Paused"
            loading={toggling.isPending && toggling.variables?.id === record.id}
            onChange={(next) => setActive(record, next)}
            aria-label={`${active ? "Pause" : "Resume"} the refill of ${formatPhone(record.phone_number_digits)}`}
          />
        )}
      />
      <Table.Column<ScheduledRefill>
        title="Actions"
        key="actions"
        render={(_, record) => (
          <Space>
            <RowEditButton resource="scheduled-refills" recordItemId={record.id} />
            <DeleteAction
              resource="scheduled-refills"
              id={record.id}
              name={formatPhone(record.phone_number_digits)}
              what={`the refill of ${formatPhone(record.phone_number_digits)}`}
              consequence="No more refills will run from it. Past refills stay in the transactions."
              texts={{ done: texts.deleted, failed: texts.deleteFailed }}
            />
          </Space>
        )}
      />
    </ListScreen>
  );
}
