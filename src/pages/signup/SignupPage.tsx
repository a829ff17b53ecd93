import { Button, Flex, Form, Input, Result, type ResultProps, Typography } from "antd";
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { PublicPage } from "../../components/layout/PublicPage";
import { smsPhoneToSend, TextsConsent } from "../../components/forms/TextsConsent";
import { FullPageSpin } from "../../components/layout/FullPageSpin";
import type { RegisterParams } from "../../providers/auth";
import { useServices } from "../../providers/services";
import { usePageTitle } from "../../document-title";
import { t } from "../../i18n";
import { AuthForm, BelowForm, RequiredField } from "../auth-form";
import { type CompanyLookup, lookupCompany } from "./company-lookup";

type Lookup = "checking" | "exists" | "unknown" | "failed";

/** The company's logo above its name, where the product's name stands on the other public pages. */
function CompanyHeading({ company }: { company: CompanyLookup }) {
  const { http } = useServices();
  if (!company.name) return null;
  return (
    <Flex vertical align="center" gap={8}>
      {company.logo_url && (
        <img
          src={http.url(company.logo_url)}
          alt={t("layout.companyLogo", { company: company.name })}
          style={{ maxHeight: 96, maxWidth: "min(320px, 80vw)", objectFit: "contain", display: "block" }}
        />
      )}
      <Typography.Text strong style={{ fontSize: 20, textAlign: "center" }}>
        {company.name}
      </Typography.Text>
    </Flex>
  );
}
type SignupValues = Omit<RegisterParams, "company_slug"> & { texts?: boolean };

/** The form's fields, in order; the server's field errors land beside them by name. */
const signupFields = () => [
  {
    name: "first_name",
    label: t("auth.signup.firstName"),
    message: t("auth.signup.enterFirstName"),
    autoComplete: "given-name",
  },
  {
    name: "last_name",
    label: t("auth.signup.lastName"),
    message: t("auth.signup.enterLastName"),
    autoComplete: "family-name",
  },
  {
    name: "email",
    label: t("auth.email"),
    message: t("auth.enterEmail"),
    autoComplete: "email",
    type: "email",
  },
  {
    name: "password",
    label: t("auth.password"),
    message: t("auth.reset.choosePassword"),
    autoComplete: "new-password",
  },
];

/** Why the sign-up form is not shown: the company's address is unknown, or could not be checked. */
function LookupResult(result: ResultProps) {
  return (
    <PublicPage title={t("auth.signup.title")}>
      <Result {...result} />
    </PublicPage>
  );
}

/** /signup/{slug}: a customer registers with the company of that slug (checked first). */
export default function SignupPage() {
  const { slug = "" } = useParams();
  const { auth, http } = useServices();
  const [lookup, setLookup] = useState<Lookup>("checking");
  const [company, setCompany] = useState<CompanyLookup | null>(null);
  const [attempt, setAttempt] = useState(0);
  usePageTitle(t("auth.signup.title"));
  const FIELDS = signupFields();

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
      <LookupResult
        status="warning"
        title={t("auth.signup.unknownCompany")}
        subTitle={t("auth.signup.unknownCompanyHint", { slug })}
        extra={<Link to="/login">{t("auth.signup.goToSignIn")}</Link>}
      />
    );
  }

  if (lookup === "failed") {
    return (
      <LookupResult
        status="error"
        title={t("auth.signup.notChecked")}
        subTitle={t("auth.signup.notCheckedHint")}
        extra={<Button onClick={() => setAttempt((n) => n + 1)}>{t("common.actions.tryAgain")}</Button>}
      />
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
      <AuthForm<SignupValues, RegisterParams>
        action={auth.provider.register}
        // A blank phone number is not sent: the call takes it as optional.
        toParams={({ phone_number, texts, sms_phone, ...values }) => {
          const consent = smsPhoneToSend(texts, sms_phone, false);
          return {
            ...values,
            company_slug: slug,
            ...(phone_number?.trim() ? { phone_number: phone_number.trim() } : {}),
            ...(consent ? { sms_phone: consent } : {}),
          };
        }}
        noticeKey="register-error"
        fields={[...FIELDS.map((field) => field.name), "phone_number", "sms_phone"]}
        submitLabel={t("auth.signup.title")}
      >
        {FIELDS.map(({ name, label, message, autoComplete, type }) => (
          <RequiredField key={name} label={label} name={name} message={message}>
            {name === "password" ? (
              <Input.Password autoComplete={autoComplete} />
            ) : (
              <Input type={type} autoComplete={autoComplete} />
            )}
          </RequiredField>
        ))}
        <Form.Item
          label={t("auth.signup.phoneNumber")}
          name="phone_number"
          extra={t("auth.signup.phoneNumberHint")}
        >
          <Input type="tel" inputMode="tel" autoComplete="tel" />
        </Form.Item>
        <TextsConsent since={null} />
      </AuthForm>
      <BelowForm>
        {t("auth.signup.haveAccount")} <Link to="/login">{t("auth.signup.signIn")}</Link>
      </BelowForm>
    </PublicPage>
  );
}
