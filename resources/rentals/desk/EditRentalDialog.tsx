import { Form, Input } from "antd";
import { CarrierPlanFields, FormDialog, useCarrierPlan } from "../../../src/components/forms";
import { t } from "../../../src/i18n";
import { error, success } from "../../../src/messages";
import type { RentalDialogProps } from "./call";
import { useRentalFieldsForm } from "./callForms";

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
    <FormDialog form={form} title={t("rentals.editRental.title")}>
      <Form.Item
        label={t("rentals.editRental.phoneNumber")}
        name="phone_number"
        extra={t("rentals.editRental.phoneNumberExtra")}
        rules={[{ pattern: /^\+?[\d\s\-().]*$/, message: t("rentals.editRental.phoneNumberPattern") }]}
      >
        <Input inputMode="tel" autoComplete="off" placeholder="(555) 010-0001" maxLength={30} />
      </Form.Item>
      <CarrierPlanFields fields={carrierPlan} planExtra={t("rentals.editRental.planExtra")} />
      <Form.Item
        label={t("rentals.editRental.note")}
        name="note"
        rules={[{ max: 2000, message: t("rentals.editRental.noteMax") }]}
      >
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
    </FormDialog>
  );
}
