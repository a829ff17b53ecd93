import { Form, Input, Typography } from "antd";
import { FormModal } from "../../src/components/forms/FormModal";
import { t } from "../../src/i18n";
import { resolveNoteRules } from "./RefundAndClose";

/**
 * Staff's Resolve on a refill in error (or on several: BulkActions): the refill is closed as resolved with a
 * note saying why. Its code loads when it first opens (StaffActions).
 */
export function ResolveDialog({
  title,
  many = false,
  open,
  pending,
  onClose,
  onResolve,
}: {
  /** "Resolve transaction #12", "Resolve 3 refills" */
  title: string;
  /** several refills are closed, each with the same note */
  many?: boolean;
  open: boolean;
  /** the resolve is being sent */
  pending: boolean;
  onClose: () => void;
  /** sends the note; the caller closes the dialog once it went through */
  onResolve: (note: string | undefined) => void;
}) {
  const [form] = Form.useForm<{ note?: string }>();
  return (
    <FormModal
      form={form}
      open={open}
      pending={pending}
      onClose={onClose}
      title={title}
      okText={t("transactions.resolve.ok")}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {many ? t("transactions.resolve.many") : t("transactions.resolve.one")}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false} onFinish={({ note }) => onResolve(note?.trim())}>
        <Form.Item
          label={t("transactions.resolve.note")}
          name="note"
          rules={[...resolveNoteRules, { max: 1000, message: t("transactions.resolve.noteTooLong") }]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
