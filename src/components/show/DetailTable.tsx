import type { BaseRecord } from "@refinedev/core";
import { Table, type TableProps } from "antd";
import { type ReactNode, useEffect, useRef } from "react";

/**
 * A small table of rows that belong to the record on the page (a charge's refunds, a refill's charges, a
 * customer's lines): every row at once (no pages), keyed by id, `empty` when there is none. Columns as
 * children or in `columns`.
 *
 * A table that scrolls sideways (`scroll.x`) can be scrolled from the keyboard: its scrolling box takes the
 * focus (axe: scrollable-region-focusable), since its cells may hold no control to tab to.
 */
export function DetailTable<T extends BaseRecord>({
  empty,
  ...table
}: { empty: ReactNode } & Omit<TableProps<T>, "rowKey" | "size" | "pagination" | "locale">) {
  const box = useRef<HTMLDivElement>(null);
  const scrolls = table.scroll?.x !== undefined;
  useEffect(() => {
    if (!scrolls) return;
    const content = box.current?.querySelector<HTMLElement>(".ant-table-content");
    if (content && !content.hasAttribute("tabindex")) content.tabIndex = 0;
  });
  return (
    <div ref={box}>
      <Table<T> rowKey="id" size="small" pagination={false} locale={{ emptyText: empty }} {...table} />
    </div>
  );
}
