/**
 * Debian's Chromium, as the browser tests and the cold-load bench launch it (Playwright never downloads a
 * browser here): no sandbox, GPU, background traffic or first-run work.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
