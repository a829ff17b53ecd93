import { type HttpError, useCustom } from "@refinedev/core";
import { Alert, Button, DatePicker, Descriptions, Form, Typography } from "antd";
import dayjs from "dayjs";
import { useEffect } from "react";
import { MAX_RENTAL_DAYS } from "@common/api/limits";
import { addDays, formatDate, shownToday } from "@common/dates";
import { formatMoney } from "@common/money";
import { FormDialog } from "../../../src/components/forms";
import { greyedDaysFooter, GreyedDaysNote, type GreyedReason } from "../DayPickers";
import { problem } from "../../../src/components/layout/notices";
import { currentAnswer } from "../../../src/providers/current-answer";
import { t } from "../../../src/i18n";
import { error, success } from "../../../src/messages";
import { isApiError } from "../../../src/providers/http";
import { rentalEndpoints } from "../endpoints";
import type { DeviceAvailability, EndDatePreview } from "../types";
import type { RentalDialogProps } from "./call";
import { dayField, useRentalFieldsForm } from "./callForms";

/** "+$20.00", "-$10.00", "$0.00": a change of money, signed. */
export const signedMoney = (value: string) => `${Number(value) > 0 ? "+" : ""}${formatMoney(value)}`;
const signedDays = (n: number) => (n > 0 ? `+${n}` : String(n));

const GREYED: GreyedReason[] = ["beforeStart", "booked", "tooLong"];

/**
 * The days after a rental's end that its device is booked on (GET …/devices/{id}/availability/, as Rent Now
 * asks), from the day after its end (or today, if that is past) to its longest end: a later end date may not
 * reach or cross one. Days up to its current end are its own and stay free. Until the answer is in, or if it
 * fails, no day is greyed for being booked and the preview's refusal says so.
 */
function useBookedAfter(rental: RentalDialogProps["rental"]) {
  const today = shownToday();
  const dayAfter = addDays(rental.end_date, 1);
  const from = dayAfter > today ? dayAfter : today;
  const to = addDays(rental.start_date, MAX_RENTAL_DAYS - 1);
  const { query, result } = useCustom<DeviceAvailability, HttpError>({
    url: rentalEndpoints.availability(rental.device).path,
    method: "get",
    config: { query: { from, to } },
    errorNotification: false,
    queryOptions: { enabled: from <= to, queryKey: ["rental-device-availability", rental.device, from, to] },
  });
  const booked = [...(currentAnswer<DeviceAvailability>(query, result?.data)?.unavailable_dates ?? [])];
  const firstBooked = booked.sort()[0];
  return { firstBooked, lastDay: to };
}

/**
 * A new end date, priced by the server before it is saved (GET …/end-date-preview/): the days before and
 * after, the price change with its tax, the new total due and balance, and how much of the deposit already
 * paid would cover that balance. Save waits for the preview of the chosen day; the preview's refusals (a day
 * before the start, a rental that can no longer move, a device not available) show on the field.
 */
export function EndDateDialog({ rental, onClose }: Omit<RentalDialogProps, "onChanged">) {
  const form = useRentalFieldsForm<{ end_date: string }>({ rental, onClose }, ["end_date"], {
    updated: success.rentalEndDateUpdated,
    saveFailed: error.rentalEndDateUpdateFailed,
  });
  const current = form.record?.end_date ?? rental.end_date;
  const chosen = Form.useWatch("end_date", form.form) as string | undefined;
  const changed = chosen !== undefined && chosen !== current;
  const { firstBooked, lastDay } = useBookedAfter(rental);
  const { query, result } = useCustom<EndDatePreview, HttpError>({
    url: rentalEndpoints.endDatePreview(rental.id).path,
    method: "get",
    config: { query: { end_date: chosen } },
    errorNotification: false,
    queryOptions: { enabled: changed, queryKey: ["rental-end-date-preview", rental.id, chosen] },
  });
  const answer = result?.data as EndDatePreview | undefined;
  const preview = changed && query.isSuccess && answer?.end_date === chosen ? answer : undefined;
  const refusal = changed && isApiError(query.error) ? query.error.fieldMessage("end_date") : undefined;

  // The server's reason a day cannot be chosen belongs to the field.
  const { form: antForm } = form;
  useEffect(() => {
    if (refusal) antForm.setFields([{ name: "end_date", errors: [refusal] }]);
  }, [refusal, antForm]);

  const guarded = {
    ...form,
    formProps: {
      ...form.formProps,
      // Enter in the date field submits: only a priced day is saved.
      onFinish: (values: { end_date: string }) => (preview ? form.formProps.onFinish(values) : undefined),
    },
  };
  return (
    <FormDialog form={guarded} title={t("rentals.endDate.title")} saveDisabled={!preview}>
      <Form.Item
        label={t("rentals.endDate.endDate")}
        name="end_date"
        rules={[{ required: true, message: t("rentals.endDate.required") }]}
        extra={<GreyedDaysNote reasons={GREYED} />}
        {...dayField}
      >
        <DatePicker
          aria-label={t("rentals.endDate.endDate")}
          format={t("rentals.rentNow.dateFormat")}
          // Before the start, past the longest rental, or on or after the first day the device is booked.
          disabledDate={(d) => {
            const iso = d.format("YYYY-MM-DD");
            return (
              d.isBefore(dayjs(rental.start_date), "day") ||
              iso > lastDay ||
              (firstBooked !== undefined && iso >= firstBooked)
            );
          }}
          renderExtraFooter={greyedDaysFooter(GREYED)}
        />
      </Form.Item>
      {changed && !refusal && query.isError && (
        <Alert
          type="error"
          showIcon
          message={t("rentals.endDate.previewFailed")}
          description={problem(query.error)}
          action={<Button onClick={() => query.refetch()}>{t("rentals.endDate.tryAgain")}</Button>}
        />
      )}
      {changed && query.isFetching && !preview && (
        <Typography.Text type="secondary" aria-live="polite">
          {t("rentals.endDate.working")}
        </Typography.Text>
      )}
      {preview && <PreviewFigures rental={rental} preview={preview} />}
    </FormDialog>
  );
}

function PreviewFigures({
  rental,
  preview: p,
}: {
  rental: RentalDialogProps["rental"];
  preview: EndDatePreview;
}) {
  const owed = Number(p.balance_after) > 0;
  const depositPaid = Number(rental.deposit_paid_amount) > 0;
  return (
    <section aria-label={t("rentals.endDate.whatChanges")}>
      <Descriptions bordered size="small" column={1}>
        <Descriptions.Item label={t("rentals.endDate.endDate")}>
          {`${formatDate(rental.end_date)} → ${formatDate(p.end_date)}`}
        </Descriptions.Item>
        <Descriptions.Item label={t("rentals.endDate.days")}>
          {`${p.days - p.days_change} → ${p.days} (${signedDays(p.days_change)})`}
        </Descriptions.Item>
        <Descriptions.Item label={t("rentals.endDate.priceChange")}>
          {t("rentals.endDate.priceChangeValue", {
            amount: signedMoney(p.amount_change),
            tax: signedMoney(p.tax_change),
          })}
        </Descriptions.Item>
        <Descriptions.Item label={t("rentals.endDate.newTotalDue")}>
          {formatMoney(p.total_due_amount_after)}
        </Descriptions.Item>
        <Descriptions.Item label={t("rentals.endDate.balanceAfter")}>
          <Typography.Text strong>{formatMoney(p.balance_after)}</Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      {owed && depositPaid && (
        <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>
          {t("rentals.endDate.depositCovers", { amount: formatMoney(p.deposit_covers_amount) })}
        </Typography.Paragraph>
      )}
      {Number(p.deposit_hold_charged_amount) > 0 && (
        <Alert
          style={{ marginTop: 8 }}
          type="warning"
          showIcon
          message={t("rentals.endDate.holdCharged", { amount: formatMoney(p.deposit_hold_charged_amount) })}
        />
      )}
    </section>
  );
}
