import { Tag } from "antd";
import type { TransactionStatus } from "@common/api";
import { transactionStatusText } from "./labels";

const COLORS: Record<TransactionStatus, string> = {
  in_queue: "blue",
  in_progress: "processing",
  success: "green",
  resolved: "default",
  error: "red",
  action_required: "orange",
};

/** A refill's status in the specification's words, coloured by how it went. */
export function TransactionStatusTag({ status }: { status: TransactionStatus | string }) {
  return <Tag color={COLORS[status as TransactionStatus] ?? "default"}>{transactionStatusText(status)}</Tag>;
}
