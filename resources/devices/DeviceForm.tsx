import { Form } from "antd";
import { FieldSelect } from "../../src/components/FieldSelect";
import {
  type DialogFormProps,
  FormDialog,
  MoneyField,
  RecordNameField,
  useCatalogForm,
  WholeNumberField,
} from "../../src/components/forms";
import { DEVICE_KINDS, type Device, type DeviceForm as Values } from "./types";

/** /devices/create and /devices/{id}/edit: name, kind, daily rate, deposit and units in stock. */
export default function DeviceForm(props: DialogFormProps) {
  const { form, title } = useCatalogForm<Device, Values>(props, {
    resource: "devices",
    noun: "device",
    defaults: { kind: "phone", deposit: "0.00", stock: 1 },
  });
  return (
    <FormDialog form={form} title={title}>
      <RecordNameField message="Enter the device's name." placeholder="e.g. Pocket hotspot 5G" />
      <Form.Item label="Kind" name="kind" rules={[{ required: true, message: "Choose the kind of device." }]}>
        <FieldSelect options={DEVICE_KINDS} />
      </Form.Item>
      <MoneyField
        label="Device rate per day"
        name="daily_rate"
        message="Enter the price per day."
        min="0.01"
        extra="Charged per rental day, plus the country's surcharge; at least $0.01."
      />
      <MoneyField
        label="Deposit"
        name="deposit"
        message="Enter the deposit ($0.00 for none)."
        min="0"
        extra="Held while the device is rented and refunded on return."
      />
      <WholeNumberField
        label="Units in stock"
        name="stock"
        message="Enter how many units you have."
        min={0}
        max={100000}
        extra="Overlapping rentals of this device cannot exceed it."
      />
    </FormDialog>
  );
}
