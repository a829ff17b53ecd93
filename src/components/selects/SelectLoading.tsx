import DownOutlined from "@ant-design/icons-svg/es/asn/DownOutlined";
import type { SelectProps } from "antd";
import { PlainIcon } from "../plain/PlainIcon";

/**
 * What a select shows while antd's Select loads (src/components/selects/Select.ts): the same box, its chosen
 * labels or its placeholder, and the arrow, in plain elements (a phone's list draws it before antd's runtime
 * is there, issue 40). Hidden from assistive technology and from labels (no id): a person or a test looking
 * for the field finds the real one a moment later, never this stand-in.
 */
export default function SelectLoading({
  value,
  options,
  placeholder,
  style,
  size,
  disabled,
  status,
}: SelectProps) {
  const chosen = (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]).map(
    (one) => {
      const label = options?.find((option) => option.value === one)?.label;
      return typeof label === "string" ? label : String(one);
    },
  );
  const className = [
    "plain-input",
    "plain-select-loading",
    size && size !== "middle" && `plain-input-${size}`,
    disabled && "plain-input-disabled",
    status && `plain-input-${status}`,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <span aria-hidden="true" className={className} style={style}>
      <input
        tabIndex={-1}
        readOnly
        value={chosen.join(", ")}
        placeholder={typeof placeholder === "string" ? placeholder : undefined}
        disabled={disabled}
      />
      <PlainIcon icon={DownOutlined} />
    </span>
  );
}
