import { type CrudFilter, type HttpError, useCustom } from "@refinedev/core";
import { type KeyboardEvent, useLayoutEffect, useRef } from "react";
import { error } from "../../messages";
import { formatCount } from "@common/locale";
import { t } from "../../i18n";
import { failedNotice } from "../layout/notices";
import { PlainAlert } from "../plain/PlainAlert";
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
 * says so above the tabs with "Try again" (PlainAlert); the tabs still work without their counts.
 *
 * Plain elements in antd's look (plain.css, `status-tabs`), not antd's Tabs: those measure every tab to fold
 * the ones that do not fit behind a menu, a render and a layout more on every list's first screen (issue
 * 40). Tabs that do not fit scroll sideways, the chosen one brought into view. The keyboard follows WAI-ARIA's
 * tabs pattern with manual activation (a tab's choice loads a page): arrows, Home and End move between the
 * tabs, Enter or Space chooses.
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
  const tabs = [
    { key: ALL_STATUSES, text: t("lists.tabs.all") },
    ...statuses.map((s) => ({ key: s as string, text: labelOf(s) })),
  ];
  const bar = useRef<HTMLDivElement>(null);

  // The chosen tab in view, sideways only (scrollIntoView would move the page too). Not measured as the
  // tabs first show the first one, at the bar's start: reading a position makes the browser lay the page
  // out inside React's commit, on every list's first screen (issue 40).
  const shownYet = useRef(false);
  useLayoutEffect(() => {
    const first = !shownYet.current;
    shownYet.current = true;
    if (first && status === ALL_STATUSES) return;
    const box = bar.current;
    const chosen = box?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!box || !chosen) return;
    const left = chosen.offsetLeft - box.offsetLeft;
    if (left < box.scrollLeft || left + chosen.offsetWidth > box.scrollLeft + box.clientWidth)
      box.scrollLeft = left - (box.clientWidth - chosen.offsetWidth) / 2;
  }, [status]);

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const buttons = [...(bar.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const at = buttons.indexOf(event.currentTarget);
    const to = {
      ArrowRight: at + 1,
      ArrowLeft: at - 1,
      Home: 0,
      End: buttons.length - 1,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    buttons[(to + buttons.length) % buttons.length]?.focus();
  };

  return (
    <>
      {query.isError && (
        <PlainAlert
          type="warning"
          style={{ marginBottom: 8 }}
          message={error.countersFetchFailed}
          action={
            <button
              type="button"
              className="plain-button plain-button-default plain-button-small"
              onClick={() => query.refetch()}
            >
              {t("common.actions.tryAgain")}
            </button>
          }
        />
      )}
      <div ref={bar} role="tablist" aria-label={t("lists.tabs.label")} className="status-tabs">
        {tabs.map(({ key, text }) => {
          const chosen = key === status;
          const count = key === ALL_STATUSES ? counts?.all : counts?.[key];
          return (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={chosen}
              tabIndex={chosen ? 0 : -1}
              className="status-tab"
              onClick={() => {
                if (!chosen) choose(key);
              }}
              onKeyDown={move}
            >
              {text}
              {count !== undefined && (
                // The space keeps the tab's name "Error 2", not "Error2".
                <>
                  {" "}
                  <span className="status-tab-count">{formatCount(count)}</span>
                </>
              )}
            </button>
          );
        })}
      </div>
    </>
  );
}
