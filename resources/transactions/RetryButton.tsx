import { RedoOutlined } from "@ant-design/icons";
import { Button, Popconfirm } from "antd";

/** Retry, confirmed first: on a stopped refill's page and for the list's selected rows alike. */
export function RetryButton({
  question,
  hint,
  label,
  okText = label,
  loading,
  onRetry,
}: {
  question: string;
  hint?: string;
  /** the button's text, and the confirmation's unless `okText` says what it charges */
  label: string;
  okText?: string;
  loading: boolean;
  onRetry: () => void;
}) {
  return (
    <Popconfirm title={question} description={hint} okText={okText} onConfirm={onRetry}>
      <Button icon={<RedoOutlined />} loading={loading}>
        {label}
      </Button>
    </Popconfirm>
  );
}
