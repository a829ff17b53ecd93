import { PlusOutlined } from "@ant-design/icons";
import { Button, Space, Tooltip } from "antd";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { Link } from "react-router";
import { t } from "../../src/i18n";
import { type OrderPath, orderFor } from "./orderFor";
import type { Customer } from "./types";
import { ViewAsCustomerButton } from "./ViewAsCustomerButton";

// The line form's code loads when "Add phone number" is pressed.
const PhoneNumberForm = lazy(() => import("../phone-numbers/PhoneNumberForm"));

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
  // Why a deactivated customer's orders are not offered (the server refuses them too).
  if (!customer.is_active)
    return (
      <Tooltip title={t("customers.actions.reactivateFirst")}>
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
 * a new phone number for them (a dialog; their records below show it once saved), and a card. The API
 * takes a card from its holder only, so "Add card" asks, then views the site as the customer, on their
 * Cards page's add form.
 */
export function CustomerActions({ customer, name }: { customer: Customer; name: string }) {
  const [addingLine, setAddingLine] = useState(false);
  return (
    <>
      <Space wrap role="group" aria-label={t("customers.actions.group")} style={{ marginTop: 16 }}>
        <OrderButton customer={customer} path="/refill-now" primary>
          {t("customers.actions.refillNow")}
        </OrderButton>
        <OrderButton customer={customer} path="/rent-now">
          {t("customers.actions.rentNow")}
        </OrderButton>
        <Button icon={<PlusOutlined />} onClick={() => setAddingLine(true)}>
          {t("customers.actions.addPhoneNumber")}
        </Button>
        <ViewAsCustomerButton
          purpose="addCard"
          customerId={customer.id}
          customerName={name}
          active={customer.is_active}
        />
      </Space>
      {addingLine && (
        <Suspense fallback={null}>
          <PhoneNumberForm action="create" customer={customer.id} onClose={() => setAddingLine(false)} />
        </Suspense>
      )}
    </>
  );
}
