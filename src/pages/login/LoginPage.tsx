import LockOutlined from "@ant-design/icons-svg/es/asn/LockOutlined";
import MailOutlined from "@ant-design/icons-svg/es/asn/MailOutlined";
import PhoneOutlined from "@ant-design/icons-svg/es/asn/PhoneOutlined";
import SafetyOutlined from "@ant-design/icons-svg/es/asn/SafetyOutlined";
import { useState } from "react";
import { Link } from "react-router";
import { PublicPage } from "../../components/layout/PublicPage";
import { usePageTitle } from "../../document-title";
import { t } from "../../i18n";
import type { LoginParams } from "../../providers/auth";
import { useServices } from "../../providers/services";
import { PlainAuthForm, type PlainInput } from "../plain-auth-form";

type Method = "email" | "phone";

/** A right password for an account with a second factor: the challenge, and whose sign-in it is. */
interface Pending {
  challenge: string;
  email?: string;
  phoneNumber?: string;
}

/** The fields of each step (functions: their texts are read in the language of the moment). */
const emailInputs = (): readonly PlainInput[] => [
  {
    name: "email",
    label: t("auth.email"),
    required: t("auth.enterEmail"),
    icon: MailOutlined,
    type: "email",
    autoComplete: "username",
  },
  {
    name: "password",
    label: t("auth.password"),
    required: t("auth.login.enterPassword"),
    icon: LockOutlined,
    secret: true,
    autoComplete: "current-password",
  },
];

const phoneInputs = (): readonly PlainInput[] => [
  {
    name: "phoneNumber",
    label: t("auth.login.phoneNumber"),
    required: t("auth.login.enterPhoneNumber"),
    icon: PhoneOutlined,
    type: "tel",
    autoComplete: "tel",
  },
  {
    name: "pin",
    label: t("auth.login.pin"),
    required: t("auth.login.enterPin"),
    icon: LockOutlined,
    secret: true,
    inputMode: "numeric",
    autoComplete: "current-password",
  },
];

const codeInputs = (): readonly PlainInput[] => [
  {
    name: "code",
    label: t("auth.login.code"),
    required: t("auth.login.enterCode"),
    icon: SafetyOutlined,
    inputMode: "text",
    autoComplete: "one-time-code",
    autoFocus: true,
    maxLength: 32,
  },
];

/**
 * /login: e-mail + password, or phone number + PIN (customers); for an account with a second factor, then
 * the authenticator's code (or a recovery code). Drawn without antd (src/components/plain/): it is the first
 * page most visits download, on a customer's phone as often as not (issue 40).
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
        <p>{t("auth.login.codeHint")}</p>
        <PlainAuthForm<LoginParams>
          key="code"
          {...common}
          inputs={codeInputs()}
          submitLabel={t("auth.login.verify")}
          toParams={({ code }) => ({ ...pending, code })}
          fields={["code"]}
        />
        <div className="plain-below">
          <button type="button" className="plain-link-button" onClick={() => setPending(null)}>
            {t("auth.login.startOver")}
          </button>
        </div>
      </PublicPage>
    );

  const methods: Array<{ value: Method; label: string }> = [
    { value: "email", label: t("auth.login.emailAndPassword") },
    { value: "phone", label: t("auth.login.phoneAndPin") },
  ];
  return (
    <PublicPage title={t("auth.login.title")}>
      <fieldset className="plain-segmented">
        <legend className="plain-visually-hidden">{t("auth.login.method")}</legend>
        {methods.map(({ value, label }) => (
          <label key={value}>
            <input
              type="radio"
              name="sign-in-method"
              value={value}
              checked={method === value}
              onChange={() => setMethod(value)}
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      {method === "email" ? (
        <PlainAuthForm<LoginParams>
          key="email"
          {...common}
          inputs={emailInputs()}
          toParams={({ email, password }) => ({ email, password })}
          fields={["email", "password"]}
        />
      ) : (
        <PlainAuthForm<LoginParams>
          key="phone"
          {...common}
          inputs={phoneInputs()}
          toParams={({ phoneNumber, pin }) => ({ phoneNumber, pin })}
          fields={{ phone_number: "phoneNumber", pin: "pin" }}
        />
      )}
      <div className="plain-below">
        <Link to="/forgot-password">{t("auth.login.forgotPassword")}</Link>
      </div>
    </PublicPage>
  );
}
