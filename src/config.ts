/**
 * The panel's settings and business constants (docs/panel.md). One place, so that screens and providers
 * agree.
 */

/** Base address of the API. Empty means same origin (the API server also serves the panel). */
export const API_URL: string = import.meta.env.VITE_API_URL ?? "";

/** Seconds a notification stays on screen (docs/panel.md: notification default time-out 5 s). */
export const NOTIFICATION_SECONDS = 5;

/** A transaction or rental detail is re-fetched this often while it moves along (docs/panel.md). */
export const DETAIL_POLL_MS = 3000;
/** A bulk retry's report reads the retried refills again for this long at most, the first this many. */
export const BULK_FOLLOW_MS = 30_000;
export const BULK_FOLLOW_MAX = 100;

/** List pages: default size (pages start at 1). */
export const PAGE_SIZE = 25;
/** The API caps page_size at this value; "fetch everything" requests use it. */
export const MAX_PAGE_SIZE = 200;
/** The page sizes a list offers (docs/panel.md). */
export const PAGE_SIZE_OPTIONS = [25, 50, 100, 200];
