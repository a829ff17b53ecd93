import { LockOutlined } from "@ant-design/icons";
import { useModalForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { Col, Form, Input, Modal, Row, Select, Typography } from "antd";
import { luhnValid } from "../../server/integrations/payments/cards";
import { records } from "../../src/messages";
import { MODAL_WIDTH, modalFormProps, problem } from "../phone-numbers/shared";
import type { Card, NewCard } from "./types";

const texts = records.card;
const MONTHS = Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: String(i + 1).padStart(2, "0") }));
const years = () => {
  const now = new Date().getFullYear();
  return Array.from({ length: 21 }, (_, i) => ({ value: now + i, label: String(now + i) }));
};

/** A hint only (the server is the judge): a mistyped number usually fails the Luhn check. */
const luhnHint = {
  warningOnly: true,
  validator: async (_: unknown, value?: string) => {
    const digits = (value ?? "").replace(/[\s-]/g, "");
    if (digits.length >= 12 && /^\d+$/.test(digits) && !luhnValid(digits))
      throw new Error("This number does not look right. Check it for a typo.");
  },
};

export function useAddCardModal() {
  return useModalForm<Card, HttpError, NewCard>({
    resource: "cards",
    action: "create",
    redirect: false,
    autoResetForm: true,
    warnWhenUnsavedChanges: false,
    successNotification: (data) => ({
      type: "success",
      message: texts.added,
      description: data?.data ? `•••• ${data.data.last4}` : undefined,
    }),
    errorNotification: (error) => ({ type: "error", message: texts.addFailed, description: problem(error) }),
  });
}

/** Card number, expiry and CVC. Only brand, last four digits and expiry are kept by the server. */
export function AddCardModal({ modal }: { modal: ReturnType<typeof useAddCardModal> }) {
  return (
    <Modal {...modal.modalProps} width={MODAL_WIDTH} title="Add a card" okText="Save card">
      <Form {...modalFormProps(modal.formProps)} name="card-add" layout="vertical" autoComplete="off">
        <Form.Item
          label="Card number"
          name="number"
          rules={[
            { required: true, whitespace: true, message: "Enter the card number." },
            { pattern: /^[\d\s-]+$/, message: "Use digits only." },
            luhnHint,
          ]}
        >
          <Input inputMode="numeric" autoComplete="cc-number" placeholder="4242 4242 4242 4242" maxLength={23} />
        </Form.Item>
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item label="Expiry month" name="exp_month" rules={[{ required: true, message: "Choose the month." }]}>
              <Select options={MONTHS} placeholder="MM" aria-label="Expiry month" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label="Expiry year" name="exp_year" rules={[{ required: true, message: "Choose the year." }]}>
              <Select options={years()} placeholder="YYYY" aria-label="Expiry year" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              label="CVC"
              name="cvc"
              rules={[
                { required: true, message: "Enter the CVC." },
                { pattern: /^\d{3,4}$/, message: "3 digits (4 on American Express)." },
              ]}
            >
              <Input inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Text type="secondary">
          <LockOutlined /> We keep only the card's brand, last four digits and expiry date.
        </Typography.Text>
      </Form>
    </Modal>
  );
}
