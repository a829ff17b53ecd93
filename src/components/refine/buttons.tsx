/*
 * Follows @refinedev/antd 6.0.3, copied rather than imported for the first load's size (docs/panel.md,
 * "Copied Refine pieces"). Upgrading that package: compare this piece with its source there, then change the
 * version here (tests/web/components/refine/version.test.ts holds them to the installed one).
 */
import {
  BarsOutlined,
  EditOutlined,
  EyeOutlined,
  PlusSquareOutlined,
  RedoOutlined,
  SaveOutlined,
} from "@ant-design/icons";
import {
  type BaseKey,
  useCreateButton,
  useEditButton,
  useListButton,
  useRefreshButton,
  useShowButton,
} from "@refinedev/core";
import { Button, type ButtonProps } from "antd";
import type { MouseEvent, ReactNode } from "react";
import { t } from "../../i18n";

/*
 * Refine's Create/Edit/Show/Save buttons as @refinedev/antd draws them (the same logic from @refinedev/core's
 * button hooks: access control, the route, the label; the same icons, class names and test ids), without
 * loading @refinedev/antd's components: that package is one module, and whatever part of it any screen used
 * came with all of them.
 */

export interface NavigationButtonProps extends Omit<ButtonProps, "onClick"> {
  resource?: string;
  hideText?: boolean;
  meta?: Record<string, unknown>;
  accessControl?: { enabled?: boolean; hideIfUnauthorized?: boolean };
  onClick?: (event: MouseEvent) => void;
  children?: ReactNode;
}
export type CreateButtonProps = NavigationButtonProps;
export interface EditButtonProps extends NavigationButtonProps {
  recordItemId?: BaseKey;
}
export type ShowButtonProps = EditButtonProps;

type NavigationValues = ReturnType<typeof useCreateButton>;

/** A link to the action's route around antd's Button: disabled stops it, `onClick` replaces it. */
function NavigationButton({
  values,
  kind,
  icon,
  hideText = false,
  onClick,
  children,
  ...rest
}: Omit<NavigationButtonProps, "resource" | "meta" | "accessControl"> & {
  values: NavigationValues;
  kind: "create" | "edit" | "show" | "list";
  icon: ReactNode;
}) {
  const { hidden, disabled, title, LinkComponent, to } = values;
  // Refine's own words ("Create", "Edit", "Show") in the panel's language; a list's button keeps the resource's label.
  const label =
    kind === "create"
      ? t("common.actions.create")
      : kind === "edit"
        ? t("common.actions.edit")
        : kind === "show"
          ? t("common.actions.show")
          : values.label;
  const isDisabled = disabled || rest.disabled;
  if (hidden || rest.hidden) return null;
  return (
    <LinkComponent
      to={to}
      replace={false}
      onClick={(event: MouseEvent) => {
        if (isDisabled) {
          event.preventDefault();
          return;
        }
        if (onClick) {
          event.preventDefault();
          onClick(event);
        }
      }}
    >
      <Button
        icon={icon}
        disabled={isDisabled}
        title={title}
        data-testid={`refine-${kind}-button`}
        className={`refine-${kind}-button`}
        {...rest}
      >
        {!hideText && (children ?? label)}
      </Button>
    </LinkComponent>
  );
}

export function CreateButton({ resource, meta, accessControl, ...rest }: CreateButtonProps) {
  const values = useCreateButton({ resource, meta, accessControl });
  return (
    <NavigationButton values={values} kind="create" icon={<PlusSquareOutlined />} type="primary" {...rest} />
  );
}

export function EditButton({ resource, recordItemId, meta, accessControl, ...rest }: EditButtonProps) {
  const values = useEditButton({ resource, id: recordItemId, meta, accessControl });
  return <NavigationButton values={values} kind="edit" icon={<EditOutlined />} {...rest} />;
}

export function ShowButton({ resource, recordItemId, meta, accessControl, ...rest }: ShowButtonProps) {
  const values = useShowButton({ resource, id: recordItemId, meta, accessControl });
  return <NavigationButton values={values} kind="show" icon={<EyeOutlined />} {...rest} />;
}

export function SaveButton({ hideText = false, children, ...rest }: ButtonProps & { hideText?: boolean }) {
  const label = t("common.actions.save");
  return (
    <Button
      type="primary"
      icon={<SaveOutlined />}
      data-testid="refine-save-button"
      className="refine-save-button"
      {...rest}
    >
      {!hideText && (children ?? label)}
    </Button>
  );
}

export function ListButton({ resource, meta, accessControl, ...rest }: CreateButtonProps) {
  const values = useListButton({ resource, meta, accessControl });
  return <NavigationButton values={values} kind="list" icon={<BarsOutlined />} {...rest} />;
}

export function RefreshButton({
  resource,
  recordItemId,
  hideText = false,
  children,
  ...rest
}: ButtonProps & { resource?: string; recordItemId?: BaseKey; hideText?: boolean }) {
  const { onClick, loading } = useRefreshButton({ resource, id: recordItemId });
  const label = t("common.actions.refresh");
  return (
    <Button
      onClick={onClick}
      icon={<RedoOutlined spin={loading} />}
      data-testid="refine-refresh-button"
      className="refine-refresh-button"
      {...rest}
    >
      {!hideText && (children ?? label)}
    </Button>
  );
}
