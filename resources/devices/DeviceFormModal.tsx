import { Form, Input, InputNumber, Select } from "antd";
import { CatalogFormModal, type FormModalProps } from "../carriers/catalog/form";
import { MoneyInput, moneyRange, wholeRange } from "../carriers/catalog/MoneyInput";
import { DEVICE_KINDS } from "./types";

/** A rentable device: name, kind, daily rate, deposit and units in stock (create or edit). */
export function DeviceFormModal({ title, modalProps, formProps }: FormModalProps) {
  return (
    <CatalogFormModal title={title} modalProps={modalProps} formProps={formProps}>
      <Form.Item
        label="Name"
        name="name"
        rules={[{ required: true, whitespace: true, message: "Enter the device's name." }, { max: 120 }]}
      >
        <Input placeholder="e.g. Pocket hotspot 5G" maxLength={120} />
      </Form.Item>
      <Form.Item label="Kind" name="kind" rules={[{ required: true, message: "Choose the kind of device." }]}>
        <Select options={DEVICE_KINDS} />
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
    </CatalogFormModal>
  );
}
