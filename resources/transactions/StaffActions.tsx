import { CheckOutlined, CreditCardOutlined, RedoOutlined } from "@ant-design/icons";
import { type HttpError, useCustomMutation } from "@refinedev/core";
import { Button, Form, Input, Popconfirm, Space, Typography } from "antd";
import { useState } from "react";
import { error, recovery, success } from "../../src/messages";
import { AssignCardDialog, type AssignCardValues } from "../../src/components/AssignCardDialog";
import { transactionEndpoints } from "./endpoints";
import { RefundAndClose, resolveNoteRules } from "./RefundAndClose";
import { isStopped, type TransactionDetail } from "./types";
import { FormModal } from "../../src/components/FormModal";
import { failedNotice } from "../../src/components/notices";

type Action = "retry" | "resolve" | "assignCard";
const NOTICES: Record<Action, { ok: string; failed: string }> = {
  retry: { ok: success.transactionRetried, failed: error.transactionRetryFailed },
  resolve: { ok: success.transactionResolved, failed: error.transactionResolveFailed },
  assignCard: { ok: success.cardAssigned, failed: error.cardAssignFailed },
};

/** Staff's actions on one refill, each shown only when the server would take it. */
export function StaffActions({
  transaction,
  onDone,
}: {
  transaction: TransactionDetail;
  onDone: () => void;
}) {
  const { mutate, mutateAsync, mutation } = useCustomMutation<TransactionDetail, HttpError>();
  const [running, setRunning] = useState<Action>();
  const [resolving, setResolving] = useState(false);
  const [assigning, setAssigning] = useState(false);
  const [form] = Form.useForm<{ note?: string }>();
  const run = (action: Action, values: Record<string, unknown> = {}, after?: () => void) => {
    setRunning(action);
    mutate(
      {
        url: transactionEndpoints[action](transaction.id).path,
        method: "post",
        values,
        successNotification: () => ({
          type: "success",
          message: NOTICES[action].ok,
          description: `Transaction #${transaction.id}`,
        }),
        errorNotification: failedNotice(NOTICES[action].failed),
      },
      {
        onSuccess: () => {
          after?.();
          onDone();
        },
      },
    );
  };
  const busy = (action: Action) => mutation.isPending && running === action;
  const stopped = isStopped(transaction.status);
  const closed = transaction.status === "success" || transaction.status === "resolved";
  const assign = async (values: AssignCardValues) => {
    await mutateAsync({
      url: transactionEndpoints.assignCard(transaction.id).path,
      method: "post",
      values,
      successNotification: () => ({
        type: "success",
        message: NOTICES.assignCard.ok,
        description: `Transaction #${transaction.id}`,
      }),
      errorNotification: failedNotice(NOTICES.assignCard.failed),
    });
    onDone();
  };
  return (
    <Space wrap>
      {stopped && (
        <Popconfirm title={recovery.retryQuestion} okText="Retry" onConfirm={() => run("retry")}>
          <Button icon={<RedoOutlined />} loading={busy("retry")}>
            Retry
          </Button>
        </Popconfirm>
      )}
      {stopped && (
        <Button icon={<CheckOutlined />} onClick={() => setResolving(true)}>
          Resolve
        </Button>
      )}
      {transaction.can_refund && <RefundAndClose transaction={transaction} onDone={onDone} />}
      {!closed && (
        <Button icon={<CreditCardOutlined />} onClick={() => setAssigning(true)}>
          Assign card
        </Button>
      )}
      {assigning && (
        <AssignCardDialog
          customer={transaction.user}
          current={transaction.payment_method}
          currentProblem={transaction.payment_error}
          onAssign={assign}
          onClose={() => setAssigning(false)}
        />
      )}
      <FormModal
        form={form}
        open={resolving}
        pending={busy("resolve")}
        onClose={() => setResolving(false)}
        title={`Resolve transaction #${transaction.id}`}
        okText="Resolve"
        destroyOnHidden
      >
        <Typography.Paragraph>
          The refill is closed as resolved and no worker will try it again. Say why, for whoever reads it
          later.
        </Typography.Paragraph>
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          onFinish={({ note }) => run("resolve", { note: note?.trim() }, () => setResolving(false))}
        >
          <Form.Item
            label="Note"
            name="note"
            rules={[...resolveNoteRules, { max: 1000, message: "Keep the note under 1000 characters." }]}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
        </Form>
      </FormModal>
    </Space>
  );
}
