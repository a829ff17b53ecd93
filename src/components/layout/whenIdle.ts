/**
 * Calls `callback` once the browser has nothing more pressing to do (requestIdleCallback, at the latest after
 * `timeout` ms; a browser without it, Safari, after a short delay), so that what it starts (a download for a
 * part nobody needs yet) does not compete with the first screen's own downloads and renders (issue 40).
 * Returns how to cancel it.
 */
export function whenIdle(callback: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 200);
  return () => window.clearTimeout(id);
}

let firstIdleMoment: Promise<void> | undefined;

/**
 * The browser's first idle moment after this is first asked for, the same promise for every caller: the parts
 * a list draws once the browser is idle (vite.config.ts, LAZY_PARTS `whenIdle`: its checkboxes, its sorters'
 * tooltips, its page-size select) all wait for it, and render together, in one render of the table.
 */
export function firstIdle(): Promise<void> {
  firstIdleMoment ??= new Promise((resolve) => whenIdle(resolve));
  return firstIdleMoment;
}
