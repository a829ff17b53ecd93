import { formatPhone } from "@common/phone";
import { Typography } from "antd";

/**
 * A phone number as it reads on every screen ("(555) 010-0001"), kept on one line: the space after the
 * area code would otherwise let a narrow table column break the number in two.
 */
export function PhoneNumberText({
  digits,
  strong = false,
}: {
  digits: string | null | undefined;
  strong?: boolean;
}) {
  return (
    <Typography.Text strong={strong} style={{ whiteSpace: "nowrap" }}>
      {formatPhone(digits)}
    </Typography.Text>
  );
}
