import { ReloadOutlined } from "@ant-design/icons";
import { Alert, Button } from "antd";

/** The server's reason, for a notification's or an alert's description. */
export const problem = (error: unknown) => (error instanceof Error && error.message) || undefined;

/** Something that could not be loaded: says so, with the server's reason, and offers to try again. */
export function LoadError({ error, text, onRetry }: { error: unknown; text: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      message={text}
      description={problem(error)}
      action={
        <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
