import { Form, Input } from "antd";
import { FormDialog } from "../../../src/components/forms";
import { asId, IdSelectField, useCarrierOptions, usePlanOptions } from "../../../src/components/pickers";
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
  const carrier = asId(Form.useWatch("carrier", form.form));
  const { selectProps: carrierSelect } = useCarrierOptions(record?.carrier);
  const { selectProps: planSelect } = usePlanOptions(carrier, record?.plan, carrier !== null);
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
      <IdSelectField
        label="Carrier"
        name="carrier"
        {...carrierSelect}
        allowClear
        placeholder="Choose the carrier"
        // another carrier does not offer the chosen plan
        onChange={() => form.form.setFieldValue("plan", null)}
      />
      <IdSelectField
        label="Plan"
        name="plan"
        extra={carrier === null ? "Choose a carrier first." : "Clear it if no plan is activated."}
        {...planSelect}
        allowClear
        disabled={carrier === null}
        placeholder="Choose the plan"
      />
      <Form.Item label="Note" name="note" rules={[{ max: 2000, message: "At most 2,000 characters." }]}>
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
    </FormDialog>
  );
}
