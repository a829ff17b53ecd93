import { Alert, Form, Modal, Typography } from "antd";
import { useState } from "react";
import { cardLabel } from "@common/cards";
import { formatCents, formatMoney, parseCents } from "@common/money";
import { useFormCall } from "../../src/components/forms/useFormCall";
import { MoneyField, refundGoesTo, RefundNoteField } from "../../src/components/forms";
import { failedNotice } from "../../src/components/layout/notices";
import type { ChargeDetail, RefundRequest } from "./types";
import { chargeEndpoints } from "./endpoints";
import { t } from "../../src/i18n";

/** Where a refund of this charge goes: "Goes back to Visa •••• 4242", or "Given back in cash". */
export const refundDestination = (c: ChargeDetail) =>
  refundGoesTo(c.method === "card" ? (cardLabel(c.brand, c.last4) ?? t("charges.refund.theCard")) : null);

/**
 * POST /api/charges/{id}/refund/ (members): how much (what is left, unless less is typed) and why, then a
 * confirmation that names the amount and where it goes; nothing moves before it. A refusal shows beside its
 * field (the amount, the note) or in the notice with the server's reason.
 */
export function RefundDialog({
  charge: c,
  onClose,
  onDone,
}: {
  charge: ChargeDetail;
  onClose: () => void;
  onDone: () => void;
}) {
  const [form] = Form.useForm<RefundRequest>();
  const [confirming, setConfirming] = useState<RefundRequest | null>(null);
  const { send: call, pending } = useFormCall<ChargeDetail>(form, ["amount", "note"]);
  const where = refundDestination(c);
  const send = (values: RefundRequest) =>
    call(
      {
        url: chargeEndpoints.refund(c.id).path,
        method: "post",
        values: { amount: formatCents(parseCents(values.amount) ?? 0), note: values.note.trim() },
        successNotification: () => ({
          type: "success",
          message: t("charges.refunding.refunded"),
          description: t("charges.refund.done", { amount: formatMoney(values.amount), where }),
        }),
        errorNotification: failedNotice(t("charges.refunding.refundFailed")),
      },
      () => {
        onDone();
        onClose();
      },
      () => setConfirming(null),
    );
  return (
    <Modal
      open
      title={t("charges.refund.title", { id: c.id })}
      okText={confirming ? t("charges.refund.ok") : t("charges.refund.continue")}
      okButtonProps={{ danger: !!confirming }}
      cancelText={confirming ? t("charges.refund.back") : t("charges.refund.cancel")}
      confirmLoading={pending}
      onOk={() => (confirming ? send(confirming) : form.submit())}
      onCancel={() => (confirming ? setConfirming(null) : onClose())}
    >
      {confirming && (
        <Alert
          type="warning"
          showIcon
          message={t("charges.refunding.question", { amount: formatMoney(confirming.amount) })}
          description={t("charges.refund.confirm", { where, cannotUndo: t("charges.refunding.cannotUndo") })}
        />
      )}
      <Form
        form={form}
        name="charge-refund"
        layout="vertical"
        initialValues={{ amount: c.refundable_amount, note: "" }}
        onFinish={(values) => setConfirming(values)}
        hidden={!!confirming}
      >
        <Typography.Paragraph>{where}.</Typography.Paragraph>
        <MoneyField
          label={t("charges.refund.amount")}
          name="amount"
          message={t("charges.refunding.amountRequired")}
          min="0.01"
          max={c.refundable_amount}
          extra={t("charges.refund.atMost", {
            max: formatMoney(c.refundable_amount),
            amount: formatMoney(c.amount),
          })}
        />
        <RefundNoteField />
      </Form>
    </Modal>
  );
}
