// First: lets antd 5 render with React 19 (its static dialogs and notices).
import "@ant-design/v5-patch-for-react-19";
import { ConfigProvider } from "antd";
import { type ReactNode, useMemo } from "react";
import { currentAntdLocale, t } from "./i18n";
import { appTheme } from "./theme";

/**
 * The panel's one theme (src/theme.ts) and antd's texts in the panel's language (src/i18n) around whatever
 * antd draws: every screen but the sign-in page, which is drawn without antd (src/App.tsx), and the notices.
 * Loaded as its own chunk, with antd's runtime.
 */
export default function AntdFrame({ children }: { children: ReactNode }) {
  // rc-dialog names a dialog's "×" button "Close" in every language: named here in the panel's. The same
  // object from render to render: ConfigProvider compares its props one by one, and a new one gave every
  // antd component below a new context, so each render of the frame re-rendered the whole screen.
  const close = t("common.actions.close");
  const modal = useMemo(() => ({ closable: { "aria-label": close } }), [close]);
  return (
    <ConfigProvider theme={appTheme} locale={currentAntdLocale()} modal={modal}>
      {children}
    </ConfigProvider>
  );
}
