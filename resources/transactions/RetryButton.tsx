import { RedoOutlined } from "@ant-design/icons";
import { Button, Popconfirm } from "antd";

/** Retry, confirmed first: on a stopped refill's page and for the list's selected rows alike. */
export function RetryButton({
  question,
  hint,
  label,
  okText = label,
  loading,
  disabled,
  onRetry,
}: {
  question: string;
  hint?: string;
  /** the button's text, and the confirmation's unless `okText` says what it charges */
  label: string;
  okText?: string;
  loading: boolean;
  /** what it would do is not known yet (the bulk retry's rows not read) */
  disabled?: boolean;
  onRetry: () => void;
}) {
  return (
    <Popconfirm title={question} description={hint} okText={okText} onConfirm={onRetry}>
      <Button icon={<RedoOutlined />} loading={loading} disabled={disabled}>
        {label}
      </Button>
    </Popconfirm>
  );
}
