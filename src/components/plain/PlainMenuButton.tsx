import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";

export interface PlainMenuEntry {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  onSelect: () => void;
}

/**
 * A button that opens a short menu of actions, drawn as antd's Dropdown is drawn, without antd (issue 40): the
 * WAI-ARIA menu button. Opening it puts focus on the first entry; the arrows, Home and End move it; Enter
 * or Space (a click) chooses; Escape closes and gives focus back to the button, as a click outside or Tab
 * closes it. `heading` is a line above the entries that is not one (the user's name on a phone).
 */
export function PlainMenuButton({
  children,
  label,
  heading,
  entries,
  className = "plain-button plain-button-text",
}: {
  /** the button's content */
  children: ReactNode;
  /** its accessible name when its content is an icon only */
  label?: string;
  heading?: ReactNode;
  entries: PlainMenuEntry[];
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const id = useId();

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? []);
  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  const onMenuKey = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => all[(index + all.length) % all.length]?.focus();
    switch (event.key) {
      case "ArrowDown":
        moveTo(at + 1);
        break;
      case "ArrowUp":
        moveTo(at - 1);
        break;
      case "Home":
        moveTo(0);
        break;
      case "End":
        moveTo(all.length - 1);
        break;
      case "Escape":
        close(true);
        break;
      case "Tab":
        close(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <span className="plain-menu-anchor">
      <button
        ref={button}
        type="button"
        className={className}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {children}
      </button>
      {open && (
        <ul ref={menu} id={id} role="menu" aria-label={label} className="plain-menu" onKeyDown={onMenuKey}>
          {heading && (
            <li role="none" className="plain-menu-heading">
              {heading}
            </li>
          )}
          {entries.map((entry) => (
            <li key={entry.key} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="plain-menu-item"
                onClick={() => {
                  close(true);
                  entry.onSelect();
                }}
              >
                {entry.icon}
                <span>{entry.label}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </span>
  );
}
