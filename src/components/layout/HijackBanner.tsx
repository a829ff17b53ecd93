import { useGetIdentity } from "@refinedev/core";
import { Alert, Button } from "antd";
import { useNavigate } from "react-router";
import { info } from "../../messages";
import { displayName, type Identity } from "../../providers/auth";
import { useServices } from "../../providers/services";

/** While viewing the site as another user: who, and the way back. */
export function HijackBanner() {
  const { data: identity } = useGetIdentity<Identity | null>();
  const { auth } = useServices();
  const navigate = useNavigate();
  if (!identity?.hijacked) return null;

  const by = identity.hijacked_by ? ` Taken over by ${displayName(identity.hijacked_by)}.` : "";
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      message={info.viewingAsAnotherUser}
      description={`You are signed in as ${identity.name} (${identity.email}).${by}`}
      action={
        <Button
          type="primary"
          onClick={() => {
            auth.release();
            navigate("/", { replace: true });
          }}
        >
          Release
        </Button>
      }
    />
  );
}
