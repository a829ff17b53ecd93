import { Form, Input } from "antd";
import {
  type DialogFormProps,
  FormDialog,
  MoneyField,
  RecordNameField,
  useCatalogForm,
} from "../../src/components/forms";
import { t } from "../../src/i18n";
import { type Country, type CountryForm as Values, countryName } from "./types";

/** /countries/create and /countries/{id}/edit: ISO code, name and daily surcharge. */
export default function CountryForm(props: DialogFormProps) {
  const { form, title } = useCatalogForm<Country, Values>(props, {
    resource: "countries",
    catalog: "countries",
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
        label={t("countries.form.code")}
        name="code"
        normalize={(value: string) => value?.toUpperCase()}
        rules={[
          { required: true, message: t("countries.form.codeRequired") },
          { pattern: /^[A-Za-z]{2}$/, message: t("countries.form.codePattern") },
        ]}
        extra={t("countries.form.codeExtra")}
      >
        <Input maxLength={2} style={{ width: 100 }} onChange={(event) => suggestName(event.target.value)} />
      </Form.Item>
      <RecordNameField message={t("countries.form.nameRequired")} />
      <MoneyField
        label={t("countries.form.surcharge")}
        name="daily_rate"
        message={t("countries.form.surchargeRequired")}
        min="0"
        extra={t("countries.form.surchargeExtra")}
      />
    </FormDialog>
  );
}
