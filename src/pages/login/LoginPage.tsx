import { LockOutlined, MailOutlined, PhoneOutlined } from "@ant-design/icons";
import { Segmented } from "antd";
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

/** /login: e-mail + password, or phone number + PIN (customers). */
export default function LoginPage() {
  usePageTitle(t("auth.login.title"));
  const { auth } = useServices();
  const [method, setMethod] = useState<Method>("email");
  const common = {
    action: auth.provider.login,
    noticeKey: "login-error",
    followReturnPath: true,
    submitLabel: t("auth.login.title"),
  };

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
