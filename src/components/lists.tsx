import { ReloadOutlined } from "@ant-design/icons";
import { Alert, Button, type TableProps } from "antd";
import { PAGE_SIZE_OPTIONS } from "../config";

/** Pieces every list screen shares: the server's reason for a failure, page sizes, the load-error alert. */

/** The server's reason, for a notification's or an alert's description. */
export const problem = (error: unknown) => (error instanceof Error && error.message) || undefined;

/** antd's pagination with the page sizes of SPEC.md §9. */
export function listPagination<T>(tableProps: TableProps<T>): TableProps<T>["pagination"] {
  return {
    ...(tableProps.pagination || {}),
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS,
    showTotal: (total: number) => `${total} in all`,
  };
}

/** A list that could not be loaded: says so, with the server's reason, and offers to try again. */
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
