import CloseCircleFilled from "@ant-design/icons-svg/es/asn/CloseCircleFilled";
import SearchOutlined from "@ant-design/icons-svg/es/asn/SearchOutlined";
import { type CSSProperties, type MouseEvent, useRef } from "react";
import { PlainIcon } from "./PlainIcon";

/**
 * antd's Input.Search with `allowClear` and a primary enter button, drawn without antd (issue 40): a search
 * box named `label`, joined to a button of the same name. Enter (not while an input method is still
 * composing a word) or the button searches with what the box holds; the clear button, shown while it holds
 * something, empties it and searches again. As antd's, the clear button is no Tab stop (Escape empties a
 * search box too) and pressing either button leaves the focus in the box.
 */
export function PlainSearch({
  id,
  label,
  clearLabel,
  placeholder,
  value,
  onChange,
  onSearch,
  style,
}: {
  id?: string;
  label: string;
  /** the clear button's accessible name */
  clearLabel: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  onSearch: (value: string) => void;
  style?: CSSProperties;
}) {
  const input = useRef<HTMLInputElement>(null);
  const keepFocus = (event: MouseEvent) => {
    if (document.activeElement === input.current) event.preventDefault();
  };
  return (
    <span className="plain-search" style={style}>
      <span className="plain-input">
        <input
          ref={input}
          id={id}
          type="search"
          aria-label={label}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.nativeEvent.isComposing) onSearch(value);
          }}
        />
        <button
          type="button"
          tabIndex={-1}
          className="plain-search-clear"
          aria-label={clearLabel}
          // hidden, not removed: the box keeps its width as antd's does
          style={value ? undefined : { visibility: "hidden" }}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            onChange("");
            onSearch("");
            input.current?.focus();
          }}
        >
          <PlainIcon icon={CloseCircleFilled} />
        </button>
      </span>
      <button
        type="button"
        className="plain-button plain-button-primary plain-button-icon plain-search-button"
        aria-label={label}
        onMouseDown={keepFocus}
        onClick={() => onSearch(value)}
      >
        <PlainIcon icon={SearchOutlined} />
      </button>
    </span>
  );
}
