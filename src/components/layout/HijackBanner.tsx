import InfoCircleFilled from "@ant-design/icons-svg/es/asn/InfoCircleFilled";
import { useGetIdentity } from "@refinedev/core";
import { useNavigate } from "react-router";
import { info } from "../../messages";
import { displayName, type Identity } from "../../providers/auth";
import { useServices } from "../../providers/services";
import { t } from "../../i18n";
import { PlainIcon } from "../plain/PlainIcon";

/** While viewing the site as another user: who, and the way back. antd's info Alert in plain elements. */
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
    <div role="alert" className="plain-alert plain-alert-info">
      <span className="plain-alert-icon">
        <PlainIcon icon={InfoCircleFilled} />
      </span>
      <div className="plain-alert-content">
        <div className="plain-alert-message">{info.viewingAsAnotherUser}</div>
        <div className="plain-alert-description">{`${signedIn}${by}`}</div>
      </div>
      <div className="plain-alert-action">
        <button
          type="button"
          className="plain-button plain-button-primary plain-button-fit"
          onClick={() => {
            auth.release();
            // Back to the customer the member was viewing as, where they left off.
            navigate(`/customers/${identity.id}`, { replace: true });
          }}
        >
          {t("layout.hijack.release")}
        </button>
      </div>
    </div>
  );
}
