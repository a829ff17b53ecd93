import type { TableProps } from "antd";
import { useScreens } from "../layout/useScreens";

/**
 * How a list's table fits the screen: from `lg` each row keeps one line and the table scrolls when it must;
 * narrower (a phone, a tablet) cells wrap so the key columns share the screen, with a phone's tighter
 * padding. `narrow` (below `md`, a phone) is where a list moves a row's actions under its first cell.
 * `tableProps` go to ListScreen or ResourceTable.
 */
export function useResponsiveTable(): {
  narrow: boolean;
  tableProps: Pick<TableProps<unknown>, "scroll" | "size">;
} {
  const screens = useScreens();
  const narrow = !screens.md;
  return {
    narrow,
    tableProps: {
      scroll: { x: screens.lg === true ? "max-content" : true },
      size: narrow ? "small" : undefined,
    },
  };
}
