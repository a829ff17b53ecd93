import { t } from "../../i18n";

/**
 * Shown while the session is checked or a screen's code loads: antd's large spinner drawn in plain elements
 * (src/components/plain/plain.css), since it shows before antd's runtime is here. index.html holds the same
 * markup in its root element, so a phone on a slow network shows it as soon as the page arrives instead of a
 * blank page until the code has run (tests/web/components/layout/full-page-spin.test.tsx keeps them alike).
 */
export function FullPageSpin({ fullHeight = true }: { fullHeight?: boolean }) {
  return (
    <div
      role="status"
      aria-label={t("common.loading")}
      className="plain-status"
      style={{ minHeight: fullHeight ? "100vh" : 240 }}
    >
      <svg className="plain-spin" viewBox="0 0 32 32" aria-hidden="true">
        <circle cx="7" cy="7" r="7" />
        <circle cx="25" cy="7" r="7" />
        <circle cx="25" cy="25" r="7" />
        <circle cx="7" cy="25" r="7" />
      </svg>
    </div>
  );
}
