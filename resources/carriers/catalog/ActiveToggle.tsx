import { EditOutlined } from "@ant-design/icons";
import { Button, Space } from "antd";
import {
  type ActiveToggleProps as SharedProps,
  ActiveToggle as SharedToggle,
} from "../../../src/components/ActiveToggle";
import type { CatalogTexts } from "../../../src/messages";

export type ActiveToggleProps = Omit<SharedProps, "confirm" | "texts" | "disabledReason" | "onDone"> & {
  /** "carrier", "plan"… */
  noun: string;
  texts: CatalogTexts;
  /** what deactivating means for customers, said in the confirmation */
  consequence: string;
};

/** A catalogue row's deactivate / reactivate button; the confirmation says what it means for customers. */
export function ActiveToggle({ name, noun, consequence, ...rest }: ActiveToggleProps) {
  return (
    <SharedToggle
      {...rest}
      name={name}
      confirm={{
        deactivateTitle: `Deactivate ${noun} “${name}”?`,
        deactivateDescription: `${consequence} You can reactivate it later.`,
        reactivateTitle: `Reactivate ${noun} “${name}”?`,
        reactivateDescription: "Customers will see it again.",
      }}
    />
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
