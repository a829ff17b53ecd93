import { useState } from "react";
import { Link } from "react-router";
import { PublicPage } from "../../components/layout/PublicPage";
import { PlainResult } from "../../components/plain/PlainResult";
import { usePageTitle } from "../../document-title";
import { t } from "../../i18n";
import { success } from "../../messages";
import { useServices } from "../../providers/services";
import { PlainAuthForm } from "../plain-auth-form";

/**
 * /forgot-password: asks the server to e-mail a reset link; the server's e-mail error is shown. Drawn without
 * antd, as the sign-in page it comes from (src/components/plain/).
 */
export default function ForgotPasswordPage() {
  usePageTitle(t("auth.forgot.title"));
  const { auth } = useServices();
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) {
    return (
      <PublicPage title={t("auth.forgot.checkInbox")}>
        <PlainResult
          status="success"
          title={success.resetEmailSent}
          subTitle={t("auth.forgot.sentTo", { email: sentTo })}
          extra={<Link to="/login">{t("auth.backToSignIn")}</Link>}
        />
      </PublicPage>
    );
  }

  return (
    <PublicPage title={t("auth.forgot.title")}>
      <PlainAuthForm<{ email: string }>
        inputs={[
          {
            name: "email",
            label: t("auth.email"),
            required: t("auth.enterEmail"),
            type: "email",
            autoComplete: "email",
          },
        ]}
        action={auth.provider.forgotPassword}
        toParams={({ email }) => ({ email })}
        noticeKey="forgot-password-error"
        fields={["email"]}
        submitLabel={t("auth.forgot.submit")}
        onSucceeded={({ email }) => setSentTo(email)}
      />
      <div className="plain-below">
        <Link to="/login">{t("auth.backToSignIn")}</Link>
      </div>
    </PublicPage>
  );
}
