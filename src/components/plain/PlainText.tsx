import type { CSSProperties, ReactNode } from "react";

/**
 * A run of text in antd's Typography.Text look (plain.css, `plain-text`): the text colour, muted
 * ("secondary", the theme's 4.5:1 grey) or red ("danger"), bold as antd's (600). Plain elements, for the
 * texts that screens drawn without antd show (issue 40); a strong text is a `strong` element.
 */
export function PlainText({
  type,
  strong = false,
  style,
  children,
}: {
  type?: "secondary" | "danger";
  strong?: boolean;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const className = type ? `plain-text plain-text-${type}` : "plain-text";
  const Element = strong ? "strong" : "span";
  return (
    <Element className={className} style={style}>
      {children}
    </Element>
  );
}
