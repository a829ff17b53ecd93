import type { CSSProperties, KeyboardEvent, ReactNode } from "react";
import { t } from "../../i18n";

/*
 * A screen's frame: an optional breadcrumb, the title row (back control, title, the screen's buttons on the
 * right, wrapping below the title when they do not fit) and the content under it. It draws what Refine's
 * List/Show drew through @ant-design/pro-layout's PageHeader (same sizes and spacing, and the class names
 * the browser tests read) without that package, its provider and its locales, which every screen loaded
 * (scripts/size.ts).
 */

const styles = {
  heading: { display: "flex", justifyContent: "space-between", flexWrap: "wrap", columnGap: 12 },
  left: { display: "flex", alignItems: "center", marginBlock: 4, overflow: "hidden", maxWidth: "100%" },
  back: { marginInlineEnd: 16, fontSize: 16, lineHeight: 1, cursor: "pointer" },
  title: {
    marginInlineEnd: 12,
    fontWeight: 600,
    fontSize: 20,
    lineHeight: "32px",
    overflow: "hidden",
    whiteSpace: "nowrap",
    textOverflow: "ellipsis",
  },
  extra: { marginBlock: 4, maxWidth: "100%" },
  // antd's Space with `wrap` (small gaps), which brought antd's runtime to every screen with buttons.
  buttons: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: 8 },
  content: { paddingTop: 12 },
  // antd's Typography.Title at level 4 (its measures), as a plain h4: that module came to every screen for it.
  heading4: { margin: 0, fontSize: 20, fontWeight: 600, lineHeight: 1.4, color: "rgba(0, 0, 0, 0.88)" },
} satisfies Record<string, CSSProperties>;

export function PageFrame({
  title,
  breadcrumb,
  back,
  extra,
  children,
}: {
  /** a string is the page's heading (h4); anything else is drawn as given */
  title: ReactNode;
  breadcrumb?: ReactNode;
  /** a back control before the title: its icon and what it does */
  back?: { icon: ReactNode; onBack: () => void };
  /** the screen's buttons, on the right of the title */
  extra?: ReactNode;
  children?: ReactNode;
}) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    back?.onBack();
  };
  return (
    <div className="page-frame">
      {breadcrumb}
      <div className="page-frame-heading" style={styles.heading}>
        <div style={styles.left}>
          {back && (
            <div
              role="button"
              tabIndex={0}
              aria-label={t("common.back")}
              style={styles.back}
              onClick={back.onBack}
              onKeyDown={onKeyDown}
            >
              {back.icon}
            </div>
          )}
          {/* .ant-page-header-heading-title: the class the browser tests find the title by */}
          <span className="ant-page-header-heading-title" style={styles.title}>
            {typeof title === "string" ? (
              <h4 className="refine-pageHeader-title" style={styles.heading4}>
                {title}
              </h4>
            ) : (
              title
            )}
          </span>
        </div>
        {extra && (
          <div style={styles.extra}>
            <div style={styles.buttons}>{extra}</div>
          </div>
        )}
      </div>
      <div style={styles.content}>{children}</div>
    </div>
  );
}
