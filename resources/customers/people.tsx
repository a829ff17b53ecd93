import { Col, Form, Input, Row, Tag } from "antd";
import dayjs from "dayjs";
import { ActiveToggle, type ActiveToggleProps } from "../../src/components/ActiveToggle";
import { problem } from "../../src/components/lists";

export { problem };
export type { ActivationTexts } from "../../src/components/ActiveToggle";

/** Pieces the customers and members screens share: names, dates, phone numbers, status, (de)activation. */

export const personName = (p: { first_name: string; last_name: string; email?: string }) =>
  [p.first_name, p.last_name].filter(Boolean).join(" ").trim() || p.email || "—";

/** 5550100001 → "(555) 010-0001"; other lengths as they are. */
export function formatPhone(digits: string): string {
  const m = /^1?(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : digits;
}

export function formatDateTime(value: string | null | undefined, never = "Never"): string {
  return value ? dayjs(value).format("MMM D, YYYY h:mm A") : never;
}

export const formatDate = (value: string) => dayjs(value).format("MMM D, YYYY");

export const YES_NO_ANY = [
  { label: "Any", value: "" },
  { label: "Yes", value: "true" },
  { label: "No", value: "false" },
];

export const ACTIVE_FILTER = [
  { label: "Active", value: "true" },
  { label: "Deactivated", value: "false" },
  { label: "All", value: "" },
];

export const CUSTOMER_DEACTIVATION =
  "They will no longer be able to sign in, and their open sessions end. Their records stay.";

export function ActiveTag({ active }: { active: boolean }) {
  return active ? <Tag color="green">Active</Tag> : <Tag>Deactivated</Tag>;
}

/** A person's deactivate / reactivate button (customers and members): deactivation ends their sessions. */
export function ActivationButton({
  name,
  consequence,
  ...rest
}: Omit<ActiveToggleProps, "confirm" | "alsoInvalidate"> & {
  resource: "customers" | "members";
  /** what deactivating does, said in the confirmation */
  consequence: string;
}) {
  return (
    <ActiveToggle
      {...rest}
      name={name}
      confirm={{
        deactivateTitle: `Deactivate ${name}?`,
        deactivateDescription: `${consequence} You can reactivate them later.`,
        reactivateTitle: `Reactivate ${name}?`,
        reactivateDescription: "They will be able to sign in again.",
      }}
    />
  );
}

/** First and last name, side by side, both required (create and edit forms of customers and members). */
export function NameFields() {
  return (
    <Row gutter={12}>
      <Col span={12}>
        <Form.Item
          label="First name"
          name="first_name"
          rules={[{ required: true, whitespace: true, message: "Enter the first name." }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          label="Last name"
          name="last_name"
          rules={[{ required: true, whitespace: true, message: "Enter the last name." }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
    </Row>
  );
}
