import { SwapRightOutlined } from "@ant-design/icons";
import { t } from "../../i18n";

/**
 * The arrow between a range picker's two days (`separator`), read out in the panel's language: antd names it
 * "to" in every language.
 */
export function RangeSeparator() {
  return (
    <span aria-label={t("lists.dates.to")} className="ant-picker-separator">
      <SwapRightOutlined />
    </span>
  );
}
