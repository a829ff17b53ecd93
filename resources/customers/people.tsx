import { CheckCircleOutlined, StopOutlined } from "@ant-design/icons";
import { type BaseKey, useCustomMutation, useInvalidate, useUpdate } from "@refinedev/core";
import { Button, Col, Form, Input, Popconfirm, Row, Tag, Tooltip } from "antd";
import dayjs from "dayjs";
import { API_PATHS, endpointOf } from "../../src/providers/paths";

/** Pieces the customers and members screens share: names, dates, phone numbers, status, (de)activation. */

export const personName = (p: { first_name: string; last_name: string; email?: string }) =>
  [p.first_name, p.last_name].filter(Boolean).join(" ").trim() || p.email || "—";

export const problem = (error: unknown) => (error instanceof Error && error.message) || undefined;

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

export interface ActivationTexts {
  deactivated: string;
  deactivateFailed: string;
  reactivated: string;
  reactivateFailed: string;
}

/**
 * Deactivate (DELETE: the person is kept, can no longer sign in, and their sessions end) or reactivate
 * (PATCH is_active), each after a confirmation. The DELETE is a custom call so that the record stays in
 * Refine's cache: a deactivated person is still shown.
 */
export function ActivationButton({
  resource,
  record,
  name,
  texts,
  consequence,
  disabledReason,
  size = "small",
  onDone,
}: {
  resource: "customers" | "members";
  record: { id: BaseKey; is_active: boolean };
  name: string;
  texts: ActivationTexts;
  /** what deactivating does, said in the confirmation */
  consequence: string;
  /** set to disable the button with this explanation (e.g. one's own account) */
  disabledReason?: string;
  size?: "small" | "middle";
  onDone?: () => void;
}) {
  const invalidate = useInvalidate();
  const { mutate: remove, mutation: deactivation } = useCustomMutation();
  const { mutate: update, mutation: reactivation } = useUpdate();
  const refresh = async () => {
    await invalidate({ resource, id: record.id, invalidates: ["list", "detail"] });
    onDone?.();
  };

  if (record.is_active) {
    const button = (
      <Button
        size={size}
        danger
        icon={<StopOutlined />}
        loading={deactivation.isPending}
        disabled={!!disabledReason}
      >
        Deactivate
      </Button>
    );
    if (disabledReason) return <Tooltip title={disabledReason}>{button}</Tooltip>;
    return (
      <Popconfirm
        title={`Deactivate ${name}?`}
        description={`${consequence} You can reactivate them later.`}
        okText="Deactivate"
        okButtonProps={{ danger: true }}
        cancelText="Cancel"
        onConfirm={() =>
          remove(
            {
              url: endpointOf(API_PATHS, resource, "delete", record.id).path,
              method: "delete",
              values: {},
              successNotification: { type: "success", message: texts.deactivated, description: name },
              errorNotification: (error) => ({
                type: "error",
                message: texts.deactivateFailed,
                description: problem(error),
              }),
            },
            { onSuccess: refresh },
          )
        }
      >
        {button}
      </Popconfirm>
    );
  }
  return (
    <Popconfirm
      title={`Reactivate ${name}?`}
      description="They will be able to sign in again."
      okText="Reactivate"
      cancelText="Cancel"
      onConfirm={() =>
        update(
          {
            resource,
            id: record.id,
            values: { is_active: true },
            mutationMode: "pessimistic",
            successNotification: { type: "success", message: texts.reactivated, description: name },
            errorNotification: (error) => ({
              type: "error",
              message: texts.reactivateFailed,
              description: problem(error),
            }),
          },
          { onSuccess: refresh },
        )
      }
    >
      <Button size={size} icon={<CheckCircleOutlined />} loading={reactivation.isPending}>
        Reactivate
      </Button>
    </Popconfirm>
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
