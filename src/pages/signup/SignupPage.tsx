import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { PublicPage } from "../../components/layout/PublicPage";
import { smsPhoneToSend } from "../../components/forms/TextsConsent";
import { FullPageSpin } from "../../components/layout/FullPageSpin";
import { PlainResult } from "../../components/plain/PlainResult";
import type { RegisterParams } from "../../providers/auth";
import { useServices } from "../../providers/services";
import { usePageTitle } from "../../document-title";
import { t } from "../../i18n";
import { PlainAuthForm, type PlainInput } from "../plain-auth-form";
import { type CompanyLookup, lookupCompany } from "./company-lookup";

type Lookup = "checking" | "exists" | "unknown" | "failed";

/** The company's logo above its name, where the product's name stands on the other public pages. */
function CompanyHeading({ company }: { company: CompanyLookup }) {
  const { http } = useServices();
  if (!company.name) return null;
  return (
    <div className="plain-company">
      {company.logo_url && (
        <img src={http.url(company.logo_url)} alt={t("layout.companyLogo", { company: company.name })} />
      )}
      <strong>{company.name}</strong>
    </div>
  );
}

/**
 * The form's fields, in order (functions: their texts are read in the language of the moment); the server's
 * field errors land beside them by name. Last, the customer's consent to texts, as on their profile
 * (TextsConsent): a box to tick, and the number to text once it is ticked.
 */
const signupInputs = (): readonly PlainInput[] => [
  {
    name: "first_name",
    label: t("auth.signup.firstName"),
    required: t("auth.signup.enterFirstName"),
    autoComplete: "given-name",
  },
  {
    name: "last_name",
    label: t("auth.signup.lastName"),
    required: t("auth.signup.enterLastName"),
    autoComplete: "family-name",
  },
  {
    name: "email",
    label: t("auth.email"),
    required: t("auth.enterEmail"),
    autoComplete: "email",
    type: "email",
  },
  {
    name: "password",
    label: t("auth.password"),
    required: t("auth.reset.choosePassword"),
    autoComplete: "new-password",
    secret: true,
  },
  {
    name: "phone_number",
    label: t("auth.signup.phoneNumber"),
    hint: t("auth.signup.phoneNumberHint"),
    type: "tel",
    inputMode: "tel",
    autoComplete: "tel",
  },
  {
    name: "texts",
    label: t("layout.profile.textsAgree"),
    checkbox: true,
    section: t("layout.profile.texts"),
  },
  {
    name: "sms_phone",
    label: t("layout.profile.textsNumber"),
    required: t("layout.profile.textsNumberRequired"),
    hint: t("layout.profile.textsExtra"),
    inputMode: "tel",
    autoComplete: "tel",
    shownWhen: "texts",
  },
];

/** The typed values → the registration's parameters: a blank phone number is not sent (it is optional). */
function toRegisterParams(slug: string, values: Record<string, string>): RegisterParams {
  const { first_name = "", last_name = "", email = "", password = "", phone_number = "" } = values;
  const consent = smsPhoneToSend(values.texts === "on", values.sms_phone, false);
  return {
    first_name,
    last_name,
    email,
    password,
    company_slug: slug,
    ...(phone_number.trim() ? { phone_number: phone_number.trim() } : {}),
    ...(consent ? { sms_phone: consent } : {}),
  };
}

/**
 * /signup/{slug}: a customer registers with the company of that slug (checked first). Drawn without antd
 * (src/components/plain/), as the sign-in page is: a customer signs up from a phone as often as not.
 */
export default function SignupPage() {
  const { slug = "" } = useParams();
  const { auth, http } = useServices();
  const [lookup, setLookup] = useState<Lookup>("checking");
  const [company, setCompany] = useState<CompanyLookup | null>(null);
  const [attempt, setAttempt] = useState(0);
  usePageTitle(t("auth.signup.title"));
  const inputs = signupInputs();

  useEffect(() => {
    let current = true;
    setLookup("checking");
    lookupCompany(http, slug).then(
      (found) => {
        if (!current) return;
        setCompany(found);
        setLookup(found.exists === true ? "exists" : "unknown");
      },
      () => current && setLookup("failed"),
    );
    return () => {
      current = false;
    };
  }, [http, slug, attempt]);

  if (lookup === "checking") return <FullPageSpin />;

  if (lookup === "unknown") {
    return (
      <PublicPage title={t("auth.signup.title")}>
        <PlainResult
          status="warning"
          title={t("auth.signup.unknownCompany")}
          subTitle={t("auth.signup.unknownCompanyHint", { slug })}
          extra={<Link to="/login">{t("auth.signup.goToSignIn")}</Link>}
        />
      </PublicPage>
    );
  }

  if (lookup === "failed") {
    return (
      <PublicPage title={t("auth.signup.title")}>
        <PlainResult
          status="error"
          title={t("auth.signup.notChecked")}
          subTitle={t("auth.signup.notCheckedHint")}
          extra={
            <button
              type="button"
              className="plain-button plain-button-default"
              onClick={() => setAttempt((n) => n + 1)}
            >
              {t("common.actions.tryAgain")}
            </button>
          }
        />
      </PublicPage>
    );
  }

  return (
    <PublicPage
      title={
        company?.name
          ? t("auth.signup.createAccountWith", { company: company.name })
          : t("auth.signup.createAccount")
      }
      brand={company && <CompanyHeading company={company} />}
    >
      <PlainAuthForm<RegisterParams>
        inputs={inputs}
        action={auth.provider.register}
        toParams={(values) => toRegisterParams(slug, values)}
        noticeKey="register-error"
        fields={inputs.map((input) => input.name)}
        submitLabel={t("auth.signup.title")}
      />
      <div className="plain-below">
        {t("auth.signup.haveAccount")} <Link to="/login">{t("auth.signup.signIn")}</Link>
      </div>
    </PublicPage>
  );
}
