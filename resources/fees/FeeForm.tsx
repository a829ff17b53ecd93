import { Form, Switch } from "antd";
import { FieldSelect } from "../../src/components/selects/FieldSelect";
import {
  type DialogFormProps,
  FormDialog,
  MoneyField,
  RecordNameField,
  useCatalogForm,
} from "../../src/components/forms";
import { t } from "../../src/i18n";
import { FEE_KINDS, type FeeForm as Values, type RentalFee } from "./types";

/** /fees/create and /fees/{id}/edit: kind, name, amount and whether the company's tax applies. */
export default function FeeForm(props: DialogFormProps) {
  const { form, title } = useCatalogForm<RentalFee, Values>(props, {
    resource: "fees",
    catalog: "fees",
    defaults: { kind: "damage", taxable: true },
  });
  return (
    <FormDialog form={form} title={title}>
      <Form.Item
        label={t("fees.form.kind")}
        name="kind"
        rules={[{ required: true, message: t("fees.form.kindRequired") }]}
      >
        <FieldSelect options={FEE_KINDS()} />
      </Form.Item>
      <RecordNameField message={t("fees.form.nameRequired")} placeholder={t("fees.form.namePlaceholder")} />
      <MoneyField
        label={t("fees.form.amount")}
        name="amount"
        message={t("fees.form.amountRequired")}
        min="0.01"
        extra={t("fees.form.amountExtra")}
      />
      <Form.Item label={t("fees.form.taxable")} name="taxable" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDialog>
  );
}
