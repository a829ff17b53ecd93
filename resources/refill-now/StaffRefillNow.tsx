import { Alert, Button, Checkbox, Form, Skeleton } from "antd";
import { useEffect } from "react";
import { useOrderForm } from "../customers/useOrderForm";
import { applyServerErrors } from "../../src/components/forms/form-errors";
import { ChoiceField, CustomerField } from "../../src/components/forms";
import { idProps, usePlanOptions } from "../../src/components/selects/pickers";
import { OrderPage } from "../../src/components/forms/OrderPage";
import { t } from "../../src/i18n";
import { formatMoney } from "@common/money";
import { SavedCardField } from "../cards/SavedCardField";
import { autoRefillTerms, lineLabel, plansOfText, RefillSummary, useRefillLines } from "./parts";
import { REFILL_FIELDS, type RefillOrder, useRefill } from "./useRefill";

type RefillValues = Partial<RefillOrder> & { user?: number };

/**
 * /refill-now for staff (antd's form): a customer first (searched for), then one of their active lines, a
 * plan of the line's carrier (its current plan preselected), a card of theirs (the default preselected), the
 * amount, and refill. A customer's form is drawn without antd (CustomerRefillNow).
 */
export default function StaffRefillNow() {
  const { known, form, values, customer, ready, initialValues } = useOrderForm<RefillValues>();
  const lines = useRefillLines({ customer, staff: true, ready });
  const line = lines.list.find((l) => String(l.id) === values.phone_number);
  const { selectProps: planSelect, query: plans } = usePlanOptions(
    line?.carrier ?? undefined,
    line?.plan,
    line !== undefined,
  );
  const plan = (plans.data?.data ?? []).find((p) => String(p.id) === values.plan);

  // One line: nothing to choose. A chosen line brings its current plan.
  useEffect(() => {
    if (lines.list.length === 1 && !form.getFieldValue("phone_number"))
      form.setFieldsValue({
        phone_number: String(lines.list[0].id),
        plan: lines.list[0].plan ? String(lines.list[0].plan) : undefined,
      });
  }, [lines.list, form]);

  const { order, pending } = useRefill();
  const submit = (v: RefillValues) =>
    order(v as RefillOrder).catch((e: unknown) => {
      applyServerErrors(form, e, REFILL_FIELDS);
    });

  if (!known) return <Skeleton active />;

  return (
    <OrderPage
      title={t("refillNow.title")}
      summaryTitle={t("refillNow.summary")}
      summary={<RefillSummary line={line} plan={plan} />}
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
              const chosen = lines.list.find((l) => String(l.id) === changed.phone_number);
              form.setFieldValue("plan", chosen?.plan ? String(chosen.plan) : undefined);
            }
          }}
        >
          <CustomerField />
          <ChoiceField
            label={t("refillNow.phoneNumber")}
            name="phone_number"
            message={t("refillNow.phoneNumberRequired")}
            placeholder={customer === undefined ? t("refillNow.customerFirst") : t("refillNow.chooseLine")}
            disabled={!ready}
            loading={lines.loading}
            options={lines.list.map((l) => ({ value: String(l.id), label: lineLabel(l) }))}
            notFoundContent={t("refillNow.noPhoneNumbers")}
          />
          {lines.none && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              message={t("refillNow.customerHasNoLine")}
            />
          )}
          <ChoiceField
            {...planSelect}
            label={t("refillNow.plan")}
            name="plan"
            getValueProps={idProps}
            message={t("refillNow.planRequired")}
            extra={plansOfText(line)}
            placeholder={t("refillNow.choosePlan")}
            disabled={!line}
            showSearch={false}
          />
          <SavedCardField form={form} customer={customer} enabled={ready} staff required preselect />
          {line && plan && (
            <>
              <Form.Item name="auto_refill" valuePropName="checked" style={{ marginBottom: 8 }}>
                <Checkbox>{t("refillNow.autoRefillStaff")}</Checkbox>
              </Form.Item>
              {values.auto_refill && (
                <Alert type="info" style={{ marginBottom: 16 }} message={autoRefillTerms(line, plan)} />
              )}
            </>
          )}
          {summaryHere}
          <Button type="primary" htmlType="submit" loading={pending} disabled={!plan}>
            {plan ? t("refillNow.pay", { amount: formatMoney(plan.amount) }) : t("refillNow.refill")}
          </Button>
        </Form>
      )}
    </OrderPage>
  );
}
