import { CloseCircleFilled } from "@ant-design/icons";
import { t } from "../../i18n";

/**
 * An input's `allowClear` whose button is named in the panel's language: antd's is named by its icon,
 * "close-circle", in every language.
 */
export const clearable = () => ({ clearIcon: <CloseCircleFilled aria-label={t("lists.clear")} /> });
