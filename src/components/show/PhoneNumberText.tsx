import { formatPhone } from "@common/phone";
import { Typography } from "antd";

/**
 * A phone number as it reads on every screen ("(555) 010-0001"), kept on one line: the space after the
 * area code would otherwise let a narrow table column break the number in two.
 */
export function PhoneNumberText({
  digits,
  strong = false,
  plain = false,
}: {
  digits: string | null | undefined;
  strong?: boolean;
  /** as a plain element (a customer's light cards), not antd's Typography */
  plain?: boolean;
}) {
  if (plain) {
    const Element = strong ? "strong" : "span";
    return <Element style={{ whiteSpace: "nowrap" }}>{formatPhone(digits)}</Element>;
  }
  return (
    <Typography.Text strong={strong} style={{ whiteSpace: "nowrap" }}>
      {formatPhone(digits)}
    </Typography.Text>
  );
}
