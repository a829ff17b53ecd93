import { Form, Input } from "antd";
import { FormDialog, MoneyField } from "../../../src/components/forms";
import { error, success } from "../../../src/messages";
import type { RentalDialogProps } from "./call";
import { useRentalFieldsForm } from "./call";

/** Staff override of the total due, with the reason the server audits. */
export function TotalDueDialog({ rental, onClose }: Omit<RentalDialogProps, "onChanged">) {
  const form = useRentalFieldsForm<{ total_due_amount: string; reason: string }>(
    { rental, onClose },
    ["total_due_amount", "reason"],
    { updated: success.rentalTotalDueUpdated, saveFailed: error.rentalTotalDueUpdateFailed },
  );
  return (
    <FormDialog form={form} title="Edit total due">
      <MoneyField label="Total due" name="total_due_amount" message="Enter the total due." min="0.00" />
      <Form.Item
        label="Reason"
        name="reason"
        rules={[{ required: true, whitespace: true, message: "Say why the total due changes." }]}
      >
        <Input.TextArea aria-label="Reason" rows={2} maxLength={500} />
      </Form.Item>
    </FormDialog>
  );
}
