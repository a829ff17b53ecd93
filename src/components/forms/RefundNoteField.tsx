import { Form, Input } from "antd";
import type { ReactNode } from "react";
import { t } from "../../i18n";
import { refundTexts } from "../../messages";

/** Why money goes back, required (a charge's refund, a refill's refund and close). */
export function RefundNoteField({ extra }: { extra?: ReactNode }) {
  return (
    <Form.Item
      label={t("common.note")}
      name="note"
      extra={extra}
      rules={[
        { required: true, whitespace: true, message: refundTexts.noteRequired },
        { max: 1000, message: t("common.noteTooLong") },
      ]}
    >
      <Input.TextArea rows={3} placeholder={t("forms.sayWhy")} />
    </Form.Item>
  );
}
