import type { BaseRecord } from "@refinedev/core";
import { Table, type TableProps } from "antd";
import type { ReactNode } from "react";

/**
 * A small table of rows that belong to the record on the page (a charge's refunds, a refill's charges, a
 * customer's lines): every row at once (no pages), keyed by id, `empty` when there is none. Columns as
 * children or in `columns`.
 */
export function DetailTable<T extends BaseRecord>({
  empty,
  ...table
}: { empty: ReactNode } & Omit<TableProps<T>, "rowKey" | "size" | "pagination" | "locale">) {
  return <Table<T> rowKey="id" size="small" pagination={false} locale={{ emptyText: empty }} {...table} />;
}
