import { EditOutlined, PlusOutlined } from "@ant-design/icons";
import { getDefaultFilter, getDefaultSortOrder, List } from "@refinedev/antd";
import { useDelete, useUpdate } from "@refinedev/core";
import { Button, Empty, Form, Select, Space, Switch, Table, Tag, Typography } from "antd";
import { records } from "../../src/messages";
import { asId, idProps, usePlanOptions } from "../phone-numbers/PhoneNumberForm";
import {
  ConfirmButton,
  CustomerSelect,
  formatDate,
  formatMoney,
  formatPhone,
  isFiltered,
  listPagination,
  LoadError,
  problem,
  RecordSearchForm,
  useIsStaff,
  useRecordModal,
  useRecordTable,
} from "../phone-numbers/shared";
import { ordinal, ResultTag } from "./labels";
import { ScheduledRefillFormModal } from "./ScheduledRefillForm";
import type { ScheduledRefill, ScheduledRefillValues } from "./types";

const texts = records.scheduledRefill;

/** The list's filters, as the API names them (customer and plan for staff only). */
const FILTERS = ["user", "plan", "is_active"];

const STATUS_OPTIONS = [
  { label: "Active and paused", value: "" },
  { label: "Active only", value: "true" },
  { label: "Paused only", value: "false" },
];

/** Staff narrow the list by customer and plan. */
function StaffFilters({ submit }: { submit: () => void }) {
  const { selectProps: plans } = usePlanOptions(undefined);
  return (
    <>
      <Form.Item name="user">
        <CustomerSelect aria-label="Filter by customer" placeholder="Any customer" onChange={submit} style={{ width: 280 }} />
      </Form.Item>
      <Form.Item name="plan" normalize={asId} getValueProps={idProps}>
        <Select {...plans} allowClear placeholder="Any plan" aria-label="Filter by plan" onChange={submit} style={{ width: 220 }} />
      </Form.Item>
    </>
  );
}

/** /scheduled-refills: monthly refills; customers their own lines', staff the company's (SPEC.md §2). */
export default function ScheduledRefillList() {
  const { staff } = useIsStaff();
  const table = useRecordTable<ScheduledRefill>({
    resource: "scheduled-refills",
    initialSort: [{ field: "next_run_on", order: "asc" }],
    filterFields: FILTERS,
    fetchFailed: texts.fetchFailed,
  });
  const { tableProps, searchFormProps, filters, sorters, tableQuery } = table;
  const describe = (refill: ScheduledRefill) => `${formatPhone(refill.phone_number_digits)} · next on ${formatDate(refill.next_run_on)}`;
  const create = useRecordModal<ScheduledRefill, ScheduledRefillValues>({ resource: "scheduled-refills", action: "create", texts, describe });
  const edit = useRecordModal<ScheduledRefill, ScheduledRefillValues>({ resource: "scheduled-refills", action: "edit", texts, describe });

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
        description: active && data?.data ? `Next refill on ${formatDate(data.data.next_run_on)}` : formatPhone(record.phone_number_digits),
      }),
      errorNotification: (error) => ({ type: "error", message: active ? texts.resumeFailed : texts.pauseFailed, description: problem(error) }),
    });
  const { mutate: remove, mutation: removal } = useDelete();
  const removeRefill = (record: ScheduledRefill) =>
    remove({
      resource: "scheduled-refills",
      id: record.id,
      mutationMode: "pessimistic",
      successNotification: { type: "success", message: texts.deleted, description: formatPhone(record.phone_number_digits) },
      errorNotification: (error) => ({ type: "error", message: texts.deleteFailed, description: problem(error) }),
    });

  const submit = () => searchFormProps.form?.submit();
  const filtered = isFiltered(filters);

  return (
    <List
      title="Scheduled refills"
      headerButtons={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => create.show()}>
          Schedule a refill
        </Button>
      }
    >
      <RecordSearchForm
        table={table}
        name="scheduled-refill-filters"
        filterFields={FILTERS}
        placeholder={staff ? "Number, plan, customer name or e-mail" : "Number or plan"}
        initialValues={{ is_active: String(getDefaultFilter("is_active", filters, "eq") ?? "") }}
      >
        <Form.Item name="is_active">
          <Select aria-label="Status" options={STATUS_OPTIONS} onChange={submit} style={{ width: 180 }} />
        </Form.Item>
        {staff && <StaffFilters submit={submit} />}
      </RecordSearchForm>

      {tableQuery.isError && <LoadError error={tableQuery.error} text={texts.fetchFailed} onRetry={() => tableQuery.refetch()} />}

      <Table
        {...tableProps}
        rowKey="id"
        pagination={listPagination(tableProps)}
        locale={{
          emptyText: (
            <Empty
              description={
                filtered
                  ? "No scheduled refills match these filters."
                  : staff
                    ? "No scheduled refills yet."
                    : "No scheduled refills yet. Schedule one to top up your line every month."
              }
            />
          ),
        }}
      >
        <Table.Column<ScheduledRefill>
          dataIndex="phone_number_digits"
          title="Phone number"
          render={(value: string) => <Typography.Text strong>{formatPhone(value)}</Typography.Text>}
        />
        {staff && <Table.Column<ScheduledRefill> dataIndex="user_name" title="Customer" render={(value: string) => value || "—"} />}
        <Table.Column<ScheduledRefill>
          dataIndex="plan_name"
          title="Plan"
          render={(value: string, record) => (
            <Space direction="vertical" size={0}>
              <span>{value}</span>
              <Typography.Text type="secondary">{formatMoney(record.amount)}</Typography.Text>
            </Space>
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
          sorter
          defaultSortOrder={getDefaultSortOrder("day_of_month", sorters)}
          render={(day: number) => `${ordinal(day)} of each month`}
        />
        <Table.Column<ScheduledRefill>
          dataIndex="next_run_on"
          title="Next run"
          sorter
          defaultSortOrder={getDefaultSortOrder("next_run_on", sorters)}
          render={(value: string, record) => (record.is_active ? formatDate(value) : <Tag>Paused</Tag>)}
        />
        <Table.Column<ScheduledRefill>
          dataIndex="last_result"
          title="Last result"
          render={(value: ScheduledRefill["last_result"], record) => (
            <Space direction="vertical" size={0}>
              <ResultTag status={value} />
              {record.last_run_on && <Typography.Text type="secondary">{formatDate(record.last_run_on)}</Typography.Text>}
            </Space>
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
              <Button size="small" icon={<EditOutlined />} onClick={() => edit.show(record.id)}>
                Edit
              </Button>
              <ConfirmButton
                title={`Delete the refill of ${formatPhone(record.phone_number_digits)}?`}
                description="No more refills will run from it. Past refills stay in the transactions."
                okText="Delete"
                onConfirm={() => removeRefill(record)}
                loading={removal.isPending && removal.variables?.id === record.id}
              />
            </Space>
          )}
        />
      </Table>

      <ScheduledRefillFormModal title="Schedule a refill" modal={create} staff={staff} creating />
      <ScheduledRefillFormModal title="Edit scheduled refill" modal={edit} staff={staff} creating={false} />
    </List>
  );
}
