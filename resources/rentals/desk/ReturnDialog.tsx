import { type HttpError, useCustom } from "@refinedev/core";
import { Button, DatePicker, Descriptions, Form, Radio, Space, Typography } from "antd";
import dayjs from "dayjs";
import { formatDate } from "@common/dates";
import { formatMoney } from "@common/money";
import { failedNotice } from "../../../src/components/layout/notices";
import { t } from "../../../src/i18n";
import { error, success } from "../../../src/messages";
import { rentalEndpoints } from "../endpoints";
import type { EndPreview } from "../types";
import type { RentalDialogProps } from "./call";
import { dayField, useRentalCallForm } from "./callForms";
import { DeskForm } from "./DeskForm";
import { FeeChoice } from "./FeeChoice";

interface ReturnValues {
  returned_on: string;
  unit_status?: "available" | "maintenance";
  fees?: number[];
}

/** The preview's amounts for a return today, in the order shown: each text's key and its field. */
const PREVIEW_AMOUNTS = [
  ["extraAmount", "extra_amount"],
  ["extraTax", "extra_tax_amount"],
  ["totalDueAfter", "total_due_amount_after"],
  ["balanceAfter", "balance_after"],
  ["refundableDeposit", "refundable_deposit_amount"],
] as const satisfies ReadonlyArray<readonly [string, keyof EndPreview]>;

/**
 * The return at the desk: the day the device came back (the company's day; today by default, never after
 * today nor before the pick-up) and, for today, what returning costs (GET …/end-preview). Another day is
 * priced by the server when the return is made: the panel works nothing out, it shows the day and the
 * server's refusals.
 */
export function ReturnDialog(props: RentalDialogProps) {
  const { rental } = props;
  const call = useRentalCallForm<ReturnValues>(props, ["returned_on", "unit_status", "fees"]);
  const today = rental.today;
  const chosen = (Form.useWatch("returned_on", call.form) as string | undefined) ?? today;
  const isToday = chosen === today;
  const { query, result } = useCustom<EndPreview, HttpError>({
    url: rentalEndpoints.endPreview(rental.id).path,
    method: "get",
    errorNotification: () => ({ type: "error", message: error.endPreviewFetchFailed }),
    queryOptions: { queryKey: ["rental-end-preview", rental.id] },
  });
  const preview = result?.data as EndPreview | undefined;
  const returnIt = (values: ReturnValues) =>
    call.send(
      rentalEndpoints.return(),
      {
        rental: rental.id,
        returned_on: values.returned_on,
        ...(values.fees?.length ? { fees: values.fees } : {}),
        ...(rental.unit !== null ? { unit_status: values.unit_status ?? "available" } : {}),
      },
      { ok: success.rentalReturned, failed: failedNotice(error.rentalReturnFailed) },
    );
  return (
    <DeskForm<ReturnValues>
      action="return"
      call={call}
      okButtonProps={{ disabled: isToday && !preview }}
      initialValues={{ returned_on: today, unit_status: "available" }}
      onFinish={returnIt}
      below={
        !isToday ? (
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
            {PREVIEW_AMOUNTS.map(([text, field]) => (
              <Descriptions.Item key={field} label={t(`rentals.return.${text}`)}>
                {formatMoney(preview?.[field])}
              </Descriptions.Item>
            ))}
          </Descriptions>
        )
      }
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
      <FeeChoice />
      {rental.unit !== null && (
        <Form.Item label={t("rentals.unit.backTo")} name="unit_status" extra={rental.unit_serial}>
          <Radio.Group
            options={[
              { value: "available", label: t("rentals.unit.available") },
              { value: "maintenance", label: t("rentals.unit.maintenance") },
            ]}
          />
        </Form.Item>
      )}
    </DeskForm>
  );
}
