import type { ReactNode } from "react";

/**
 * Cards side by side in columns at least `min` pixels wide: one column on a phone, as many as fit on a desk,
 * never wider than the screen. (A CSS grid rather than antd's Row/Col: the dashboard is the only screen that
 * would bring them, and the build would split them out of the parts every screen shares.)
 */
export function Columns({
  min,
  children,
  label,
  stretch = false,
}: {
  min: number;
  children: ReactNode;
  label?: string;
  /** fewer cards than fit share the whole width (the charts, the tables), rather than lining up with the figures */
  stretch?: boolean;
}) {
  return (
    <div
      aria-label={label}
      style={{
        display: "grid",
        gap: 16,
        gridTemplateColumns: `repeat(${stretch ? "auto-fit" : "auto-fill"}, minmax(min(${min}px, 100%), 1fr))`,
      }}
    >
      {children}
    </div>
  );
}
