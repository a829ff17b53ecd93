import { Space, Typography } from "antd";
import type { CSSProperties, ReactNode } from "react";

/**
 * A table cell's value with a note on the line below it, muted (or `type="danger"` for what went wrong):
 * a line's nickname under its number, a plan's price under its name. An empty note (null, "") shows nothing.
 * Several notes (an array) take a line each, the empty ones none: a phone's row gathers there what the
 * desktop's hidden columns show.
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
  const notes = (Array.isArray(note) ? note : [note]) as ReactNode[];
  return (
    <Space direction="vertical" size={0}>
      {children}
      {notes.map(
        (line, i) =>
          line && (
            <Typography.Text key={i} type={type} style={noteStyle}>
              {line}
            </Typography.Text>
          ),
      )}
    </Space>
  );
}
