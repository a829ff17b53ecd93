import { ReloadOutlined } from "@ant-design/icons";
import { Alert, Button } from "antd";
import { t } from "../../i18n";
import { problemNode } from "../layout/notices";

/** Something that could not be loaded: says so, with the server's reason, and offers to try again. */
export function LoadError({ error, text, onRetry }: { error: unknown; text: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      message={text}
      description={problemNode(error)}
      action={
        <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
          {t("common.actions.tryAgain")}
        </Button>
      }
    />
  );
}
