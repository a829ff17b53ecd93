import LoadingOutlined from "@ant-design/icons-svg/es/asn/LoadingOutlined";
import type { ReactNode } from "react";
import { PlainIcon } from "./PlainIcon";

/**
 * An order form's submit button drawn without antd (a customer's Refill Now and Rent Now): disabled until
 * there is something to order, a spinner while the order is on its way (then only aria-disabled, so that
 * the button keeps the focus and a second press sends nothing: the form checks `pending`).
 */
export function PlainSubmitButton({
  disabled,
  pending,
  children,
}: {
  disabled: boolean;
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className="plain-button plain-button-primary plain-button-fit"
      disabled={disabled}
      aria-disabled={pending || undefined}
    >
      {pending && (
        <span className="plain-spin-icon">
          <PlainIcon icon={LoadingOutlined} />
        </span>
      )}
      {children}
    </button>
  );
}
