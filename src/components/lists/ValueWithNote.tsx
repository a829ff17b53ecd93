import type { CSSProperties, ReactNode } from "react";
import "./lists.css";

/**
 * A table cell's value with a note on the line below it, muted (or `type="danger"` for what went wrong):
 * a line's nickname under its number, a plan's price under its name. An empty note (null, "") shows nothing.
 * Several notes (an array) take a line each, the empty ones none: a phone's row gathers there what the
 * desktop's hidden columns show.
 *
 * Plain elements laid out and coloured by lists.css (antd's Space and Typography.Text look, the theme's
 * colours): a list's page draws one or two in each of its 25 rows, where antd's components (a context read,
 * a style hook and a class merge each) were a large part of the render that shows the page (issue 40).
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
    <span className="value-with-note">
      <span>{children}</span>
      {notes.map(
        (line, i) =>
          line && (
            <span key={i} className={`value-note value-note-${type}`} style={noteStyle}>
              {line}
            </span>
          ),
      )}
    </span>
  );
}
