import { Form, Input, Modal } from "antd";
import { applyServerErrors } from "../../../src/components/form-errors";
import { failedNotice } from "../../../src/components/notices";
import { error, success } from "../../../src/messages";
import { rentalEndpoints } from "../endpoints";
import { type RentalDialogProps, useRentalCall } from "./call";

/** Closing a rental in error as resolved (POST /api/rental/{id}/resolve/): the note saying why is required. */
export function ResolveDialog({ rental, onClose, onChanged }: RentalDialogProps) {
  const [form] = Form.useForm<{ note: string }>();
  const { call, pending } = useRentalCall(onChanged);
  const resolve = ({ note }: { note: string }) =>
    call(
      rentalEndpoints.resolve(rental.id),
      { note: note.trim() },
      { ok: success.rentalResolved, failed: failedNotice(error.rentalResolveFailed) },
    )
      .then(onClose)
      .catch((e: unknown) => applyServerErrors(form, e, ["note"]));
  return (
    <Modal
      open
      title="Resolve rental"
      okText="Resolve"
      onOk={() => form.submit()}
      confirmLoading={pending}
      onCancel={onClose}
    >
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
    </Modal>
  );
}
