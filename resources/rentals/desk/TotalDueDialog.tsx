import { Form, Input } from "antd";
import { FormDialog, MoneyField } from "../../../src/components/forms";
import { t } from "../../../src/i18n";
import { error, success } from "../../../src/messages";
import type { RentalDialogProps } from "./call";
import { useRentalFieldsForm } from "./callForms";

/** Staff override of the total due, with the reason the server audits. */
export function TotalDueDialog({ rental, onClose }: Omit<RentalDialogProps, "onChanged">) {
  const form = useRentalFieldsForm<{ total_due_amount: string; reason: string }>(
    { rental, onClose },
    ["total_due_amount", "reason"],
    { updated: success.rentalTotalDueUpdated, saveFailed: error.rentalTotalDueUpdateFailed },
  );
  return (
    <FormDialog form={form} title={t("rentals.totalDue.title")}>
      <MoneyField
        label={t("rentals.totalDue.totalDue")}
        name="total_due_amount"
        message={t("rentals.totalDue.required")}
        min="0.00"
      />
      <Form.Item
        label={t("rentals.totalDue.reason")}
        name="reason"
        rules={[{ required: true, whitespace: true, message: t("rentals.totalDue.reasonRequired") }]}
      >
        <Input.TextArea aria-label={t("rentals.totalDue.reason")} rows={2} maxLength={500} />
      </Form.Item>
    </FormDialog>
  );
}
