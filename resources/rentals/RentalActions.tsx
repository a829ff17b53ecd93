import { useSelect } from "@refinedev/antd";
import {
  type HttpError,
  type OpenNotificationParams,
  useCustom,
  useCustomMutation,
  useInvalidate,
  useUpdate,
} from "@refinedev/core";
import { Button, DatePicker, Descriptions, Form, Input, Modal, Popconfirm, Radio, Select, Space } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useEffect, useState } from "react";
import { cardLabel } from "@common/cards";
import { formatDate } from "@common/dates";
import { rentalStatusLabel } from "@common/labels";
import { formatMoney } from "@common/money";
import { applyServerErrors } from "../../src/components/form-errors";
import { FormDialog, MoneyField, useDialogForm } from "../../src/components/forms";
import { error, refundError, success } from "../../src/messages";
import { isApiError } from "../../src/providers/http";
import { actionEndpoint } from "../../src/resource-definitions";
import type { EndPreview, RentalDetail } from "./types";
import { failedNotice } from "../../src/components/notices";

type Notice = OpenNotificationParams;
const ok = (message: string) => (): Notice => ({ type: "success", message });

/** The `detail` of a DRF error body, if the server sent one. */
function detailOf(e: unknown): string | undefined {
  const body = isApiError(e) ? e.body : undefined;
  return body && typeof body === "object" && "detail" in body && typeof body.detail === "string"
    ? body.detail
    : undefined;
}

/** "2026-03-05" ↔ the date picker's day. */
export const dayField = {
  getValueProps: (value?: string) => ({ value: value ? dayjs(value) : undefined }),
  normalize: (value?: Dayjs | null) => (value ? value.format("YYYY-MM-DD") : undefined),
};

/** A call of the rental's own (declared in resources/rentals): the notices of the message catalogue, then a refresh. */
function useRentalCall(onChanged: () => void) {
  const invalidate = useInvalidate();
  const { mutate, mutateAsync, mutation } = useCustomMutation<RentalDetail, HttpError>();
  const call = (
    action: string,
    id: number | undefined,
    values: object,
    texts: { ok: string; failed: (e?: HttpError) => Notice },
  ) => {
    const { path } = actionEndpoint("rentals", action, id);
    return mutateAsync(
      {
        url: path,
        method: "post",
        values,
        successNotification: ok(texts.ok),
        errorNotification: (e) => texts.failed(e),
      },
      {
        onSuccess: () => {
          onChanged();
          void invalidate({ resource: "rentals", invalidates: ["list"] });
        },
      },
    );
  };
  return { call, mutate, pending: mutation.isPending };
}

/**
 * The staff's desk for one rental (docs/engines.md): each action says what happened in the message
 * catalogue's words.
 */
export function RentalActions({
  rental,
  onChanged,
  onDialog,
}: {
  rental: RentalDetail;
  onChanged: () => void;
  /** whether one of the desk's dialogs is open */
  onDialog?: (open: boolean) => void;
}) {
  const r = rental;
  const { call, pending } = useRentalCall(onChanged);
  const { mutate: update, mutation: updating } = useUpdate<RentalDetail, HttpError>();
  const [dialog, setDialog] = useState<null | "endDate" | "totalDue" | "payment" | "preview">(null);
  const close = () => setDialog(null);
  useEffect(() => onDialog?.(dialog !== null), [dialog, onDialog]);
  const silently = () => undefined;
  /** A button's action without values: the notices say how it went, so a failure needs nothing more here. */
  const act = (action: string, texts: { ok: string; failed: (e?: HttpError) => Notice }) => () =>
    call(action, r.id, {}, texts).catch(silently);
  const statuses = r.next_statuses.filter((s) => s !== "returned");
  const refundable = Number(r.refundable_deposit_amount) > 0;
  const open = r.status !== "returned" && r.status !== "resolved";

  return (
    <Space wrap>
      {statuses.length > 0 && (
        <Select<string>
          aria-label="Change status"
          placeholder="Change status"
          value={null}
          loading={updating.isPending}
          style={{ width: 200 }}
          options={statuses.map((s) => ({ value: s, label: `Mark ${rentalStatusLabel(s)}` }))}
          onChange={(status) =>
            update(
              {
                resource: "rentals",
                id: r.id,
                values: { status },
                successNotification: ok(success.rentalStatusUpdated),
                errorNotification: failedNotice(error.rentalStatusUpdateFailed),
              },
              { onSuccess: onChanged },
            )
          }
        />
      )}
      {open && <Button onClick={() => setDialog("endDate")}>Edit end date</Button>}
      <Button onClick={() => setDialog("totalDue")}>Edit total due</Button>
      {Number(r.balance) > 0 && <Button onClick={() => setDialog("payment")}>Add payment</Button>}
      {r.status === "picked_up" && (
        <Button onClick={() => setDialog("preview")}>End preview and return</Button>
      )}
      {refundable && (
        <Popconfirm
          title="Refund the deposit?"
          description={`${formatMoney(r.refundable_deposit_amount)} goes back ${r.card_label ? `to ${r.card_label}` : "in cash"}. This cannot be undone.`}
          okText="Refund deposit"
          onConfirm={act("refund", {
            ok: success.depositRefunded,
            // src/messages.ts: the server's detail, else the catalogue's fallback.
            failed: (e) => ({ type: "error", message: refundError(detailOf(e)) }),
          })}
        >
          <Button danger loading={pending}>
            Refund deposit
          </Button>
        </Popconfirm>
      )}
      {r.status === "error" && (
        <>
          <Button
            onClick={act("retry", {
              ok: success.rentalRetried,
              failed: failedNotice(error.rentalRetryFailed),
            })}
          >
            Retry
          </Button>
          <Popconfirm
            title="Mark this rental resolved?"
            okText="Resolve"
            onConfirm={act("resolve", {
              ok: success.rentalResolved,
              failed: failedNotice(error.rentalResolveFailed),
            })}
          >
            <Button>Resolve</Button>
          </Popconfirm>
        </>
      )}
      {r.payment_method !== null && (
        <Popconfirm
          title={`Make ${r.card_label ?? "this card"} the customer's default card?`}
          okText="Assign card"
          onConfirm={act("assignCard", {
            ok: success.cardAssigned,
            failed: failedNotice(error.cardAssignFailed),
          })}
        >
          <Button>Assign card to customer</Button>
        </Popconfirm>
      )}
      {dialog === "endDate" && <EndDateDialog rental={r} onClose={close} />}
      {dialog === "totalDue" && <TotalDueDialog rental={r} onClose={close} />}
      {dialog === "payment" && <PaymentDialog rental={r} onClose={close} onChanged={onChanged} />}
      {dialog === "preview" && <ReturnDialog rental={r} onClose={close} onChanged={onChanged} />}
    </Space>
  );
}

/**
 * A desk edit of some of a rental's fields (its end date, its total due): only those fields are sent (the
 * rental's own update path), with the notices of that edit.
 */
function useRentalFieldsForm<V extends object>(
  { rental, onClose }: { rental: RentalDetail; onClose: () => void },
  fields: (keyof V)[],
  texts: { updated: string; saveFailed: string },
) {
  return useDialogForm<RentalDetail, V>({
    action: "edit",
    id: rental.id,
    onClose,
    resource: "rentals",
    texts: { created: "", ...texts },
    transform: (values) => Object.fromEntries(fields.map((field) => [field, values[field]])) as V,
  });
}

function EndDateDialog({ rental, onClose }: { rental: RentalDetail; onClose: () => void }) {
  const form = useRentalFieldsForm<{ end_date: string }>({ rental, onClose }, ["end_date"], {
    updated: success.rentalEndDateUpdated,
    saveFailed: error.rentalEndDateUpdateFailed,
  });
  return (
    <FormDialog form={form} title="Edit end date">
      <Form.Item
        label="End date"
        name="end_date"
        rules={[{ required: true, message: "Choose the end date." }]}
        {...dayField}
      >
        <DatePicker
          aria-label="End date"
          format="MMM D, YYYY"
          disabledDate={(d) => d.isBefore(dayjs(rental.start_date), "day")}
        />
      </Form.Item>
    </FormDialog>
  );
}

function TotalDueDialog({ rental, onClose }: { rental: RentalDetail; onClose: () => void }) {
  const form = useRentalFieldsForm<{ total_due_amount: string; reason: string }>(
    { rental, onClose },
    ["total_due_amount", "reason"],
    { updated: success.rentalTotalDueUpdated, saveFailed: error.rentalTotalDueUpdateFailed },
  );
  return (
    <FormDialog form={form} title="Edit total due">
      <MoneyField label="Total due" name="total_due_amount" message="Enter the total due." min="0.00" />
      <Form.Item
        label="Reason"
        name="reason"
        rules={[{ required: true, whitespace: true, message: "Say why the total due changes." }]}
      >
        <Input.TextArea aria-label="Reason" rows={2} maxLength={500} />
      </Form.Item>
    </FormDialog>
  );
}

/** A desk dialog's props: the rental, how to close, what to do once the rental changed. */
interface RentalDialogProps {
  rental: RentalDetail;
  onClose: () => void;
  onChanged: () => void;
}

interface PaymentValues {
  method: "card" | "cash";
  amount: string;
  payment_method?: number;
}

function PaymentDialog({ rental, onClose, onChanged }: RentalDialogProps) {
  const [form] = Form.useForm<PaymentValues>();
  const method = Form.useWatch("method", form);
  const { call, pending } = useRentalCall(onChanged);
  const { selectProps } = useSelect<{ id: number; brand: string; last4: string }>({
    resource: "cards",
    optionLabel: (c) => cardLabel(c.brand, c.last4),
    optionValue: (c) => String(c.id),
    filters: [{ field: "user", operator: "eq", value: rental.user }],
    pagination: { mode: "off" },
  });
  const save = async (values: PaymentValues) => {
    try {
      await call(
        "addPayment",
        undefined,
        {
          rental: rental.id,
          amount: values.amount,
          method: values.method,
          ...(values.method === "card" && values.payment_method
            ? { payment_method: Number(values.payment_method) }
            : {}),
        },
        { ok: success.paymentAdded, failed: failedNotice(error.paymentAddFailed) },
      );
      onClose();
    } catch (e) {
      applyServerErrors(form, e, ["amount", "method", "payment_method"]);
    }
  };
  return (
    <Modal
      open
      title="Add payment"
      okText="Add payment"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={pending}
    >
      <Form<PaymentValues>
        form={form}
        name="rental-payment"
        layout="vertical"
        initialValues={{ method: "cash", amount: rental.balance }}
        onFinish={save}
      >
        <Form.Item label="Paid by" name="method">
          <Radio.Group
            options={[
              { label: "Cash", value: "cash" },
              { label: "Card", value: "card" },
            ]}
          />
        </Form.Item>
        <MoneyField
          label="Amount"
          name="amount"
          message="Enter the amount."
          min="0.01"
          max={rental.balance}
          extra={`Balance: ${formatMoney(rental.balance)}`}
        />
        {method === "card" && (
          <Form.Item label="Card" name="payment_method" extra="Default: the card the rental was paid with.">
            <Select {...selectProps} aria-label="Card" allowClear placeholder="The rental's card" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

/** What returning today costs (GET …/end-preview), then the return itself. */
function ReturnDialog({ rental, onClose, onChanged }: RentalDialogProps) {
  const { path } = actionEndpoint("rentals", "endPreview", rental.id);
  const { query, result } = useCustom<EndPreview, HttpError>({
    url: path,
    method: "get",
    errorNotification: () => ({ type: "error", message: error.endPreviewFetchFailed }),
    queryOptions: { queryKey: ["rental-end-preview", rental.id] },
  });
  const preview = result?.data as EndPreview | undefined;
  const { call, pending } = useRentalCall(onChanged);
  const returnNow = () =>
    call(
      "return",
      undefined,
      { rental: rental.id },
      {
        ok: success.rentalReturned,
        failed: failedNotice(error.rentalReturnFailed),
      },
    )
      .then(onClose)
      .catch(() => undefined);
  return (
    <Modal
      open
      title="End preview"
      okText="Return rental"
      onOk={returnNow}
      okButtonProps={{ disabled: !preview }}
      confirmLoading={pending}
      onCancel={onClose}
    >
      {query.isError ? (
        <Space direction="vertical">
          {error.endPreviewFetchFailed}
          <Button onClick={() => query.refetch()}>Try again</Button>
        </Space>
      ) : (
        <Descriptions bordered size="small" column={1} aria-busy={query.isLoading}>
          <Descriptions.Item label="Returned on">
            {preview ? formatDate(preview.return_date) : "…"}
          </Descriptions.Item>
          <Descriptions.Item label="End date">{formatDate(rental.end_date)}</Descriptions.Item>
          <Descriptions.Item label="Extra days">{preview?.extra_days ?? "…"}</Descriptions.Item>
          <Descriptions.Item label="Extra amount">{formatMoney(preview?.extra_amount)}</Descriptions.Item>
          <Descriptions.Item label="Extra tax">{formatMoney(preview?.extra_tax_amount)}</Descriptions.Item>
          <Descriptions.Item label="Total due after">
            {formatMoney(preview?.total_due_amount_after)}
          </Descriptions.Item>
          <Descriptions.Item label="Balance after">{formatMoney(preview?.balance_after)}</Descriptions.Item>
          <Descriptions.Item label="Refundable deposit">
            {formatMoney(preview?.refundable_deposit_amount)}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}
