import { useSelect } from "../../src/components/refine/useSelect";
import { type HttpError, useList, useOne } from "@refinedev/core";
import { Alert, Checkbox, Form, InputNumber, Radio, Select } from "antd";
import { AUTOREFILL_TERMS_VERSION } from "@common/api/enums";
import { useEffect, useRef } from "react";
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
import { readerWords } from "../../src/i18n/server-words";

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
 * its owner, and when: a day of the month, or when the line's plan runs out (an automatic refill: how many
 * days before, and the customer's consent to the terms shown). Choosing a line proposes its current plan
 * and its owner's default card.
 */
export default function ScheduledRefillForm(props: DialogFormProps) {
  const { staff } = useIsStaff();
  const creating = props.action === "create";
  // What the save sends beyond the fields (read when it is sent): the consent asked, a paused one resumed.
  const consent = useRef({ asks: false, resumes: false });
  const dialog = useDialogForm<ScheduledRefill, ScheduledRefillValues>({
    ...props,
    resource: "scheduled-refills",
    texts: t("scheduledRefills.notices", { returnObjects: true }),
    describe: (refill) =>
      joinParts(
        formatPhone(refill.phone_number_digits),
        t("scheduledRefills.form.nextOn", { date: formatDate(refill.next_run_on) }),
      ),
    defaults: { rule: "monthly", day_of_month: defaultDay(), days_before: 0 },
    // Each rule sends its own fields; the consent only where it is asked, and a paused automatic refill
    // edited with the consent given is turned on again.
    transform: (values: ScheduledRefillValues): ScheduledRefillValues => {
      const { day_of_month, days_before, agree_terms, ...rest } = values;
      if (values.rule !== "on_expiry") return { ...rest, day_of_month };
      const { asks, resumes } = consent.current;
      return {
        ...rest,
        days_before,
        ...(asks ? { agree_terms } : {}),
        ...(resumes ? { is_active: true } : {}),
      };
    },
  });
  const { form, record } = dialog;
  const rule = (Form.useWatch("rule", form) as ScheduledRefillValues["rule"] | undefined) ?? "monthly";
  const daysBefore = Number(Form.useWatch("days_before", form) ?? 0);
  const planId = asId(Form.useWatch("plan", form));
  const cardId = asId(Form.useWatch("payment_method", form));
  // The consent is asked whenever automatic refills start: a new one, a switch to it, or turning it on again.
  const asksConsent =
    rule === "on_expiry" && (creating || record?.rule !== "on_expiry" || record?.is_active === false);
  consent.current = { asks: asksConsent, resumes: asksConsent && record?.is_active === false };
  const phoneId = asId(Form.useWatch("phone_number", form));
  // When it first charges, said before saving: a new schedule, or one moved to another day.
  const day: unknown = Form.useWatch("day_of_month", form);
  const runToday = Boolean(Form.useWatch("run_today", form));
  const today = shownToday();
  const dayChosen = typeof day === "number" && Number.isInteger(day) && day >= 1 && day <= 28 ? day : null;
  const movesRun =
    rule === "monthly" &&
    dayChosen !== null &&
    (creating || dayChosen !== record?.day_of_month || record?.rule !== "monthly");
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

  const chosen = (options: { value?: unknown; label?: unknown }[] | undefined, id: number | null) => {
    const label = options?.find((o) => String(o.value) === String(id))?.label;
    return typeof label === "string" ? label : null;
  };
  const terms = t("scheduledRefills.form.terms", {
    line: line ? formatPhone(line.number) : t("scheduledRefills.form.termsLine"),
    plan: chosen(planSelect.options, planId) ?? t("scheduledRefills.form.termsPlan"),
    card: chosen(cardOptions, cardId) ?? t("scheduledRefills.form.termsCard"),
    when:
      daysBefore > 0
        ? t("scheduledRefills.form.termsWhenBefore", { count: daysBefore })
        : t("scheduledRefills.form.termsWhenOnDay"),
    version: AUTOREFILL_TERMS_VERSION,
  });

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
      <Form.Item label={t("scheduledRefills.form.rule")} name="rule">
        <Radio.Group
          options={[
            { value: "monthly", label: t("scheduledRefills.form.ruleMonthly") },
            {
              value: "on_expiry",
              label: staff
                ? t("scheduledRefills.form.ruleOnExpiryStaff")
                : t("scheduledRefills.form.ruleOnExpiry"),
            },
          ]}
        />
      </Form.Item>
      {rule === "on_expiry" && (
        <Form.Item label={t("scheduledRefills.form.daysBefore")} name="days_before">
          <Select
            aria-label={t("scheduledRefills.form.daysBefore")}
            style={{ maxWidth: 240 }}
            options={[0, 1, 2, 3].map((n) => ({
              value: n,
              label:
                n === 0
                  ? t("scheduledRefills.form.daysBeforeOnDay")
                  : t("scheduledRefills.form.daysBeforeOption", { count: n }),
            }))}
          />
        </Form.Item>
      )}
      {rule === "on_expiry" && record?.state === "suspended" && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t("scheduledRefills.form.suspended", {
            reason: record.suspended_reason ? readerWords(record.suspended_reason).text : "",
          })}
        />
      )}
      {asksConsent && (
        <>
          <Alert type="info" style={{ marginBottom: 12 }} message={terms} />
          <Form.Item
            name="agree_terms"
            valuePropName="checked"
            rules={[
              {
                validator: (_, checked) =>
                  checked
                    ? Promise.resolve()
                    : Promise.reject(new Error(t("scheduledRefills.form.agreeRequired"))),
              },
            ]}
          >
            <Checkbox>
              {staff ? t("scheduledRefills.form.agreeStaff") : t("scheduledRefills.form.agree")}
            </Checkbox>
          </Form.Item>
        </>
      )}
      {rule === "monthly" && (
        <Form.Item
          label={t("scheduledRefills.form.day")}
          name="day_of_month"
          extra={t("scheduledRefills.form.dayHint")}
          rules={
            rule === "monthly"
              ? [
                  { required: true, message: t("scheduledRefills.form.dayRequired") },
                  { type: "integer", min: 1, max: 28, message: t("scheduledRefills.form.dayRange") },
                ]
              : []
          }
        >
          <InputNumber
            min={1}
            max={28}
            precision={0}
            aria-label={t("scheduledRefills.form.day")}
            style={{ width: 120 }}
          />
        </Form.Item>
      )}
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
