import { Form, Input, InputNumber } from "antd";
import { CatalogFormModal, type FormModalProps } from "../carriers/catalog/form";
import { MoneyInput, moneyRange, wholeRange } from "../carriers/catalog/MoneyInput";
import { formatMoney } from "../carriers/catalog/money";
import { PLAN_MAX_AMOUNT } from "./types";

/** A plan's name, description, price, validity and provider product id (create or edit). */
export function PlanFormModal({ title, modalProps, formProps }: FormModalProps) {
  return (
    <CatalogFormModal title={title} modalProps={modalProps} formProps={formProps}>
      <Form.Item
        label="Name"
        name="name"
        rules={[{ required: true, whitespace: true, message: "Enter the plan's name." }, { max: 120 }]}
      >
        <Input placeholder="e.g. Unlimited 30 days" maxLength={120} />
      </Form.Item>
      <Form.Item label="Description" name="description" rules={[{ max: 2000 }]}>
        <Input.TextArea rows={3} placeholder="What the customer gets: minutes, texts, data…" maxLength={2000} />
      </Form.Item>
      <Form.Item
        label="Price"
        name="amount"
        rules={[{ required: true, message: "Enter the price." }, moneyRange("0.01", PLAN_MAX_AMOUNT)]}
        extra={`From $0.01 to ${formatMoney(PLAN_MAX_AMOUNT)}.`}
      >
        <MoneyInput />
      </Form.Item>
      <Form.Item
        label="Validity (days)"
        name="validity_days"
        rules={[{ required: true, message: "Enter how many days the plan lasts." }, wholeRange(1, 365)]}
      >
        <InputNumber precision={0} style={{ width: "100%" }} />
      </Form.Item>
      <Form.Item
        label="Provider product id"
        name="provider_product_id"
        tooltip="The product's id at the top-up provider."
        rules={[{ max: 64 }]}
      >
        <Input maxLength={64} />
      </Form.Item>
    </CatalogFormModal>
  );
}
