import type { ReactNode } from "react";

/** antd's preset tag colours that the panel's tags use ("processing": antd's status colour, the primary blue). */
export type PlainTagColor =
  "default" | "blue" | "processing" | "green" | "red" | "orange" | "gold" | "purple" | "cyan" | "geekblue";

/**
 * A short label in a box (a status, "Default", "Expired"): antd's Tag with its preset colour drawn in plain
 * elements (plain.css, `plain-tag`), in the colours the panel's theme gives antd's (src/theme.ts darkens some
 * for 4.5:1), so that the screens drawn without antd show the same tags as the others (issue 40).
 */
export function PlainTag({ color = "default", children }: { color?: PlainTagColor; children: ReactNode }) {
  return <span className={`plain-tag plain-tag-${color}`}>{children}</span>;
}
