import { PlusOutlined } from "@ant-design/icons";
import { Button, Space, Tooltip } from "antd";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { Link } from "react-router";
import { type OrderPath, orderFor } from "./orderFor";
import type { Customer } from "./types";

// The line form's code loads when "Add phone number" is pressed.
const PhoneNumberForm = lazy(() => import("../phone-numbers/PhoneNumberForm"));

/** Why a deactivated customer's orders are not offered (the server refuses them too). */
const REACTIVATE_FIRST = "Reactivate the customer first.";

/** An order page opened for the customer, or the same button disabled with the reason. */
function OrderButton({
  customer,
  path,
  primary,
  children,
}: {
  customer: Customer;
  path: OrderPath;
  primary?: boolean;
  children: ReactNode;
}) {
  const type = primary ? "primary" : "default";
  if (!customer.is_active)
    return (
      <Tooltip title={REACTIVATE_FIRST}>
        <Button type={type} disabled>
          {children}
        </Button>
      </Tooltip>
    );
  return (
    <Link to={orderFor(path, customer.id)}>
      <Button type={type}>{children}</Button>
    </Link>
  );
}

/**
 * What staff do for a customer from their page: Refill Now and Rent Now opened with the customer chosen,
 * and a new phone number for them (a dialog; their records below show it once saved). Their cards are the
 * customer's own to add (the API takes a card from its holder only), so none is offered here.
 */
export function CustomerActions({ customer }: { customer: Customer }) {
  const [addingLine, setAddingLine] = useState(false);
  return (
    <>
      <Space wrap role="group" aria-label="Customer actions" style={{ marginTop: 16 }}>
        <OrderButton customer={customer} path="/refill-now" primary>
          Refill Now
        </OrderButton>
        <OrderButton customer={customer} path="/rent-now">
          Rent Now
        </OrderButton>
        <Button icon={<PlusOutlined />} onClick={() => setAddingLine(true)}>
          Add phone number
        </Button>
      </Space>
      {addingLine && (
        <Suspense fallback={null}>
          <PhoneNumberForm action="create" customer={customer.id} onClose={() => setAddingLine(false)} />
        </Suspense>
      )}
    </>
  );
}
