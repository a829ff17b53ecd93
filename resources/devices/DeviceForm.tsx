import { Form } from "antd";
import { FieldSelect } from "../../src/components/selects/FieldSelect";
import {
  type DialogFormProps,
  FormDialog,
  MoneyField,
  RecordNameField,
  useCatalogForm,
  WholeNumberField,
} from "../../src/components/forms";
import { t } from "../../src/i18n";
import { DEVICE_KINDS, type Device, type DeviceForm as Values } from "./types";

/** The device's two amounts, in the form's order; `text` names their texts (`rate`, `rateRequired`, …). */
const MONEY_FIELDS = [
  { name: "daily_rate", text: "rate", min: "0.01" },
  { name: "deposit", text: "deposit", min: "0" },
] as const;

/** /devices/create and /devices/{id}/edit: name, kind, daily rate, deposit and units in stock. */
export default function DeviceForm(props: DialogFormProps) {
  const { form, title } = useCatalogForm<Device, Values>(props, {
    resource: "devices",
    catalog: "devices",
    defaults: { kind: "phone", deposit: "0.00", stock: 1 },
  });
  return (
    <FormDialog form={form} title={title}>
      <RecordNameField
        message={t("devices.form.nameRequired")}
        placeholder={t("devices.form.namePlaceholder")}
      />
      <Form.Item
        label={t("devices.form.kind")}
        name="kind"
        rules={[{ required: true, message: t("devices.form.kindRequired") }]}
      >
        <FieldSelect options={DEVICE_KINDS} />
      </Form.Item>
      {MONEY_FIELDS.map(({ name, text, min }) => (
        <MoneyField
          key={name}
          label={t(`devices.form.${text}`)}
          name={name}
          message={t(`devices.form.${text}Required`)}
          min={min}
          extra={t(`devices.form.${text}Extra`)}
        />
      ))}
      <WholeNumberField
        label={t("devices.form.stock")}
        name="stock"
        message={t("devices.form.stockRequired")}
        min={0}
        max={100000}
        extra={t("devices.form.stockExtra")}
      />
    </FormDialog>
  );
}
