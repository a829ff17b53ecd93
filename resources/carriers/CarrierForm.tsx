import { Form, Input } from "antd";
import { type DialogFormProps, FormDialog, RecordNameField, useDialogForm } from "../../src/components/forms";
import { catalog } from "../../src/messages";
import type { Carrier, CarrierForm as Values } from "./types";

/** /carriers/create and /carriers/{id}/edit (and Edit on a carrier's page): name and operator id. */
export default function CarrierForm(props: DialogFormProps) {
  const form = useDialogForm<Carrier, Values>({
    ...props,
    resource: "carriers",
    texts: catalog.carrier,
    describe: (c) => c.name,
  });
  return (
    <FormDialog form={form} title={props.action === "create" ? "Add carrier" : "Edit carrier"}>
      <RecordNameField message="Enter the carrier's name." placeholder="e.g. Tello Mobile" />
      <Form.Item
        label="Provider operator id"
        name="provider_operator_id"
        tooltip="The operator's id at the top-up provider; refills to this carrier's lines are sent with it."
        rules={[{ max: 64 }]}
      >
        <Input placeholder="e.g. 1042" maxLength={64} />
      </Form.Item>
    </FormDialog>
  );
}
