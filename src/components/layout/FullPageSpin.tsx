import { t } from "../../i18n";

/**
 * Shown while the session is checked or a screen's code loads: antd's large spinner drawn in plain elements
 * (src/components/plain/plain.css), since it shows before antd's runtime is here.
 */
export function FullPageSpin({ fullHeight = true }: { fullHeight?: boolean }) {
  return (
    <div
      role="status"
      aria-label={t("common.loading")}
      className="plain-status"
      style={{ minHeight: fullHeight ? "100vh" : 240 }}
    >
      <span className="plain-spin" aria-hidden="true">
        <i />
        <i />
        <i />
        <i />
      </span>
    </div>
  );
}
