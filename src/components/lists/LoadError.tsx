import ReloadOutlined from "@ant-design/icons-svg/es/asn/ReloadOutlined";
import { t } from "../../i18n";
import { problemNode } from "../layout/notices";
import { PlainAlert } from "../plain/PlainAlert";
import { PlainIcon } from "../plain/PlainIcon";

/**
 * Something that could not be loaded: says so, with the server's reason, and offers to try again. Plain
 * elements in antd's error Alert's look (PlainAlert): a customer's cards show it without antd (issue 40).
 */
export function LoadError({ error, text, onRetry }: { error: unknown; text: string; onRetry: () => void }) {
  return (
    <PlainAlert
      type="error"
      message={text}
      description={problemNode(error)}
      action={
        <button
          type="button"
          className="plain-button plain-button-default plain-button-small"
          onClick={onRetry}
        >
          <PlainIcon icon={ReloadOutlined} />
          {t("common.actions.tryAgain")}
        </button>
      }
    />
  );
}
