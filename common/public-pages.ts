/**
 * The panel's public pages, which need no session: every other path is the signed-in app's (src/App.tsx
 * routes them; the server names the signed-in half's code in the page it sends for the others).
 */
export const PUBLIC_PAGE_PATH =
  /^\/(login|signup|forgot-password|hijack|privacy-policy|terms-and-conditions)(\/|$)/;
