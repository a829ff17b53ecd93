import { Form, Input } from "antd";
import type { ReactNode } from "react";
import { refundTexts } from "../../messages";

/** Why money goes back, required (a charge's refund, a refill's refund and close). */
export function RefundNoteField({ extra }: { extra?: ReactNode }) {
  return (
    <Form.Item
      label="Note"
      name="note"
      extra={extra}
      rules={[
        { required: true, whitespace: true, message: refundTexts.noteRequired },
        { max: 1000, message: "Keep the note under 1000 characters." },
      ]}
    >
      <Input.TextArea rows={3} placeholder="Say why" />
    </Form.Item>
  );
}
