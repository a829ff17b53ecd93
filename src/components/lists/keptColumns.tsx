import { cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import type { ColumnProps } from "./columns";

/**
 * The class the column factories give a column that must stay on screen on a desk (an amount, a status, a
 * row's actions): `keptColumns` pins it to the table's right edge (docs/panel.md, "Lists").
 */
export const KEPT_COLUMN = "kept-column";

type ColumnElement = ReactElement<ColumnProps<unknown>>;

/** Whether a column says what the row comes to, where it stands or what can be done with it. */
function isKept(column: ColumnElement): boolean {
  const { className, dataIndex } = column.props;
  return (
    (typeof className === "string" && className.split(" ").includes(KEPT_COLUMN)) ||
    dataIndex === "status" ||
    column.key === "actions"
  );
}

/**
 * The column elements among `children`, as written: not through React's Children helpers, which key every
 * element, and antd then draws each keyed title a second time in its measuring row.
 */
function columnElements(children: ReactNode): ColumnElement[] {
  const found: ColumnElement[] = [];
  const walk = (node: ReactNode) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (isValidElement(node)) found.push(node as ColumnElement);
  };
  walk(children);
  return found;
}

/**
 * A list's columns (Table.Column elements) for a table that scrolls sideways: the kept ones (the factories'
 * `KEPT_COLUMN`, a `status` field, the `actions` column) and the last one, whatever it is (where a row's
 * details end), move to the right in their order and are fixed there, so that at 1366×768 a wide list scrolls
 * the columns between while its status, money and actions stay in view. Without `pin` (a phone, whose lists
 * choose their columns with `responsive`) the columns are left as they are.
 */
export function keptColumns(children: ReactNode, pin: boolean): ReactNode {
  if (!pin) return children;
  const columns = columnElements(children);
  if (columns.length < 3) return children;
  const last = columns[columns.length - 1];
  const kept = columns.filter((c) => c === last || isKept(c));
  // Pinning every column would pin none usefully: the table then scrolls as a whole.
  if (kept.length === columns.length) return children;
  const rest = columns.filter((c) => !kept.includes(c));
  return [...rest, ...kept.map((c) => cloneElement(c, { fixed: "right" }))];
}
