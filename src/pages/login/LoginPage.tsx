import { LockOutlined, MailOutlined, PhoneOutlined, SafetyOutlined } from "@ant-design/icons";
import { Button, Segmented, Typography } from "antd";
// Input and Password alone: antd's Input index also brings TextArea (~3 KB gzip) to the sign-in page.
import Input from "antd/es/input/Input";
import Password from "antd/es/input/Password";
import { useState } from "react";
import { Link } from "react-router";
import { PublicPage } from "../../components/layout/PublicPage";
import { usePageTitle } from "../../document-title";
import { t } from "../../i18n";
import type { LoginParams } from "../../providers/auth";
import { useServices } from "../../providers/services";
import { AuthForm, BelowForm, RequiredField } from "../auth-form";

type Method = "email" | "phone";

/** A right password for an account with a second factor: the challenge, and whose sign-in it is. */
interface Pending {
  challenge: string;
  email?: string;
  phoneNumber?: string;
}

/**
 * /login: e-mail + password, or phone number + PIN (customers); for an account with a second factor, then
 * the authenticator's code (or a recovery code).
 */
export default function LoginPage() {
  usePageTitle(t("auth.login.title"));
  const { auth } = useServices();
  const [method, setMethod] = useState<Method>("email");
  const [pending, setPending] = useState<Pending | null>(null);
  const login = async (params: LoginParams) => {
    const result = await auth.provider.login(params);
    if (result.success && typeof result.challenge === "string") {
      const who = params as { email?: string; phoneNumber?: string };
      setPending({ challenge: result.challenge, email: who.email, phoneNumber: who.phoneNumber });
    }
    return result;
  };
  const common = {
    action: login,
    noticeKey: "login-error",
    followReturnPath: true,
    submitLabel: t("auth.login.title"),
  };

  if (pending)
    return (
      <PublicPage title={t("auth.login.codeTitle")}>
        <Typography.Paragraph>{t("auth.login.codeHint")}</Typography.Paragraph>
        <AuthForm<{ code: string }, LoginParams>
          key="code"
          {...common}
          submitLabel={t("auth.login.verify")}
          toParams={({ code }) => ({ ...pending, code })}
          fields={["code"]}
        >
          <RequiredField label={t("auth.login.code")} name="code" message={t("auth.login.enterCode")}>
            <Input
              prefix={<SafetyOutlined />}
              inputMode="text"
              autoComplete="one-time-code"
              autoFocus
              maxLength={32}
            />
          </RequiredField>
        </AuthForm>
        <BelowForm>
          <Button type="link" onClick={() => setPending(null)}>
            {t("auth.login.startOver")}
          </Button>
        </BelowForm>
      </PublicPage>
    );

  return (
    <PublicPage title={t("auth.login.title")}>
      <Segmented<Method>
        block
        value={method}
        onChange={setMethod}
        options={[
          { value: "email", label: t("auth.login.emailAndPassword") },
          { value: "phone", label: t("auth.login.phoneAndPin") },
        ]}
        style={{ marginBottom: 24 }}
      />
      {method === "email" ? (
        <AuthForm<{ email: string; password: string }, LoginParams>
          key="email"
          {...common}
          toParams={(values) => values}
          fields={["email", "password"]}
        >
          <RequiredField label={t("auth.email")} name="email" message={t("auth.enterEmail")}>
            <Input prefix={<MailOutlined />} type="email" autoComplete="username" />
          </RequiredField>
          <RequiredField label={t("auth.password")} name="password" message={t("auth.login.enterPassword")}>
            <Password prefix={<LockOutlined />} autoComplete="current-password" />
          </RequiredField>
        </AuthForm>
      ) : (
        <AuthForm<{ phoneNumber: string; pin: string }, LoginParams>
          key="phone"
          {...common}
          toParams={(values) => values}
          fields={{ phone_number: "phoneNumber", pin: "pin" }}
        >
          <RequiredField
            label={t("auth.login.phoneNumber")}
            name="phoneNumber"
            message={t("auth.login.enterPhoneNumber")}
          >
            <Input prefix={<PhoneOutlined />} type="tel" autoComplete="tel" />
          </RequiredField>
          <RequiredField label={t("auth.login.pin")} name="pin" message={t("auth.login.enterPin")}>
            <Password prefix={<LockOutlined />} inputMode="numeric" autoComplete="current-password" />
          </RequiredField>
        </AuthForm>
      )}
      <BelowForm>
        <Link to="/forgot-password">{t("auth.login.forgotPassword")}</Link>
      </BelowForm>
    </PublicPage>
  );
}
