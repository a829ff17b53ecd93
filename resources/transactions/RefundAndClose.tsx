import { Alert, Form, Typography } from "antd";
import { formatMoney } from "@common/money";
import { useFormCall } from "../../src/components/forms/useFormCall";
import { FormModal } from "../../src/components/forms/FormModal";
import { refundGoesTo, RefundNoteField } from "../../src/components/forms";
import { failedNotice } from "../../src/components/layout/notices";
import { t } from "../../src/i18n";
import type { TransactionDetail } from "./types";
import { transactionEndpoints } from "./endpoints";

/** Closing a refill says why: the Resolve dialog's and Refund and close's note. */
export const resolveNoteRules = [
  { required: true, whitespace: true, message: t("charges.refunding.resolveNoteRequired") },
];

/**
 * Staff's "Refund and close" on a refill in error whose charge succeeded (docs/engines.md): what the
 * charge took goes back to its card and the refill is resolved with the note. The dialog says how much
 * goes back and where before anything moves; a refund the processor declines leaves the refill in error
 * and the notice gives the processor's reason. Its button is StaffActions', and this code loads when the
 * dialog first opens.
 */
export function RefundAndCloseDialog({
  transaction: refill,
  open,
  onClose,
  onDone,
}: {
  transaction: TransactionDetail;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const [form] = Form.useForm<{ note: string }>();
  const { send, pending } = useFormCall<TransactionDetail>(form, ["note"]);
  const amount = formatMoney(refill.refund_amount);
  const refund = ({ note }: { note: string }) =>
    send(
      {
        url: transactionEndpoints.refund(refill.id).path,
        method: "post",
        values: { note: note.trim() },
        successNotification: () => ({
          type: "success",
          message: t("charges.refunding.refundedAndClosed"),
          description: t("transactions.refundAndClose.done", { id: refill.id, amount }),
        }),
        errorNotification: failedNotice(t("charges.refunding.refundAndCloseFailed")),
      },
      () => {
        onClose();
        onDone();
      },
    );
  return (
    <>
      <FormModal
        form={form}
        open={open}
        pending={pending}
        onClose={onClose}
        title={t("transactions.refundAndClose.title", { id: refill.id })}
        okText={t("transactions.refundAndClose.ok", { amount })}
        okButtonProps={{ danger: true }}
        destroyOnHidden
      >
        <Alert
          type="warning"
          showIcon
          message={t("transactions.refundAndClose.amountWhere", {
            amount,
            where: refundGoesTo(refill.refund_to),
          })}
          description={t("transactions.refundAndClose.closed", {
            cannotUndo: t("charges.refunding.cannotUndo"),
          })}
          style={{ marginBottom: 16 }}
        />
        <Form form={form} name="refund-and-close" layout="vertical" preserve={false} onFinish={refund}>
          <RefundNoteField
            extra={
              <Typography.Text type="secondary">{t("transactions.refundAndClose.noteHint")}</Typography.Text>
            }
          />
        </Form>
      </FormModal>
    </>
  );
}
