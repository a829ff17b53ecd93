import { useSelect } from "../../src/components/refine/useSelect";
import { type HttpError, useList, useOne } from "@refinedev/core";
import { Alert, Checkbox, Form, InputNumber } from "antd";
import { useEffect } from "react";
import { cardLabel } from "@common/cards";
import type { Card } from "../cards/types";
import { formatDate, shownToday } from "@common/dates";
import { firstRunOn } from "@common/schedule";
import { formatPhone } from "@common/phone";
import { useIsStaff } from "../../src/components/layout/access";
import { type DialogFormProps, FormDialog, IdSelectField, useDialogForm } from "../../src/components/forms";
import { asId, searchFilter, usePlanOptions } from "../../src/components/selects/pickers";
import type { PhoneNumber } from "../phone-numbers/types";
import type { ScheduledRefill, ScheduledRefillValues } from "./types";
import { joinParts } from "@common/text";
import { t } from "../../src/i18n";

/** Today's day of the month, or the 28th at the end of a month (every month has days 1–28). */
export const defaultDay = (now = new Date()) => Math.min(now.getDate(), 28);

/** A card among the choices: its label, and whether it is the default or has expired. */
function cardOptionLabel(c: Card): string {
  const card = cardLabel(c.brand, c.last4);
  if (c.is_default && c.is_expired) return t("scheduledRefills.form.cardDefaultExpired", { card });
  if (c.is_default) return t("scheduledRefills.form.cardDefault", { card });
  if (c.is_expired) return t("scheduledRefills.form.cardExpired", { card });
  return card;
}

const phoneLabel = (staff: boolean) => (p: PhoneNumber) =>
  joinParts(formatPhone(p.number), p.nickname, staff && (p.user_name || p.user_email));

/**
 * /scheduled-refills/create and /scheduled-refills/{id}/edit: the line, a plan of its carrier, a card of
 * its owner, the day of the month. Choosing a line proposes its current plan and its owner's default card.
 */
export default function ScheduledRefillForm(props: DialogFormProps) {
  const { staff } = useIsStaff();
  const creating = props.action === "create";
  const dialog = useDialogForm<ScheduledRefill, ScheduledRefillValues>({
    ...props,
    resource: "scheduled-refills",
    texts: t("scheduledRefills.notices", { returnObjects: true }),
    describe: (refill) =>
      joinParts(
        formatPhone(refill.phone_number_digits),
        t("scheduledRefills.form.nextOn", { date: formatDate(refill.next_run_on) }),
      ),
    defaults: { day_of_month: defaultDay() },
  });
  const { form, record } = dialog;
  const phoneId = asId(Form.useWatch("phone_number", form));
  // When it first charges, said before saving: a new schedule, or one moved to another day.
  const day: unknown = Form.useWatch("day_of_month", form);
  const runToday = Boolean(Form.useWatch("run_today", form));
  const today = shownToday();
  const dayChosen = typeof day === "number" && Number.isInteger(day) && day >= 1 && day <= 28 ? day : null;
  const movesRun = dayChosen !== null && (creating || dayChosen !== record?.day_of_month);
  const isToday = dayChosen === Number(today.slice(8));
  const { selectProps: phoneSelect } = useSelect<PhoneNumber>({
    resource: "phone-numbers",
    optionLabel: phoneLabel(staff),
    optionValue: (p) => String(p.id),
    filters: [{ field: "is_active", operator: "eq", value: staff ? true : undefined }],
    defaultValue: record?.phone_number,
    debounce: 300,
    onSearch: searchFilter,
  });
  const { result: phone } = useOne<PhoneNumber, HttpError>({
    resource: "phone-numbers",
    id: phoneId ?? "",
    queryOptions: { enabled: phoneId !== null },
  });
  const line = phoneId !== null && phone?.id === phoneId ? phone : undefined;

  const { selectProps: planSelect } = usePlanOptions(
    line?.carrier ?? undefined,
    record?.plan,
    line !== undefined,
  );

  const { result: cards, query: cardsQuery } = useList<Card, HttpError>({
    resource: "cards",
    filters: staff ? [{ field: "user", operator: "eq", value: line?.user }] : [],
    pagination: { mode: "off" },
    queryOptions: { enabled: staff ? line !== undefined : true },
  });
  const cardOptions = (cards?.data ?? []).map((c) => ({
    value: String(c.id),
    label: cardOptionLabel(c),
    disabled: c.is_expired,
  }));

  // A newly chosen line brings its plan and its owner's default card, unless the form already has them.
  useEffect(() => {
    if (!line) return;
    if (form.getFieldValue("plan") == null && line.plan !== null) form.setFieldValue("plan", line.plan);
  }, [line, form]);
  useEffect(() => {
    const fallback = cards?.data.find((c) => c.is_default && !c.is_expired);
    if (fallback && form.getFieldValue("payment_method") == null)
      form.setFieldValue("payment_method", fallback.id);
  }, [cards, form]);

  return (
    <FormDialog
      form={dialog}
      title={creating ? t("scheduledRefills.form.addTitle") : t("scheduledRefills.form.editTitle")}
    >
      <IdSelectField
        label={t("scheduledRefills.form.phoneNumber")}
        name="phone_number"
        rules={[{ required: true, message: t("scheduledRefills.form.phoneNumberRequired") }]}
        {...phoneSelect}
        showSearch
        placeholder={
          staff
            ? t("scheduledRefills.form.phoneNumberPlaceholderStaff")
            : t("scheduledRefills.form.phoneNumberPlaceholder")
        }
        notFoundContent={t("scheduledRefills.form.noPhoneNumbers")}
        // another line has another carrier and maybe another owner: choose again
        onChange={() => form.setFieldsValue({ plan: null, payment_method: null })}
      />
      <IdSelectField
        label={t("scheduledRefills.form.plan")}
        name="plan"
        rules={[{ required: true, message: t("scheduledRefills.form.planRequired") }]}
        extra={phoneId === null ? t("scheduledRefills.form.phoneNumberFirst") : undefined}
        {...planSelect}
        disabled={phoneId === null}
        placeholder={t("scheduledRefills.form.planPlaceholder")}
      />
      <IdSelectField
        label={t("scheduledRefills.form.card")}
        name="payment_method"
        rules={[{ required: true, message: t("scheduledRefills.form.cardRequired") }]}
        extra={
          !cardsQuery.isFetching && cards && cards.data.length === 0 && (!staff || line)
            ? staff
              ? t("scheduledRefills.form.customerHasNoCard")
              : t("scheduledRefills.form.addCardFirst")
            : undefined
        }
        options={cardOptions}
        loading={cardsQuery.isFetching}
        disabled={staff && !line}
        placeholder={t("scheduledRefills.form.cardPlaceholder")}
      />
      <Form.Item
        label={t("scheduledRefills.form.day")}
        name="day_of_month"
        extra={t("scheduledRefills.form.dayHint")}
        rules={[
          { required: true, message: t("scheduledRefills.form.dayRequired") },
          { type: "integer", min: 1, max: 28, message: t("scheduledRefills.form.dayRange") },
        ]}
      >
        <InputNumber
          min={1}
          max={28}
          precision={0}
          aria-label={t("scheduledRefills.form.day")}
          style={{ width: 120 }}
        />
      </Form.Item>
      {movesRun && isToday && (
        <Form.Item name="run_today" valuePropName="checked">
          <Checkbox>{t("scheduledRefills.form.runToday")}</Checkbox>
        </Form.Item>
      )}
      {movesRun && (
        <Alert
          type="info"
          showIcon
          message={t("scheduledRefills.form.firstRun", {
            date: formatDate(firstRunOn(dayChosen, today, isToday && runToday)),
            day: dayChosen,
          })}
        />
      )}
    </FormDialog>
  );
}
