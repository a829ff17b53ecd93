import { Input, Result } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { PublicPage } from "../../components/layout/PublicPage";
import { usePageTitle } from "../../document-title";
import { t } from "../../i18n";
import { success } from "../../messages";
import { useServices } from "../../providers/services";
import { AuthForm, BelowForm, RequiredField } from "../auth-form";

/** /forgot-password: asks the server to e-mail a reset link; the server's e-mail error is shown. */
export default function ForgotPasswordPage() {
  usePageTitle(t("auth.forgot.title"));
  const { auth } = useServices();
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) {
    return (
      <PublicPage title={t("auth.forgot.checkInbox")}>
        <Result
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
      <AuthForm<{ email: string }, { email: string }>
        action={auth.provider.forgotPassword}
        toParams={({ email }) => ({ email })}
        noticeKey="forgot-password-error"
        fields={["email"]}
        submitLabel={t("auth.forgot.submit")}
        onSucceeded={({ email }) => setSentTo(email)}
      >
        <RequiredField label={t("auth.email")} name="email" message={t("auth.enterEmail")}>
          <Input type="email" autoComplete="email" />
        </RequiredField>
      </AuthForm>
      <BelowForm>
        <Link to="/login">{t("auth.backToSignIn")}</Link>
      </BelowForm>
    </PublicPage>
  );
}
