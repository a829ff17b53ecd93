import { personName } from "@common/names";
import { Checkbox, Col, Form, Input, Row } from "antd";
import { type DialogFormProps, FormDialog, NameFields, useDialogForm } from "../../src/components/forms";
import { people } from "../../src/messages";
import type { Customer, CustomerFormValues } from "./types";

const texts = people.customer;

/** /customers/create and /customers/{id}/edit (and Edit on the customer's page), in a drawer. */
export default function CustomerForm(props: DialogFormProps) {
  const creating = props.action === "create";
  const form = useDialogForm<Customer, CustomerFormValues>({
    ...props,
    resource: "customers",
    texts,
    describe: personName,
    defaults: { send_welcome_email: true },
    successMessage: (_, values) =>
      creating ? (values.send_welcome_email ? texts.createdWelcome : texts.created) : texts.updated,
    transform: ({ remove_pin, ...values }) => {
      // Staff never see the current PIN: an empty field keeps it (or, creating, sets none).
      if (remove_pin) return { ...values, pin: null };
      if (!values.pin?.trim()) delete values.pin;
      return values;
    },
  });
  const hasPin = !creating && form.record?.pin_set === true;
  return (
    <FormDialog
      form={form}
      kind="drawer"
      title={creating ? "New customer" : "Edit customer"}
      saveText={creating ? "Create customer" : "Save"}
    >
      <NameFields />
      <Form.Item
        label="E-mail"
        name="email"
        rules={[{ required: true, whitespace: true, message: "Enter the e-mail address." }]}
      >
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item label="Address" name="address">
        <Input autoComplete="off" />
      </Form.Item>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item label="State" name="state">
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="ZIP code" name="zip_code">
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        label={hasPin ? "New PIN" : "PIN"}
        name="pin"
        extra={
          hasPin
            ? "The customer has a PIN for signing in by phone number. Leave empty to keep the current PIN."
            : "4 to 8 digits, for signing in by phone number. Leave empty for none."
        }
      >
        <Input inputMode="numeric" maxLength={8} autoComplete="off" />
      </Form.Item>
      {hasPin && (
        <Form.Item name="remove_pin" valuePropName="checked">
          <Checkbox>Remove the PIN</Checkbox>
        </Form.Item>
      )}
      {creating && (
        <Form.Item
          name="send_welcome_email"
          valuePropName="checked"
          extra="The customer has no password yet: the e-mail carries a link to choose one, valid for 7 days."
        >
          <Checkbox>Send a welcome e-mail</Checkbox>
        </Form.Item>
      )}
    </FormDialog>
  );
}
