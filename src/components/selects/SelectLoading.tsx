import { DownOutlined } from "@ant-design/icons";
import { Input, type SelectProps } from "antd";

/**
 * What a select shows while antd's Select loads (src/components/selects/Select.ts): the same box, its chosen
 * labels or its placeholder, and the arrow. Hidden from assistive technology and from labels (no id):
 * a person or a test looking for the field finds the real one a moment later, never this stand-in.
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
  return (
    <Input
      aria-hidden
      tabIndex={-1}
      readOnly
      value={chosen.join(", ")}
      placeholder={typeof placeholder === "string" ? placeholder : undefined}
      style={style}
      size={size}
      disabled={disabled}
      status={status}
      suffix={<DownOutlined style={{ fontSize: 12, color: "rgba(0, 0, 0, 0.25)" }} />}
    />
  );
}
