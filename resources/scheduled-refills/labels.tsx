import { Tag } from "antd";
import type { TransactionStatus } from "./types";

/** Transaction statuses as SPEC.md §4 names them, in antd's colours. */
const STATUS: Record<TransactionStatus, { label: string; color: string }> = {
  in_queue: { label: "In Queue", color: "blue" },
  in_progress: { label: "In Progress", color: "processing" },
  success: { label: "Success", color: "green" },
  resolved: { label: "Resolved", color: "default" },
  error: { label: "Error", color: "red" },
  action_required: { label: "Action Required", color: "orange" },
};

export function ResultTag({ status }: { status: TransactionStatus | null }) {
  if (!status) return <Tag>Not run yet</Tag>;
  const { label, color } = STATUS[status] ?? { label: status, color: "default" };
  return <Tag color={color}>{label}</Tag>;
}

/** 1 → "1st", 22 → "22nd", 13 → "13th". */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th"}`;
}
