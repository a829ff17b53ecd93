import LoadingOutlined from "@ant-design/icons-svg/es/asn/LoadingOutlined";
import type { ReactNode } from "react";
import { PlainIcon } from "./PlainIcon";

/**
 * A form's submit button drawn without antd (a customer's Refill Now and Rent Now, the sign-in pages):
 * disabled until there is something to send, a spinner while it is on its way (then only aria-disabled, so
 * that the button keeps the focus and a second press sends nothing: the form checks `pending`). `fit`: as
 * wide as its text (an order form's), else the form's width.
 */
export function PlainSubmitButton({
  disabled = false,
  pending,
  fit = false,
  children,
}: {
  disabled?: boolean;
  pending: boolean;
  fit?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className={`plain-button plain-button-primary${fit ? " plain-button-fit" : ""}`}
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
