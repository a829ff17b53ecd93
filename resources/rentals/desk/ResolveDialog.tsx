import { Form, Input } from "antd";
import { failedNotice } from "../../../src/components/layout/notices";
import { t } from "../../../src/i18n";
import { error, success } from "../../../src/messages";
import { rentalEndpoints } from "../endpoints";
import type { RentalDialogProps } from "./call";
import { useRentalCallForm } from "./callForms";
import { DeskForm } from "./DeskForm";

/** Closing a rental in error as resolved (POST /api/rental/{id}/resolve/): the note saying why is required. */
export function ResolveDialog(props: RentalDialogProps) {
  const call = useRentalCallForm<{ note: string }>(props, ["note"]);
  const resolve = ({ note }: { note: string }) =>
    call.send(
      rentalEndpoints.resolve(props.rental.id),
      { note: note.trim() },
      { ok: success.rentalResolved, failed: failedNotice(error.rentalResolveFailed) },
    );
  return (
    <DeskForm action="resolve" call={call} onFinish={resolve}>
      <Form.Item
        label={t("rentals.resolve.note")}
        name="note"
        extra={t("rentals.resolve.noteExtra")}
        rules={[{ required: true, whitespace: true, message: t("rentals.resolve.noteRequired") }]}
      >
        <Input.TextArea rows={3} maxLength={2000} placeholder={t("rentals.resolve.notePlaceholder")} />
      </Form.Item>
    </DeskForm>
  );
}
