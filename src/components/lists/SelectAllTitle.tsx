import { type ReactNode, useLayoutEffect, useRef } from "react";

/**
 * A selecting table's "select all" checkbox as its column title. antd draws every column title a second
 * time in a hidden measuring row (`aria-hidden`); there, the copy is taken out of the tab order and
 * disabled, so that no focusable control hides from assistive technology (axe: aria-hidden-focus).
 */
export function SelectAllTitle({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el?.closest('[aria-hidden="true"]')) return;
    el.setAttribute("inert", "");
    for (const control of el.querySelectorAll<HTMLInputElement>("input, button")) {
      control.tabIndex = -1;
      control.disabled = true;
    }
  });
  return <span ref={ref}>{children}</span>;
}
