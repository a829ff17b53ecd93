import { Form, Input, InputNumber } from "antd";
import { FieldSelect } from "../../src/components/FieldSelect";
import {
  type DialogFormProps,
  FormDialog,
  MoneyInput,
  moneyRange,
  useDialogForm,
  wholeRange,
} from "../../src/components/forms";
import { catalog } from "../../src/messages";
import { DEVICE_KINDS, type Device, type DeviceForm as Values } from "./types";

/** /devices/create and /devices/{id}/edit: name, kind, daily rate, deposit and units in stock. */
export default function DeviceForm(props: DialogFormProps) {
  const form = useDialogForm<Device, Values>({
    ...props,
    resource: "devices",
    texts: catalog.device,
    describe: (device) => device.name,
    defaults: { kind: "phone", deposit: "0.00", stock: 1 },
  });
  return (
    <FormDialog form={form} title={props.action === "create" ? "Add device" : "Edit device"}>
      <Form.Item
        label="Name"
        name="name"
        rules={[{ required: true, whitespace: true, message: "Enter the device's name." }, { max: 120 }]}
      >
        <Input placeholder="e.g. Pocket hotspot 5G" maxLength={120} />
      </Form.Item>
      <Form.Item label="Kind" name="kind" rules={[{ required: true, message: "Choose the kind of device." }]}>
        <FieldSelect options={DEVICE_KINDS} />
      </Form.Item>
      <Form.Item
        label="Daily rate"
        name="daily_rate"
        rules={[{ required: true, message: "Enter the price per day." }, moneyRange("0.01")]}
        extra="Charged per rental day; at least $0.01."
      >
        <MoneyInput />
      </Form.Item>
      <Form.Item
        label="Deposit"
        name="deposit"
        rules={[{ required: true, message: "Enter the deposit ($0.00 for none)." }, moneyRange("0")]}
        extra="Held while the device is rented and refunded on return."
      >
        <MoneyInput />
      </Form.Item>
      <Form.Item
        label="Units in stock"
        name="stock"
        rules={[{ required: true, message: "Enter how many units you have." }, wholeRange(0, 100000)]}
        extra="Overlapping rentals of this device cannot exceed it."
      >
        <InputNumber precision={0} style={{ width: "100%" }} />
      </Form.Item>
    </FormDialog>
  );
}
