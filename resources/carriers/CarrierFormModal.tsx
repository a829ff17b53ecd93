import { Form, Input } from "antd";
import { CatalogFormModal, type FormModalProps } from "./catalog/form";

/** Name and the top-up provider's operator id of a carrier (create or edit). */
export function CarrierFormModal({ title, modalProps, formProps }: FormModalProps) {
  return (
    <CatalogFormModal title={title} modalProps={modalProps} formProps={formProps}>
      <Form.Item
        label="Name"
        name="name"
        rules={[{ required: true, whitespace: true, message: "Enter the carrier's name." }, { max: 120 }]}
      >
        <Input placeholder="e.g. Tello Mobile" maxLength={120} />
      </Form.Item>
      <Form.Item
        label="Provider operator id"
        name="provider_operator_id"
        tooltip="The operator's id at the top-up provider; refills to this carrier's lines are sent with it."
        rules={[{ max: 64 }]}
      >
        <Input placeholder="e.g. 1042" maxLength={64} />
      </Form.Item>
    </CatalogFormModal>
  );
}
