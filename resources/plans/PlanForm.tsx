import { Form, Input } from "antd";
import {
  type DialogFormProps,
  FormDialog,
  MoneyField,
  ProviderIdField,
  RecordNameField,
  useCatalogForm,
  WholeNumberField,
} from "../../src/components/forms";
import { formatMoney } from "@common/money";
import { type Plan, PLAN_MAX_AMOUNT, type PlanForm as Values } from "./types";

/** A plan of a carrier: name, description, price, validity and provider product id (add or edit). */
export default function PlanForm({ carrierId, ...props }: DialogFormProps & { carrierId: number }) {
  const { form, title } = useCatalogForm<Plan, Values>(props, {
    resource: "plans",
    noun: "plan",
    defaults: { validity_days: 30, description: "" },
    transform: (values) => (props.action === "create" ? { ...values, carrier: carrierId } : values),
    // A plan's changes show in the carrier's active-plan count.
    alsoInvalidate: ["carriers"],
  });
  return (
    <FormDialog form={form} title={title}>
      <RecordNameField message="Enter the plan's name." placeholder="e.g. Unlimited 30 days" />
      <Form.Item label="Description" name="description" rules={[{ max: 2000 }]}>
        <Input.TextArea
          rows={3}
          placeholder="What the customer gets: minutes, texts, data…"
          maxLength={2000}
        />
      </Form.Item>
      <MoneyField
        label="Price"
        name="amount"
        message="Enter the price."
        min="0.01"
        max={PLAN_MAX_AMOUNT}
        extra={`From $0.01 to ${formatMoney(PLAN_MAX_AMOUNT)}.`}
      />
      <WholeNumberField
        label="Validity (days)"
        name="validity_days"
        message="Enter how many days the plan lasts."
        min={1}
        max={365}
      />
      <ProviderIdField
        label="Provider product id"
        name="provider_product_id"
        tooltip="The product's id at the top-up provider."
      />
    </FormDialog>
  );
}
