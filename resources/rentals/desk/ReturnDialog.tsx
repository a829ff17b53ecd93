import { type HttpError, useCustom } from "@refinedev/core";
import { Button, DatePicker, Descriptions, Form, Space, Typography } from "antd";
import dayjs from "dayjs";
import { formatDate } from "@common/dates";
import { formatMoney } from "@common/money";
import { FormModal } from "../../../src/components/FormModal";
import { failedNotice } from "../../../src/components/notices";
import { error, success } from "../../../src/messages";
import { rentalEndpoints } from "../endpoints";
import type { EndPreview } from "../types";
import { dayField, type RentalDialogProps, useRentalCallForm } from "./call";

interface ReturnValues {
  returned_on: string;
}

/**
 * The return at the desk: the day the device came back (the company's day; today by default, never after
 * today nor before the pick-up) and, for today, what returning costs (GET …/end-preview). Another day is
 * priced by the server when the return is made: the panel works nothing out, it shows the day and the
 * server's refusals.
 */
export function ReturnDialog(props: RentalDialogProps) {
  const { rental, onClose } = props;
  const { form, send, pending } = useRentalCallForm<ReturnValues>(props, ["returned_on"]);
  const today = rental.today;
  const chosen = (Form.useWatch("returned_on", form) as string | undefined) ?? today;
  const isToday = chosen === today;
  const { query, result } = useCustom<EndPreview, HttpError>({
    url: rentalEndpoints.endPreview(rental.id).path,
    method: "get",
    errorNotification: () => ({ type: "error", message: error.endPreviewFetchFailed }),
    queryOptions: { queryKey: ["rental-end-preview", rental.id] },
  });
  const preview = result?.data as EndPreview | undefined;
  const returnIt = (values: ReturnValues) =>
    send(
      rentalEndpoints.return(),
      { rental: rental.id, returned_on: values.returned_on },
      { ok: success.rentalReturned, failed: failedNotice(error.rentalReturnFailed) },
    );
  return (
    <FormModal
      form={form}
      pending={pending}
      onClose={onClose}
      title="End preview and return"
      okText="Return rental"
      okButtonProps={{ disabled: isToday && !preview }}
    >
      <Form<ReturnValues>
        form={form}
        name="rental-return"
        layout="vertical"
        initialValues={{ returned_on: today }}
        onFinish={returnIt}
      >
        <Form.Item
          label="Returned on"
          name="returned_on"
          rules={[{ required: true, message: "Choose the day the device came back." }]}
          extra={`Today is ${formatDate(today)}${rental.picked_up_on ? `; picked up on ${formatDate(rental.picked_up_on)}` : ""}.`}
          {...dayField}
        >
          <DatePicker
            aria-label="Returned on"
            format="MMM D, YYYY"
            allowClear={false}
            disabledDate={(d) =>
              d.isAfter(dayjs(today), "day") ||
              (rental.picked_up_on !== null && d.isBefore(dayjs(rental.picked_up_on), "day"))
            }
          />
        </Form.Item>
      </Form>
      {!isToday ? (
        <Typography.Paragraph>
          {`Returned on ${formatDate(chosen)}: the extra days and the balance are worked out when you return it.`}
        </Typography.Paragraph>
      ) : query.isError ? (
        <Space direction="vertical">
          {error.endPreviewFetchFailed}
          <Button onClick={() => query.refetch()}>Try again</Button>
        </Space>
      ) : (
        <Descriptions bordered size="small" column={1} aria-busy={query.isLoading}>
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
    </FormModal>
  );
}
