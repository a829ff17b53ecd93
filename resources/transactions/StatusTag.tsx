import type { TransactionStatus } from "@common/api";
import { PlainTag, type PlainTagColor } from "../../src/components/plain/PlainTag";
import { transactionStatusText } from "./labels";

const COLORS: Record<TransactionStatus, PlainTagColor> = {
  in_queue: "blue",
  in_progress: "processing",
  success: "green",
  resolved: "default",
  error: "red",
  action_required: "orange",
};

/**
 * A refill's status in the specification's words, coloured by how it went: a plain tag, as a customer's
 * cards draw it without antd (issue 40).
 */
export function TransactionStatusTag({ status }: { status: TransactionStatus | string }) {
  return (
    <PlainTag color={COLORS[status as TransactionStatus] ?? "default"}>
      {transactionStatusText(status)}
    </PlainTag>
  );
}
