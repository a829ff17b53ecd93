/**
 * When the panel asks again for data it failed to load (react-query's `retry`, given to Refine in
 * RefineApp.tsx). react-query's default asks three more times, 1, 2 and 4 s apart, whatever the answer: a
 * record that does not exist (404) or is not the user's (403) kept its page on a spinner for 7 s before
 * saying so. An answer of the server's about the request itself (4xx) will be the same next time, so it is
 * shown at once; no answer (statusCode 0), a server error (5xx), a timeout (408) or a "too many requests"
 * (429) may pass, so those are asked again, twice.
 */
export const QUERY_RETRIES = 2;

export function retryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRIES) return false;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status !== "number") return true;
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/** The react-query settings the panel runs with (tests give their own: no retries at all). */
export const PANEL_QUERY_CLIENT_CONFIG = { defaultOptions: { queries: { retry: retryQuery } } };
