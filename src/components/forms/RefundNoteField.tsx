import { Form, Input } from "antd";
import type { ReactNode } from "react";
import { t } from "../../i18n";

/** Where a refund goes, said before it goes: "Goes back to Visa •••• 4242", or "Given back in cash" (no card). */
export const refundGoesTo = (card: string | null) =>
  card ? t("charges.refunding.goesBackTo", { card }) : t("charges.refunding.givenBackInCash");

/** Why money goes back, required (a charge's refund, a refill's refund and close). */
export function RefundNoteField({ extra }: { extra?: ReactNode }) {
  return (
    <Form.Item
      label={t("common.note")}
      name="note"
      extra={extra}
      rules={[
        { required: true, whitespace: true, message: t("charges.refunding.noteRequired") },
        { max: 1000, message: t("common.noteTooLong") },
      ]}
    >
      <Input.TextArea rows={3} placeholder={t("forms.sayWhy")} />
    </Form.Item>
  );
}
