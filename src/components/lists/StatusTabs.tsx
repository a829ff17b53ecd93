import { EllipsisOutlined } from "@ant-design/icons";
import { type CrudFilter, type HttpError, useCustom } from "@refinedev/core";
import { Alert, Button, Space, Tabs, Tag } from "antd";
import { error } from "../../messages";
import { formatCount } from "@common/locale";
import { t } from "../../i18n";
import { failedNotice } from "../layout/notices";
import type { ResourceList } from "./useResourceList";

/** The tab of every status. */
export const ALL_STATUSES = "all";

/** What the tabs read and set of a list: its filters. */
type FilteredList = Pick<ResourceList, "filters" | "setFilters">;

const fieldOf = (filter: CrudFilter) => ("field" in filter ? filter.field : undefined);

/**
 * A list's status as its tabs show it: the `status` filter in the address, or "all"; choosing a tab sets
 * that filter (the list's other filters stay).
 */
export function useStatusTab(list: FilteredList) {
  const filter = list.filters.find((f) => fieldOf(f) === "status");
  const status = filter && filter.value ? String(filter.value) : ALL_STATUSES;
  const choose = (next: string) =>
    list.setFilters(
      [{ field: "status", operator: "eq", value: next === ALL_STATUSES ? undefined : next }],
      "merge",
    );
  return { status, choose };
}

/**
 * The status tabs above a list, each with how many rows it holds under the list's other filters, read
 * from the list's counters call (`url`: `{all, <status>: n, …}`, docs/api-conventions.md). A failed read
 * says so above the tabs with "Try again"; the tabs still work without their counts.
 */
export function StatusTabs<S extends string>({
  list,
  url,
  statuses,
  labelOf,
}: {
  list: FilteredList;
  url: string;
  statuses: readonly S[];
  labelOf: (status: S) => string;
}) {
  const { status, choose } = useStatusTab(list);
  const others = list.filters.filter((f) => fieldOf(f) !== "status");
  const { query, result } = useCustom<Record<string, number>, HttpError>({
    url,
    method: "get",
    config: { filters: others },
    errorNotification: failedNotice(error.countersFetchFailed),
  });
  const counts = result.data as Record<string, number> | undefined;
  const label = (text: string, count: number | undefined) => (
    <Space size={6}>
      {text}
      {count !== undefined && <Tag bordered={false}>{formatCount(count)}</Tag>}
    </Space>
  );
  return (
    <>
      {query.isError && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          message={error.countersFetchFailed}
          action={
            <Button size="small" onClick={() => query.refetch()}>
              {t("common.actions.tryAgain")}
            </Button>
          }
        />
      )}
      <Tabs
        activeKey={status}
        onChange={choose}
        more={{ icon: <EllipsisOutlined aria-label={t("lists.tabs.more")} /> }}
        items={[
          { key: ALL_STATUSES, label: label(t("lists.tabs.all"), counts?.all) },
          ...statuses.map((s) => ({ key: s, label: label(labelOf(s), counts?.[s]) })),
        ]}
      />
    </>
  );
}
