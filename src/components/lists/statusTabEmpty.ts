import type { ReactNode } from "react";
import type { EmptyTexts } from "./paging";
import { ALL_STATUSES } from "./StatusTabs";

/**
 * Why a list with status tabs is empty: on "All" the list's own text and its way to add the first row; on one
 * status's tab that it has none in this status (adding one would not land on that tab, so no action there).
 */
export function statusTabEmpty(
  status: string,
  texts: { all: string; inStatus: (status: string) => string; noMatch: string; action?: ReactNode },
): EmptyTexts {
  const all = status === ALL_STATUSES;
  return {
    nothing: all ? texts.all : texts.inStatus(status),
    noMatch: texts.noMatch,
    action: all ? texts.action : undefined,
  };
}
