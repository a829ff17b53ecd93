import { Tag } from "antd";
import type { TransactionStatus } from "@common/api";
import { TransactionStatusTag } from "../transactions/StatusTag";

export function ResultTag({ status }: { status: TransactionStatus | null }) {
  if (!status) return <Tag>Not run yet</Tag>;
  return <TransactionStatusTag status={status} />;
}

/** 1 → "1st", 22 → "22nd", 13 → "13th". */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th"}`;
}
