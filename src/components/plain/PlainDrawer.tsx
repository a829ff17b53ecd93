import CloseOutlined from "@ant-design/icons-svg/es/asn/CloseOutlined";
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from "react";
import { PlainIcon } from "./PlainIcon";

/**
 * A panel that slides in over the page, drawn as antd's Drawer without antd (issue 40): a modal dialog named
 * `label`, from the left (the phone's menu) or from the bottom (a list's filters on a phone). It is drawn
 * only while open; focus goes into it and stays there (Tab cycles), and back to where it was when it closes;
 * Escape, a click on the dimmed page or its close button (`closeLabel`, for a phone's screen reader, which
 * has neither a key nor the page behind to press) closes it; the page behind does not scroll meanwhile.
 *
 * With `header` it is laid out as antd's Drawer with a title: a header holding the close button and `label`,
 * the body, then `footer` if any. Without, the content draws its own top and the close button floats at its
 * right.
 */
export function PlainDrawer({
  open,
  onClose,
  label,
  closeLabel,
  placement = "left",
  width,
  header = false,
  footer,
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  label: string;
  /** the close button's accessible name */
  closeLabel: string;
  placement?: "left" | "bottom";
  /** a left drawer's width; a bottom one spans the screen and is as tall as its content */
  width?: number;
  /** `label` shown as the title in antd's header */
  header?: boolean;
  /** under the body, with `header` */
  footer?: ReactNode;
  /** the panel's own class, for what its content needs (a body's padding) */
  className?: string;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    panel.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
      before?.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !panel.current) return;
    const focusable = Array.from(
      panel.current.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), [tabindex='0']"),
    );
    if (focusable.length === 0) return event.preventDefault();
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const at = document.activeElement;
    if (event.shiftKey && (at === first || at === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && at === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const close = (
    <button
      type="button"
      className={
        header
          ? "plain-drawer-close"
          : "plain-button plain-button-text plain-button-icon plain-drawer-close plain-drawer-close-floating"
      }
      aria-label={closeLabel}
      onClick={onClose}
    >
      <PlainIcon icon={CloseOutlined} />
    </button>
  );

  return (
    <div className="plain-drawer-root">
      <div className="plain-drawer-mask" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        className={["plain-drawer", `plain-drawer-${placement}`, className].filter(Boolean).join(" ")}
        style={width === undefined ? undefined : { width }}
        onKeyDown={onKeyDown}
      >
        {header ? (
          <>
            <div className="plain-drawer-header">
              {close}
              <div className="plain-drawer-title">{label}</div>
            </div>
            <div className="plain-drawer-body">{children}</div>
            {footer && <div className="plain-drawer-footer">{footer}</div>}
          </>
        ) : (
          <>
            {children}
            {close}
          </>
        )}
      </div>
    </div>
  );
}
