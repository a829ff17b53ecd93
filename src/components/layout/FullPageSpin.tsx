import { Flex, Spin } from "antd";
import { t } from "../../i18n";

/** Shown while the session is checked or a screen's code loads. */
export function FullPageSpin({ fullHeight = true }: { fullHeight?: boolean }) {
  return (
    // The label sits on an element with a role: on the spinner's plain div axe-core rejects it
    // (aria-prohibited-attr).
    <Flex
      role="status"
      aria-label={t("common.loading")}
      align="center"
      justify="center"
      style={{ minHeight: fullHeight ? "100vh" : 240 }}
    >
      <Spin size="large" />
    </Flex>
  );
}
