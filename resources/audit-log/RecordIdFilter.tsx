import { Input } from "antd";
import { useEffect, useState } from "react";
import type { FilterInputProps } from "../../src/resource-kit/types";
import { clearable } from "../../src/components/forms/clearable";

/**
 * The number of one record (with the record type): searched when the user presses Enter or leaves the
 * box, not at every keystroke; cleared at once.
 */
export function RecordIdFilter({
  value,
  onChange,
  placeholder,
  style,
  "aria-label": label,
}: FilterInputProps) {
  const current = typeof value === "string" || typeof value === "number" ? String(value) : "";
  const [text, setText] = useState(current);
  useEffect(() => setText(current), [current]);
  const commit = (next: string) => {
    const trimmed = next.trim();
    if (trimmed !== current) onChange(trimmed || undefined);
  };
  return (
    <Input
      aria-label={label}
      placeholder={placeholder}
      style={style}
      allowClear={clearable()}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        if (e.target.value === "") commit("");
      }}
      onPressEnter={() => commit(text)}
      onBlur={() => commit(text)}
    />
  );
}
