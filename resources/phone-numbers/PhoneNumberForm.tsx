import { formatPhone } from "@common/phone";
import { Form, Input, Typography } from "antd";
import { useIsStaff } from "../../src/components/access";
import {
  CarrierPlanFields,
  type DialogFormProps,
  FormDialog,
  useCarrierPlan,
  useDialogForm,
} from "../../src/components/forms";
import { CustomerField } from "../../src/components/pickers";
import { records } from "../../src/messages";
import type { PhoneNumber, PhoneNumberValues } from "./types";
import { nameWithEmail } from "@common/names";

/**
 * /phone-numbers/create and /phone-numbers/{id}/edit: number, carrier, plan (the chosen carrier's),
 * nickname; staff adding a line pick its customer first, already chosen when `customer` is given (the
 * customer's page).
 */
export default function PhoneNumberForm({ customer, ...props }: DialogFormProps & { customer?: number }) {
  const { staff } = useIsStaff();
  const creating = props.action === "create";
  const form = useDialogForm<PhoneNumber, PhoneNumberValues>({
    ...props,
    defaults: customer ? { user: customer } : undefined,
    resource: "phone-numbers",
    texts: records.phoneNumber,
    describe: (line) => formatPhone(line.number),
  });
  const { record } = form;
  const carrierPlan = useCarrierPlan(form.form, record);

  return (
    <FormDialog form={form} title={creating ? "Add phone number" : "Edit phone number"}>
      {staff && creating && <CustomerField message="Choose the customer this line belongs to." />}
      {staff && record && (
        <Form.Item label="Customer">
          <Typography.Text>{nameWithEmail(record.user_name, record.user_email)}</Typography.Text>
        </Form.Item>
      )}
      <Form.Item
        label="Phone number"
        name="number"
        extra="10 to 15 digits; +1, spaces, dashes and parentheses are fine."
        rules={[
          { required: true, whitespace: true, message: "Enter the phone number." },
          { pattern: /^\+?[\d\s\-().]+$/, message: "Use digits, spaces, dashes or parentheses only." },
        ]}
      >
        <Input inputMode="tel" autoComplete="tel" placeholder="(555) 010-0001" maxLength={32} />
      </Form.Item>
      <CarrierPlanFields fields={carrierPlan} />
      <Form.Item
        label="Nickname"
        name="nickname"
        normalize={(v) => v ?? ""}
        rules={[{ max: 80, message: "At most 80 characters." }]}
      >
        <Input placeholder="e.g. Mom, Work phone" maxLength={80} />
      </Form.Item>
    </FormDialog>
  );
}
