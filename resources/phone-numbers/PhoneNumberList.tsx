import { EditOutlined, PlusOutlined, UndoOutlined } from "@ant-design/icons";
import { getDefaultSortOrder, List } from "@refinedev/antd";
import { useDelete, useUpdate } from "@refinedev/core";
import { Button, Empty, Form, Select, Space, Table, Tag, Typography } from "antd";
import { records } from "../../src/messages";
import { asId, idProps, PhoneNumberFormModal, useCarrierOptions, usePlanOptions } from "./PhoneNumberForm";
import {
  ConfirmButton,
  CustomerSelect,
  formatDate,
  formatPhone,
  isFiltered,
  listPagination,
  LoadError,
  problem,
  RecordSearchForm,
  useIsStaff,
  useRecordModal,
  useRecordTable,
} from "./shared";
import type { PhoneNumber, PhoneNumberValues } from "./types";

const texts = records.phoneNumber;

/** Staff's filters, as the API names them. */
const FILTERS = ["carrier", "plan", "user"];

/** Staff narrow the list by carrier, plan and customer; the plan list follows the chosen carrier. */
function StaffFilters({ carrier, submit }: { carrier: number | null; submit: () => void }) {
  const { selectProps: carriers } = useCarrierOptions();
  const { selectProps: plans } = usePlanOptions(carrier ?? undefined);
  return (
    <>
      <Form.Item name="carrier" normalize={asId} getValueProps={idProps}>
        <Select {...carriers} allowClear placeholder="Any carrier" aria-label="Filter by carrier" onChange={submit} style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="plan" normalize={asId} getValueProps={idProps}>
        <Select {...plans} allowClear placeholder="Any plan" aria-label="Filter by plan" onChange={submit} style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="user">
        <CustomerSelect aria-label="Filter by customer" placeholder="Any customer" onChange={submit} style={{ width: 280 }} />
      </Form.Item>
    </>
  );
}

/** /phone-numbers: customers their own lines, staff every customer's (SPEC.md §2). */
export default function PhoneNumberList() {
  const { staff } = useIsStaff();
  const table = useRecordTable<PhoneNumber>({
    resource: "phone-numbers",
    initialSort: [{ field: "created_at", order: "desc" }],
    filterFields: FILTERS,
    fetchFailed: texts.fetchFailed,
  });
  const { tableProps, searchFormProps, filters, sorters, tableQuery } = table;

  const describe = (line: PhoneNumber) => formatPhone(line.number);
  const create = useRecordModal<PhoneNumber, PhoneNumberValues>({ resource: "phone-numbers", action: "create", texts, describe });
  const edit = useRecordModal<PhoneNumber, PhoneNumberValues>({ resource: "phone-numbers", action: "edit", texts, describe });

  const { mutate: remove, mutation: removal } = useDelete();
  const removeLine = (record: PhoneNumber) =>
    remove({
      resource: "phone-numbers",
      id: record.id,
      mutationMode: "pessimistic",
      successNotification: { type: "success", message: texts.removed, description: formatPhone(record.number) },
      errorNotification: (error) => ({ type: "error", message: texts.removeFailed, description: problem(error) }),
    });

  const { mutate: update, mutation: reactivation } = useUpdate();
  const reactivate = (record: PhoneNumber) =>
    update({
      resource: "phone-numbers",
      id: record.id,
      values: { is_active: true },
      mutationMode: "pessimistic",
      successNotification: { type: "success", message: texts.reactivated, description: formatPhone(record.number) },
      errorNotification: (error) => ({ type: "error", message: texts.reactivateFailed, description: problem(error) }),
    });

  const filterForm = searchFormProps.form;
  const carrierFilter = asId(Form.useWatch("carrier", filterForm));
  const submit = () => filterForm?.submit();
  const filtered = isFiltered(filters);

  return (
    <List
      title="Phone numbers"
      headerButtons={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => create.show()}>
          Add phone number
        </Button>
      }
    >
      <RecordSearchForm
        table={table}
        name="phone-number-filters"
        filterFields={FILTERS}
        placeholder={staff ? "Number, nickname, customer name or e-mail" : "Number or nickname"}
      >
        {staff && <StaffFilters carrier={carrierFilter} submit={submit} />}
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
                  ? "No phone numbers match these filters."
                  : staff
                    ? "No phone numbers yet. Add one for a customer."
                    : "You have no phone numbers yet. Add your number to refill it."
              }
            />
          ),
        }}
      >
        <Table.Column<PhoneNumber>
          dataIndex="number"
          title="Number"
          sorter
          defaultSortOrder={getDefaultSortOrder("number", sorters)}
          render={(value: string, record) => (
            <Space direction="vertical" size={0}>
              <Typography.Text strong>{formatPhone(value)}</Typography.Text>
              {record.nickname && <Typography.Text type="secondary">{record.nickname}</Typography.Text>}
            </Space>
          )}
        />
        {staff && (
          <Table.Column<PhoneNumber>
            dataIndex="user_name"
            title="Customer"
            render={(_, record) => (
              <Space direction="vertical" size={0}>
                <span>{record.user_name || record.user_email}</span>
                {record.user_name && <Typography.Text type="secondary">{record.user_email}</Typography.Text>}
              </Space>
            )}
          />
        )}
        <Table.Column<PhoneNumber> dataIndex="carrier_name" title="Carrier" render={(value) => value ?? "—"} />
        <Table.Column<PhoneNumber> dataIndex="plan_name" title="Plan" render={(value) => value ?? "—"} />
        {staff && (
          <Table.Column<PhoneNumber>
            dataIndex="is_active"
            title="Status"
            render={(active: boolean) => (active ? <Tag color="green">Active</Tag> : <Tag>Removed</Tag>)}
          />
        )}
        <Table.Column<PhoneNumber>
          dataIndex="created_at"
          title="Added"
          sorter
          defaultSortOrder={getDefaultSortOrder("created_at", sorters)}
          render={(value: string) => formatDate(value)}
        />
        <Table.Column<PhoneNumber>
          title="Actions"
          key="actions"
          render={(_, record) => (
            <Space>
              <Button size="small" icon={<EditOutlined />} onClick={() => edit.show(record.id)} aria-label={`Edit ${formatPhone(record.number)}`}>
                Edit
              </Button>
              {record.is_active && (
                <ConfirmButton
                  title={`Remove ${formatPhone(record.number)}?`}
                  description="Its scheduled refills stop. Past refills keep it on record."
                  okText="Remove"
                  onConfirm={() => removeLine(record)}
                  loading={removal.isPending && removal.variables?.id === record.id}
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
      </Table>

      <PhoneNumberFormModal title="Add phone number" modal={create} staff={staff} creating />
      <PhoneNumberFormModal title="Edit phone number" modal={edit} staff={staff} creating={false} />
    </List>
  );
}
