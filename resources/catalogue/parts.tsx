import { Input } from "antd";

/** What a local amount reads as: "182.00 MXN"; a dash when the aggregator said none. */
export const localAmount = (amount: string | null, currency: string | null) =>
  amount === null ? "—" : `${amount}${currency ? ` ${currency}` : ""}`;

/** A plan's price as the owner types it (a decimal string, dollars), named for screen readers by `label`. */
export function PriceInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Input
      aria-label={label}
      prefix="$"
      inputMode="decimal"
      style={{ width: 120 }}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
