import { Form, Input } from "antd";
import { CatalogFormModal, type FormModalProps } from "../carriers/catalog/form";
import { MoneyInput, moneyRange } from "../carriers/catalog/MoneyInput";
import { countryName } from "./types";

/** A destination country: ISO code, name and daily surcharge (create or edit). */
export function CountryFormModal({ title, modalProps, formProps }: FormModalProps) {
  const form = formProps.form;
  // Typing a known code fills an empty name ("MX" → "Mexico"); a name already typed is kept.
  const suggestName = (code: string) => {
    const name = countryName(code);
    if (name && form && !String(form.getFieldValue("name") ?? "").trim()) form.setFieldValue("name", name);
  };
  return (
    <CatalogFormModal title={title} modalProps={modalProps} formProps={formProps}>
      <Form.Item
        label="Country code"
        name="code"
        normalize={(value: string) => value?.toUpperCase()}
        rules={[
          { required: true, message: "Enter the two-letter country code." },
          { pattern: /^[A-Za-z]{2}$/, message: "Two letters, such as US or MX." },
        ]}
        extra="ISO 3166-1 alpha-2, such as US, MX or GB."
      >
        <Input maxLength={2} style={{ width: 100 }} onChange={(event) => suggestName(event.target.value)} />
      </Form.Item>
      <Form.Item
        label="Name"
        name="name"
        rules={[{ required: true, whitespace: true, message: "Enter the country's name." }, { max: 120 }]}
      >
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item
        label="Daily surcharge"
        name="daily_rate"
        rules={[{ required: true, message: "Enter the surcharge ($0.00 for none)." }, moneyRange("0")]}
        extra="Added to the device's daily rate for each rental day in this country."
      >
        <MoneyInput />
      </Form.Item>
    </CatalogFormModal>
  );
}
