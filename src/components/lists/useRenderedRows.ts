import { useDeferredValue } from "react";

/**
 * A list's page of rows as a deferred value: when a page arrives, what is cheap re-renders at once and the
 * rows in a transition, in slices that a tap can come between, not in one long task (issue 40). `rendering`
 * is true until they have: the list then says it is loading, never showing the rows before (or their empty
 * state) as if they were the answer.
 */
export function useRenderedRows<T>(rows: readonly T[] | undefined): {
  rows: readonly T[] | undefined;
  rendering: boolean;
} {
  const rendered = useDeferredValue(rows);
  return { rows: rendered, rendering: rendered !== rows };
}
