import { type HttpError, useCustom } from "@refinedev/core";
import { Button, DatePicker, Descriptions, Form, Space, Typography } from "antd";
import dayjs from "dayjs";
import { formatDate } from "@common/dates";
import { formatMoney } from "@common/money";
import { FormModal } from "../../../src/components/FormModal";
import { failedNotice } from "../../../src/components/notices";
import { t } from "../../../src/i18n";
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
      title={t("rentals.return.title")}
      okText={t("rentals.return.ok")}
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
          label={t("rentals.return.returnedOn")}
          name="returned_on"
          rules={[{ required: true, message: t("rentals.return.required") }]}
          extra={
            rental.picked_up_on
              ? t("rentals.return.todayPickedUp", {
                  today: formatDate(today),
                  pickedUp: formatDate(rental.picked_up_on),
                })
              : t("rentals.return.today", { today: formatDate(today) })
          }
          {...dayField}
        >
          <DatePicker
            aria-label={t("rentals.return.returnedOn")}
            format={t("rentals.rentNow.dateFormat")}
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
          {t("rentals.return.otherDay", { date: formatDate(chosen) })}
        </Typography.Paragraph>
      ) : query.isError ? (
        <Space direction="vertical">
          {error.endPreviewFetchFailed}
          <Button onClick={() => query.refetch()}>{t("rentals.return.tryAgain")}</Button>
        </Space>
      ) : (
        <Descriptions bordered size="small" column={1} aria-busy={query.isLoading}>
          <Descriptions.Item label={t("rentals.return.endDate")}>
            {formatDate(rental.end_date)}
          </Descriptions.Item>
          <Descriptions.Item label={t("rentals.return.extraDays")}>
            {preview?.extra_days ?? "…"}
          </Descriptions.Item>
          <Descriptions.Item label={t("rentals.return.extraAmount")}>
            {formatMoney(preview?.extra_amount)}
          </Descriptions.Item>
          <Descriptions.Item label={t("rentals.return.extraTax")}>
            {formatMoney(preview?.extra_tax_amount)}
          </Descriptions.Item>
          <Descriptions.Item label={t("rentals.return.totalDueAfter")}>
            {formatMoney(preview?.total_due_amount_after)}
          </Descriptions.Item>
          <Descriptions.Item label={t("rentals.return.balanceAfter")}>
            {formatMoney(preview?.balance_after)}
          </Descriptions.Item>
          <Descriptions.Item label={t("rentals.return.refundableDeposit")}>
            {formatMoney(preview?.refundable_deposit_amount)}
          </Descriptions.Item>
        </Descriptions>
      )}
    </FormModal>
  );
}
