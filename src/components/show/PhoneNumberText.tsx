import { formatPhone } from "@common/phone";
import { PlainText } from "../plain/PlainText";

/**
 * A phone number as it reads on every screen ("(555) 010-0001"), kept on one line: the space after the
 * area code would otherwise let a narrow table column break the number in two. Plain text (PlainText), so
 * that a customer's cards draw it without antd (issue 40).
 */
export function PhoneNumberText({
  digits,
  strong = false,
}: {
  digits: string | null | undefined;
  strong?: boolean;
}) {
  return (
    <PlainText strong={strong} style={{ whiteSpace: "nowrap" }}>
      {formatPhone(digits)}
    </PlainText>
  );
}
