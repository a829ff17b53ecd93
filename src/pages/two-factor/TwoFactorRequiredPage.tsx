import { useGetIdentity, useLogout } from "@refinedev/core";
import { Button, Typography } from "antd";
import { PublicPage } from "../../components/layout/PublicPage";
import { TwoFactorSetUp } from "../../components/layout/Security";
import { usePageTitle } from "../../document-title";
import { t } from "../../i18n";
import { useServices } from "../../providers/services";

/**
 * What a staff member sees before anything else when their company requires two factors and they have none
 * (issue 39): the server answers 401 to every other call until the app is set up.
 */
export default function TwoFactorRequiredPage() {
  usePageTitle(t("layout.security.requiredTitle"));
  const { auth } = useServices();
  const { refetch: refetchIdentity } = useGetIdentity();
  const { mutate: logout } = useLogout();
  return (
    <PublicPage title={t("layout.security.requiredTitle")}>
      <Typography.Paragraph>{t("layout.security.requiredHint")}</Typography.Paragraph>
      <TwoFactorSetUp
        onEnabled={() => {
          auth.forgetProfile();
          void refetchIdentity();
        }}
      />
      <div style={{ marginTop: 24, textAlign: "center" }}>
        <Button type="link" onClick={() => logout()}>
          {t("layout.security.signOut")}
        </Button>
      </div>
    </PublicPage>
  );
}
