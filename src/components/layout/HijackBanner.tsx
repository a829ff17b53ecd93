import { useGetIdentity } from "@refinedev/core";
import { Alert, Button } from "antd";
import { useNavigate } from "react-router";
import { info } from "../../messages";
import { displayName, type Identity } from "../../providers/auth";
import { useServices } from "../../providers/services";
import { t } from "../../i18n";

/** While viewing the site as another user: who, and the way back. */
export function HijackBanner() {
  const { data: identity } = useGetIdentity<Identity | null>();
  const { auth } = useServices();
  const navigate = useNavigate();
  if (!identity?.hijacked) return null;

  // two whole sentences: who is signed in, then who took over
  const signedIn = t("layout.hijack.signedInAs", { name: identity.name, email: identity.email });
  const by = identity.hijacked_by
    ? ` ${t("layout.hijack.takenOverBy", { name: displayName(identity.hijacked_by) })}`
    : "";
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      message={info.viewingAsAnotherUser}
      description={`${signedIn}${by}`}
      action={
        <Button
          type="primary"
          onClick={() => {
            auth.release();
            // Back to the customer the member was viewing as, where they left off.
            navigate(`/customers/${identity.id}`, { replace: true });
          }}
        >
          {t("layout.hijack.release")}
        </Button>
      }
    />
  );
}
