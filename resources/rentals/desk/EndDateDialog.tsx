import { type HttpError, useCustom } from "@refinedev/core";
import { Alert, Button, DatePicker, Descriptions, Form, Typography } from "antd";
import dayjs from "dayjs";
import { useEffect } from "react";
import { formatDate } from "@common/dates";
import { formatMoney } from "@common/money";
import { FormDialog } from "../../../src/components/forms";
import { problem } from "../../../src/components/notices";
import { t } from "../../../src/i18n";
import { error, success } from "../../../src/messages";
import { isApiError } from "../../../src/providers/http";
import { rentalEndpoints } from "../endpoints";
import type { EndDatePreview } from "../types";
import type { RentalDialogProps } from "./call";
import { dayField, useRentalFieldsForm } from "./callForms";

/** "+$20.00", "-$10.00", "$0.00": a change of money, signed. */
export const signedMoney = (value: string) => `${Number(value) > 0 ? "+" : ""}${formatMoney(value)}`;
const signedDays = (n: number) => (n > 0 ? `+${n}` : String(n));

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
        {...dayField}
      >
        <DatePicker
          aria-label={t("rentals.endDate.endDate")}
          format={t("rentals.rentNow.dateFormat")}
          disabledDate={(d) => d.isBefore(dayjs(rental.start_date), "day")}
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
    </section>
  );
}
