import type { ReactNode } from "react";

/**
 * Cards side by side in columns at least `min` pixels wide: one column on a phone, as many as fit on a desk,
 * never wider than the screen. (A CSS grid rather than antd's Row/Col: the dashboard is the only screen that
 * would bring them, and the build would split them out of the parts every screen shares.)
 */
export function Columns({ min, children, label }: { min: number; children: ReactNode; label?: string }) {
  return (
    <div
      aria-label={label}
      style={{
        display: "grid",
        gap: 16,
        gridTemplateColumns: `repeat(auto-fill, minmax(min(${min}px, 100%), 1fr))`,
      }}
    >
      {children}
    </div>
  );
}
