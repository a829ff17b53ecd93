import { Form, Input } from "antd";
import {
  type DialogFormProps,
  FormDialog,
  MoneyField,
  OptionalMoneyField,
  ProviderIdField,
  RecordNameField,
  useCatalogForm,
  WholeNumberField,
} from "../../src/components/forms";
import { formatMoney } from "@common/money";
import { t } from "../../src/i18n";
import { type Plan, PLAN_MAX_AMOUNT, type PlanForm as Values } from "./types";

/** A plan of a carrier: name, description, price, validity, its cost and provider product id (add or edit). */
export default function PlanForm({ carrierId, ...props }: DialogFormProps & { carrierId: number }) {
  const { form, title } = useCatalogForm<Plan, Values>(props, {
    resource: "plans",
    catalog: "plans",
    defaults: { validity_days: 30, description: "" },
    // An emptied cost is sent as null (not known), never left out, which would keep the old one.
    transform: (values) => {
      const sent = { ...values, cost: values.cost ?? null };
      return props.action === "create" ? { ...sent, carrier: carrierId } : sent;
    },
    // A plan's changes show in the carrier's active-plan count.
    alsoInvalidate: ["carriers"],
  });
  return (
    <FormDialog form={form} title={title}>
      <RecordNameField message={t("plans.form.nameRequired")} placeholder={t("plans.form.namePlaceholder")} />
      <Form.Item label={t("plans.form.description")} name="description" rules={[{ max: 2000 }]}>
        <Input.TextArea rows={3} placeholder={t("plans.form.descriptionPlaceholder")} maxLength={2000} />
      </Form.Item>
      <MoneyField
        label={t("plans.form.price")}
        name="amount"
        message={t("plans.form.priceRequired")}
        min="0.01"
        max={PLAN_MAX_AMOUNT}
        extra={t("plans.form.priceRange", { min: formatMoney("0.01"), max: formatMoney(PLAN_MAX_AMOUNT) })}
      />
      <WholeNumberField
        label={t("plans.form.validity")}
        name="validity_days"
        message={t("plans.form.validityRequired")}
        min={1}
        max={365}
      />
      <OptionalMoneyField
        label={t("plans.form.cost")}
        name="cost"
        min="0.00"
        max={PLAN_MAX_AMOUNT}
        extra={t("plans.form.costHint")}
      />
      <ProviderIdField
        label={t("plans.form.providerProductId")}
        name="provider_product_id"
        tooltip={t("plans.form.providerProductIdHint")}
      />
    </FormDialog>
  );
}
