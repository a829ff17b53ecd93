import { Form, Input } from "antd";
import {
  type DialogFormProps,
  FormDialog,
  MoneyField,
  RecordNameField,
  useCatalogForm,
} from "../../src/components/forms";
import { type Country, type CountryForm as Values, countryName } from "./types";

/** /countries/create and /countries/{id}/edit: ISO code, name and daily surcharge. */
export default function CountryForm(props: DialogFormProps) {
  const { form, title } = useCatalogForm<Country, Values>(props, {
    resource: "countries",
    noun: "country",
    defaults: { daily_rate: "0.00" },
  });
  // Typing a known code fills an empty name ("MX" → "Mexico"); a name already typed is kept.
  const suggestName = (code: string) => {
    const name = countryName(code);
    if (name && !String(form.form.getFieldValue("name") ?? "").trim()) form.form.setFieldValue("name", name);
  };
  return (
    <FormDialog form={form} title={title}>
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
      <RecordNameField message="Enter the country's name." />
      <MoneyField
        label="Surcharge per day"
        name="daily_rate"
        message="Enter the surcharge ($0.00 for none)."
        min="0"
        extra="Added to the device's rate for each rental day in this country: a rental's daily rate is the two together."
      />
    </FormDialog>
  );
}
