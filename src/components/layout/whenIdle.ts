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
