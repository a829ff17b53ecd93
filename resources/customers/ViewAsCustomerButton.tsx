import { LoginOutlined } from "@ant-design/icons";
import { Button, Tooltip } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useServices } from "../../src/providers/services";

/**
 * "View as customer": POST /api/company/customers/{id}/hijack/, then the auth service's takeover (the same
 * path /hijack/{token}/ uses), then the panel as the customer sees it. A failure shows
 * "Failed to log in as another user" (the auth service says it).
 */
export function ViewAsCustomerButton({
  customerId,
  active,
  size,
}: {
  customerId: number;
  active: boolean;
  size?: "small" | "middle";
}) {
  const { auth } = useServices();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const button = (
    <Button
      size={size}
      icon={<LoginOutlined />}
      loading={pending}
      disabled={!active}
      onClick={async () => {
        setPending(true);
        const ok = await auth.takeOverCustomer(customerId);
        setPending(false);
        if (ok) navigate("/", { replace: true });
      }}
    >
      View as customer
    </Button>
  );
  return active ? button : <Tooltip title="Reactivate the customer first.">{button}</Tooltip>;
}
