import { type HttpError, useCreate, useGo, useList } from "@refinedev/core";
import { Alert, Button, Checkbox, Descriptions, Form, Skeleton, Typography } from "antd";
import { AUTOREFILL_TERMS_VERSION } from "@common/api/enums";
import type { ScheduledRefill } from "../scheduled-refills/types";
import { useEffect, useMemo } from "react";
import { Link } from "react-router";
import type { PhoneNumber } from "@common/api";
import { formatMoney } from "@common/money";
import { formatPhone } from "@common/phone";
import { useOrderForm } from "../customers/useOrderForm";
import { applyServerErrors } from "../../src/components/forms/form-errors";
import { ChoiceField, CustomerField } from "../../src/components/forms";
import { idProps, usePlanOptions } from "../../src/components/selects/pickers";
import { OrderPage } from "../../src/components/forms/OrderPage";
import { t } from "../../src/i18n";
import { SavedCardField } from "../cards/SavedCardField";
import type { TransactionDetail } from "../transactions/types";
import { followRefill, outcomeNoticeKey } from "../transactions/outcome";
import { failedNotice } from "../../src/components/layout/notices";
import { PhoneNumberText } from "../../src/components/show/PhoneNumberText";
import { joinParts } from "@common/text";

interface RefillValues {
  user?: number;
  phone_number?: string;
  plan?: string;
  payment_method?: string;
  /** enrol the line in automatic refills (rule on_expiry) once the refill is queued */
  auto_refill?: boolean;
}

const lineLabel = (line: PhoneNumber) =>
  joinParts(formatPhone(line.number), line.nickname, line.carrier_name);

/**
 * /refill-now: choose a line (staff: a customer first), a plan of the line's carrier (its current plan
 * preselected), a card (the default preselected; customers may add one), see the amount, and refill. The
 * new transaction's page then follows it until it completes.
 */
export default function RefillNowPage() {
  const { staff, known, form, values, customer, ready, initialValues } = useOrderForm<RefillValues>();
  const go = useGo();

  const lines = useList<PhoneNumber, HttpError>({
    resource: "phone-numbers",
    pagination: { mode: "off" },
    sorters: [{ field: "created_at", order: "asc" }],
    filters: [
      { field: "user", operator: "eq", value: customer },
      { field: "is_active", operator: "eq", value: staff ? "true" : undefined },
    ],
    queryOptions: { enabled: ready },
    errorNotification: failedNotice(t("phoneNumbers.notices.fetchFailed")),
  });
  const lineData = lines.result?.data;
  const lineList = useMemo(() => lineData ?? [], [lineData]);
  const line = lineList.find((l) => String(l.id) === values.phone_number);
  const { selectProps: planSelect, query: plans } = usePlanOptions(
    line?.carrier ?? undefined,
    line?.plan,
    line !== undefined,
  );
  const plan = (plans.data?.data ?? []).find((p) => String(p.id) === values.plan);

  // One line: nothing to choose. A chosen line brings its current plan.
  useEffect(() => {
    if (lineList.length === 1 && !form.getFieldValue("phone_number"))
      form.setFieldsValue({
        phone_number: String(lineList[0].id),
        plan: lineList[0].plan ? String(lineList[0].plan) : undefined,
      });
  }, [lineList, form]);

  const { mutateAsync, mutation } = useCreate<TransactionDetail, HttpError>();
  const { mutateAsync: enrol } = useCreate<ScheduledRefill, HttpError>();
  const submit = async (v: RefillValues) => {
    try {
      const { data } = await mutateAsync({
        resource: "transactions",
        values: {
          phone_number: Number(v.phone_number),
          plan: Number(v.plan),
          payment_method: Number(v.payment_method),
        },
        successNotification: (answer) => ({
          type: "success",
          message: t("refillNow.notices.queued"),
          description: answer?.data
            ? joinParts(formatPhone(answer.data.phone_number_digits), formatMoney(answer.data.amount))
            : undefined,
          // The refill's page replaces this notice with how it ended (outcome.ts): never green beside a failure.
          key: answer?.data ? outcomeNoticeKey(answer.data.id) : undefined,
        }),
        errorNotification: failedNotice(t("refillNow.notices.failed")),
      });
      if (v.auto_refill)
        // The refill is queued whatever becomes of the enrolment: its failure (a line already enrolled: the
        // server says so) is said, and the page goes on.
        await enrol({
          resource: "scheduled-refills",
          values: {
            phone_number: Number(v.phone_number),
            plan: Number(v.plan),
            payment_method: Number(v.payment_method),
            rule: "on_expiry",
            days_before: 0,
            agree_terms: true,
          },
          successNotification: { type: "success", message: t("refillNow.autoEnrolled") },
          errorNotification: failedNotice(t("refillNow.autoFailed")),
        }).catch(() => undefined);
      followRefill(data.id);
      go({ to: `/transactions/${data.id}`, type: "push" });
    } catch (e) {
      applyServerErrors(form, e, ["phone_number", "plan", "payment_method"]);
    }
  };

  if (!known) return <Skeleton active />;
  const noLines = ready && lines.query.isSuccess && lineList.length === 0;

  return (
    <OrderPage
      title={t("refillNow.title")}
      summaryTitle={t("refillNow.summary")}
      summary={
        <>
          {line && plan ? (
            <Descriptions bordered size="small" column={1} aria-label={t("refillNow.summary")}>
              <Descriptions.Item label={t("refillNow.line")}>
                <PhoneNumberText digits={line.number} />
              </Descriptions.Item>
              <Descriptions.Item label={t("refillNow.carrier")}>{line.carrier_name}</Descriptions.Item>
              <Descriptions.Item label={t("refillNow.plan")}>{plan.name}</Descriptions.Item>
              <Descriptions.Item label={t("refillNow.amount")}>
                <Typography.Text strong>{formatMoney(plan.amount)}</Typography.Text>
              </Descriptions.Item>
            </Descriptions>
          ) : (
            <Typography.Text type="secondary">{t("refillNow.choose")}</Typography.Text>
          )}
        </>
      }
    >
      {(summaryHere) => (
        <Form<RefillValues>
          form={form}
          name="refill-now"
          layout="vertical"
          initialValues={initialValues}
          onFinish={submit}
          onValuesChange={(changed) => {
            if ("user" in changed)
              form.setFieldsValue({ phone_number: undefined, plan: undefined, payment_method: undefined });
            if ("phone_number" in changed) {
              const chosen = lineList.find((l) => String(l.id) === changed.phone_number);
              form.setFieldValue("plan", chosen?.plan ? String(chosen.plan) : undefined);
            }
          }}
        >
          {staff && <CustomerField />}
          <ChoiceField
            label={t("refillNow.phoneNumber")}
            name="phone_number"
            message={t("refillNow.phoneNumberRequired")}
            placeholder={
              staff && customer === undefined ? t("refillNow.customerFirst") : t("refillNow.chooseLine")
            }
            disabled={!ready}
            loading={lines.query.isLoading && ready}
            options={lineList.map((l) => ({ value: String(l.id), label: lineLabel(l) }))}
            notFoundContent={t("refillNow.noPhoneNumbers")}
          />
          {noLines && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              message={
                staff ? (
                  t("refillNow.customerHasNoLine")
                ) : (
                  // A customer adds their line and comes back (issue 21 item 4).
                  <Link to="/phone-numbers/create">{t("refillNow.addPhoneNumber")}</Link>
                )
              }
            />
          )}
          <ChoiceField
            {...planSelect}
            label={t("refillNow.plan")}
            name="plan"
            getValueProps={idProps}
            message={t("refillNow.planRequired")}
            extra={
              line
                ? line.carrier_name
                  ? t("refillNow.plansOf", { carrier: line.carrier_name })
                  : t("refillNow.plansOfLineCarrier")
                : undefined
            }
            placeholder={t("refillNow.choosePlan")}
            disabled={!line}
            showSearch={false}
          />
          <SavedCardField form={form} customer={customer} enabled={ready} staff={staff} required preselect />
          {line && plan && (
            <>
              <Form.Item name="auto_refill" valuePropName="checked" style={{ marginBottom: 8 }}>
                <Checkbox>{staff ? t("refillNow.autoRefillStaff") : t("refillNow.autoRefill")}</Checkbox>
              </Form.Item>
              {values.auto_refill && (
                <Alert
                  type="info"
                  style={{ marginBottom: 16 }}
                  message={t("scheduledRefills.form.terms", {
                    line: formatPhone(line.number),
                    plan: `${plan.name} · ${formatMoney(plan.amount)}`,
                    card: t("scheduledRefills.form.termsCard"),
                    when: t("scheduledRefills.form.termsWhenOnDay"),
                    version: AUTOREFILL_TERMS_VERSION,
                  })}
                />
              )}
            </>
          )}
          {summaryHere}
          <Button type="primary" htmlType="submit" loading={mutation.isPending} disabled={!plan}>
            {plan ? t("refillNow.pay", { amount: formatMoney(plan.amount) }) : t("refillNow.refill")}
          </Button>
        </Form>
      )}
    </OrderPage>
  );
}
