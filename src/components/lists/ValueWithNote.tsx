import { Space, Typography } from "antd";
import type { CSSProperties, ReactNode } from "react";

/**
 * A table cell's value with a note on the line below it, muted (or `type="danger"` for what went wrong):
 * a line's nickname under its number, a plan's price under its name. An empty note (null, "") shows nothing.
 */
export function ValueWithNote({
  note,
  type = "secondary",
  noteStyle,
  children,
}: {
  note: ReactNode;
  type?: "secondary" | "danger";
  noteStyle?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <Space direction="vertical" size={0}>
      {children}
      {note && (
        <Typography.Text type={type} style={noteStyle}>
          {note}
        </Typography.Text>
      )}
    </Space>
  );
}
