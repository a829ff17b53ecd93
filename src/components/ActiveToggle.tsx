import { CheckCircleOutlined, StopOutlined } from "@ant-design/icons";
import { type BaseKey, useCustomMutation, useInvalidate, useUpdate } from "@refinedev/core";
import { Button, Popconfirm, Tooltip } from "antd";
import { API_PATHS, endpointOf } from "../providers/paths";
import { problem } from "./lists";

export interface ActivationTexts {
  deactivated: string;
  deactivateFailed: string;
  reactivated: string;
  reactivateFailed: string;
}

export interface ActiveToggleProps {
  resource: string;
  record: { id: BaseKey; is_active: boolean };
  /** the row's name, as the notices name it */
  name: string;
  texts: ActivationTexts;
  /** the two confirmations: what each action is called and what it means */
  confirm: {
    deactivateTitle: string;
    deactivateDescription: string;
    reactivateTitle: string;
    reactivateDescription: string;
  };
  /** set to disable the button with this explanation (e.g. one's own account) */
  disabledReason?: string;
  /** other resources whose lists show this row's effects (a carrier's plan count) */
  alsoInvalidate?: string[];
  size?: "small" | "middle";
  onDone?: () => void;
}

/**
 * Deactivate (DELETE: the row is kept) or reactivate (PATCH is_active), each after a confirmation. The
 * DELETE goes through a custom call: Refine's useDelete would drop the cached record, and a deactivated
 * record stays on screen.
 */
export function ActiveToggle({
  resource,
  record,
  name,
  texts,
  confirm,
  disabledReason,
  alsoInvalidate = [],
  size = "small",
  onDone,
}: ActiveToggleProps) {
  const invalidate = useInvalidate();
  const { mutate: remove, mutation: deactivation } = useCustomMutation();
  const { mutate: update, mutation: reactivation } = useUpdate();
  const refresh = async () => {
    await invalidate({ resource, id: record.id, invalidates: ["list", "many", "detail"] });
    await Promise.all(
      alsoInvalidate.map((other) => invalidate({ resource: other, invalidates: ["list", "detail"] })),
    );
    onDone?.();
  };
  const failure = (message: string) => (error: unknown) => ({
    type: "error" as const,
    message,
    description: problem(error),
  });

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
        title={confirm.deactivateTitle}
        description={confirm.deactivateDescription}
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
              errorNotification: failure(texts.deactivateFailed),
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
      title={confirm.reactivateTitle}
      description={confirm.reactivateDescription}
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
            errorNotification: failure(texts.reactivateFailed),
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
