import { CreditCardOutlined, LoginOutlined } from "@ant-design/icons";
import { Button, Popconfirm, Tooltip } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { t } from "../../src/i18n";
import { useServices } from "../../src/providers/services";

/**
 * What staff hijack a customer's session for: "view" the site as they see it (their home), or "addCard",
 * their Cards page's add form (the API takes a card from its holder only, so staff add one as the customer).
 */
export type HijackPurpose = "view" | "addCard";

/** Each purpose's icon, its page once the session is the customer's, and its texts (`customers.{texts}`). */
const PURPOSES = {
  view: { texts: "viewAs", icon: <LoginOutlined />, then: "/" },
  addCard: { texts: "addCard", icon: <CreditCardOutlined />, then: "/cards/create" },
} as const;

/**
 * "View as customer" (or "Add card"): asks first, naming the customer ("View the site as Casey Customer?"),
 * then POST /api/company/customers/{id}/hijack/, the auth service's hijack (the same path /hijack/{token}/
 * uses), and the panel as the customer sees it, at the purpose's page. A failure shows "Failed to log in as
 * another user" (the auth service says it).
 */
export function ViewAsCustomerButton({
  customerId,
  customerName,
  active,
  size,
  purpose = "view",
}: {
  customerId: number;
  /** the customer as the question names them */
  customerName: string;
  active: boolean;
  size?: "small" | "middle";
  purpose?: HijackPurpose;
}) {
  const { auth, reload } = useServices();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const { texts, icon, then } = PURPOSES[purpose];
  const label = t(`customers.${texts}.button`);
  const button = (
    <Button size={size} icon={icon} loading={pending} disabled={!active}>
      {label}
    </Button>
  );
  if (!active) return <Tooltip title={t("customers.actions.reactivateFirst")}>{button}</Tooltip>;
  return (
    <Popconfirm
      title={t(`customers.${texts}.question`, { name: customerName })}
      description={t(`customers.${texts}.description`)}
      okText={label}
      cancelText={t("common.actions.cancel")}
      onConfirm={async () => {
        setPending(true);
        const ok = await auth.hijackCustomer(customerId);
        setPending(false);
        if (!ok) return;
        if (then === "/") navigate("/", { replace: true });
        else {
          // The customer's panel starts over at the page (a new page load): staff's page, still on screen
          // for the switch, would send the customer home first (it is not theirs), racing a navigation.
          window.history.pushState(null, "", then);
          reload();
        }
      }}
    >
      {button}
    </Popconfirm>
  );
}
