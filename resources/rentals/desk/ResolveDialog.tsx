import { Form, Input } from "antd";
import { FormModal } from "../../../src/components/FormModal";
import { failedNotice } from "../../../src/components/notices";
import { error, success } from "../../../src/messages";
import { rentalEndpoints } from "../endpoints";
import { type RentalDialogProps, useRentalCallForm } from "./call";

/** Closing a rental in error as resolved (POST /api/rental/{id}/resolve/): the note saying why is required. */
export function ResolveDialog(props: RentalDialogProps) {
  const { rental, onClose } = props;
  const { form, send, pending } = useRentalCallForm<{ note: string }>(props, ["note"]);
  const resolve = ({ note }: { note: string }) =>
    send(
      rentalEndpoints.resolve(rental.id),
      { note: note.trim() },
      { ok: success.rentalResolved, failed: failedNotice(error.rentalResolveFailed) },
    );
  return (
    <FormModal form={form} pending={pending} onClose={onClose} title="Resolve rental" okText="Resolve">
      <Form form={form} name="rental-resolve" layout="vertical" onFinish={resolve}>
        <Form.Item
          label="Note"
          name="note"
          extra="The rental is closed as it stands; the note is kept with it."
          rules={[{ required: true, whitespace: true, message: "Say why." }]}
        >
          <Input.TextArea rows={3} maxLength={2000} placeholder="Say why" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
