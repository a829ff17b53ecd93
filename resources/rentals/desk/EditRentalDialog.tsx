import { Form, Input } from "antd";
import { CarrierPlanFields, FormDialog, useCarrierPlan } from "../../../src/components/forms";
import { error, success } from "../../../src/messages";
import type { RentalDialogProps } from "./call";
import { useRentalFieldsForm } from "./call";

interface LineValues {
  phone_number: string | null;
  /** only to choose the plan: the plan's carrier is not the rental's own field */
  carrier?: number | null;
  plan: number | null;
  note: string;
}

/**
 * The line activated on the rented device (its number; its plan, chosen by carrier then plan) and the
 * rental's note, saved with one PATCH …/update. An emptied number or plan is sent as null (cleared).
 */
export function EditRentalDialog({ rental, onClose }: Omit<RentalDialogProps, "onChanged">) {
  const form = useRentalFieldsForm<LineValues>(
    { rental, onClose },
    ["phone_number", "plan", "note"],
    { updated: success.rentalUpdated, saveFailed: error.rentalUpdateFailed },
    (v) => ({
      ...v,
      phone_number: v.phone_number?.trim() ? v.phone_number.trim() : null,
      plan: v.plan ?? null,
      note: v.note ?? "",
    }),
  );
  const { record } = form;
  const carrierPlan = useCarrierPlan(form.form, record);
  return (
    <FormDialog form={form} title="Edit rental">
      <Form.Item
        label="Phone number"
        name="phone_number"
        extra="The number of the line activated on the device. Leave it empty to clear it."
        rules={[{ pattern: /^\+?[\d\s\-().]*$/, message: "Use digits, spaces, dashes or parentheses only." }]}
      >
        <Input inputMode="tel" autoComplete="off" placeholder="(555) 010-0001" maxLength={30} />
      </Form.Item>
      <CarrierPlanFields fields={carrierPlan} planExtra="Clear it if no plan is activated." />
      <Form.Item label="Note" name="note" rules={[{ max: 2000, message: "At most 2,000 characters." }]}>
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
    </FormDialog>
  );
}
