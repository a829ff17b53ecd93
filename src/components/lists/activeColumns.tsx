import type { BaseKey, BaseRecord } from "@refinedev/core";
import { Space } from "antd";
import { RowEditButton } from "../buttons/listActions";
import { ActiveTag, CatalogActiveToggle, type CatalogActivationTexts } from "../buttons/ActiveToggle";
import { t } from "../../i18n";
import type { ColumnProps } from "./columns";
import { KEPT_COLUMN } from "./keptColumns";

/*
 * The columns of rows that are turned off and on (catalogue entries, people, lines, schedules): apart from
 * columns.tsx, so that a list without them (the refills, the rentals) downloads neither the toggle's
 * confirmation nor the row's buttons before its first rows (issue 40).
 */

/** "Active" or `inactive`, from `is_active`. */
export function activeColumn<T extends BaseRecord>(inactive?: string): ColumnProps<T> {
  return {
    dataIndex: "is_active",
    title: t("common.statusColumn"),
    className: KEPT_COLUMN,
    render: (active: boolean) => <ActiveTag active={active} inactive={inactive} />,
  };
}

/** A catalogue row (carrier, plan, device, country), as its list and actions read it. */
export type CatalogRow = BaseRecord & { id: BaseKey; name: string; is_active: boolean };

export interface CatalogActions<T> {
  resource: string;
  texts: CatalogActivationTexts;
  /** edit in a dialog the screen opens itself rather than at the edit route */
  onEdit?: (record: T) => void;
  alsoInvalidate?: string[];
}

/**
 * A catalogue row's Edit and Deactivate/Reactivate (carriers, plans, devices, countries). The element takes
 * `key="actions"` itself: React warns when a key arrives inside spread props.
 */
export function catalogActionsColumn<T extends CatalogRow>({
  resource,
  texts,
  onEdit,
  alsoInvalidate,
}: CatalogActions<T>): ColumnProps<T> {
  return {
    title: t("common.actionsColumn"),
    className: KEPT_COLUMN,
    render: (_, record) => (
      <Space>
        <RowEditButton
          resource={resource}
          recordItemId={record.id}
          {...(onEdit ? { onClick: () => onEdit(record) } : {})}
        />
        <CatalogActiveToggle
          resource={resource}
          record={record}
          texts={texts}
          alsoInvalidate={alsoInvalidate}
        />
      </Space>
    ),
  };
}
