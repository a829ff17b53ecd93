import { LoginOutlined } from "@ant-design/icons";
import { Button, Popconfirm, Tooltip } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { t } from "../../src/i18n";
import { useServices } from "../../src/providers/services";

/**
 * "View as customer": asks first, naming the customer ("View the site as Casey Customer?"), then POST
 * /api/company/customers/{id}/hijack/, the auth service's hijack (the same path /hijack/{token}/ uses),
 * and the panel as the customer sees it. A failure shows "Failed to log in as another user" (the auth
 * service says it).
 */
export function ViewAsCustomerButton({
  customerId,
  customerName,
  active,
  size,
}: {
  customerId: number;
  /** the customer as the question names them */
  customerName: string;
  active: boolean;
  size?: "small" | "middle";
}) {
  const { auth } = useServices();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const button = (
    <Button size={size} icon={<LoginOutlined />} loading={pending} disabled={!active}>
      {t("customers.viewAs.button")}
    </Button>
  );
  if (!active) return <Tooltip title={t("customers.actions.reactivateFirst")}>{button}</Tooltip>;
  return (
    <Popconfirm
      title={t("customers.viewAs.question", { name: customerName })}
      description={t("customers.viewAs.description")}
      okText={t("customers.viewAs.button")}
      cancelText={t("common.actions.cancel")}
      onConfirm={async () => {
        setPending(true);
        const ok = await auth.hijackCustomer(customerId);
        setPending(false);
        if (ok) navigate("/", { replace: true });
      }}
    >
      {button}
    </Popconfirm>
  );
}
