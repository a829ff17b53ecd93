import CloseOutlined from "@ant-design/icons-svg/es/asn/CloseOutlined";
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from "react";
import { PlainIcon } from "./PlainIcon";

/**
 * A panel that slides in from the left over the page, drawn as antd's Drawer without antd (issue 40): a modal
 * dialog named `label`. It is drawn only while open; focus goes into it and stays there (Tab cycles), and
 * back to where it was when it closes; Escape, a click on the dimmed page or its close button (`closeLabel`,
 * for a phone's screen reader, which has neither a key nor the page behind to press) closes it; the page
 * behind does not scroll meanwhile.
 */
export function PlainDrawer({
  open,
  onClose,
  label,
  closeLabel,
  width,
  children,
}: {
  open: boolean;
  onClose: () => void;
  label: string;
  /** the close button's accessible name */
  closeLabel: string;
  width: number;
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

  return (
    <div className="plain-drawer-root">
      <div className="plain-drawer-mask" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        className="plain-drawer"
        style={{ width }}
        onKeyDown={onKeyDown}
      >
        {children}
        <button
          type="button"
          className="plain-button plain-button-text plain-button-icon plain-drawer-close"
          aria-label={closeLabel}
          onClick={onClose}
        >
          <PlainIcon icon={CloseOutlined} />
        </button>
      </div>
    </div>
  );
}
