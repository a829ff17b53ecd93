import { CheckCircleOutlined, EditOutlined, StopOutlined } from "@ant-design/icons";
import { type BaseKey, useCustomMutation, useInvalidate, useUpdate } from "@refinedev/core";
import { Button, Popconfirm, Space } from "antd";
import type { CatalogTexts } from "../../../src/messages";
import { API_PATHS, endpointOf } from "../../../src/providers/paths";

export interface ActiveToggleProps {
  resource: string;
  record: { id: BaseKey; is_active: boolean };
  /** the row's name, as the confirmation names it */
  name: string;
  /** "carrier", "plan"… */
  noun: string;
  texts: CatalogTexts;
  /** what deactivating means for customers, said in the confirmation */
  consequence: string;
  /** other resources whose lists show this row's effects (a carrier's plan count) */
  alsoInvalidate?: string[];
  size?: "small" | "middle";
}

const problem = (error: unknown) => (error instanceof Error && error.message) || undefined;

/**
 * Deactivate (DELETE: the row is kept, customers stop seeing it) or re-activate (PATCH is_active), each
 * after a confirmation. The DELETE goes through a custom call: Refine's useDelete would drop the cached
 * record, and a deactivated record stays on screen.
 */
export function ActiveToggle({
  resource,
  record,
  name,
  noun,
  texts,
  consequence,
  alsoInvalidate = [],
  size = "small",
}: ActiveToggleProps) {
  const invalidate = useInvalidate();
  const { mutate: callApi, mutation: deactivation } = useCustomMutation();
  const { mutate: update, mutation: reactivation } = useUpdate();
  const refresh = async () => {
    await invalidate({ resource, id: record.id, invalidates: ["list", "many", "detail"] });
    await Promise.all(alsoInvalidate.map((other) => invalidate({ resource: other, invalidates: ["list", "detail"] })));
  };

  if (record.is_active) {
    return (
      <Popconfirm
        title={`Deactivate ${noun} “${name}”?`}
        description={`${consequence} You can reactivate it later.`}
        okText="Deactivate"
        okButtonProps={{ danger: true }}
        cancelText="Cancel"
        onConfirm={() =>
          callApi(
            {
              url: endpointOf(API_PATHS, resource, "delete", record.id).path,
              method: "delete",
              values: {},
              successNotification: { type: "success", message: texts.deactivated, description: name },
              errorNotification: (error) => ({ type: "error", message: texts.deactivateFailed, description: problem(error) }),
            },
            { onSuccess: refresh },
          )
        }
      >
        <Button size={size} danger icon={<StopOutlined />} loading={deactivation.isPending}>
          Deactivate
        </Button>
      </Popconfirm>
    );
  }
  return (
    <Popconfirm
      title={`Reactivate ${noun} “${name}”?`}
      description="Customers will see it again."
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
            errorNotification: (error) => ({ type: "error", message: texts.reactivateFailed, description: problem(error) }),
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

/** A staff row's actions: Edit (the caller opens its modal) and deactivate / reactivate. */
export function RowActions({ onEdit, ...toggle }: ActiveToggleProps & { onEdit: () => void }) {
  return (
    <Space>
      <Button size={toggle.size ?? "small"} icon={<EditOutlined />} onClick={onEdit}>
        Edit
      </Button>
      <ActiveToggle {...toggle} />
    </Space>
  );
}
