import { Button, Flex, Form, Input, Result, type ResultProps, Typography } from "antd";
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { PublicPage } from "../../components/PublicPage";
import { FullPageSpin } from "../../components/FullPageSpin";
import type { RegisterParams } from "../../providers/auth";
import { useServices } from "../../providers/services";
import { usePageTitle } from "../../document-title";
import { AuthForm } from "../auth-form";
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
          alt={`${company.name} logo`}
          style={{ maxHeight: 96, maxWidth: "min(320px, 80vw)", objectFit: "contain", display: "block" }}
        />
      )}
      <Typography.Text strong style={{ fontSize: 20, textAlign: "center" }}>
        {company.name}
      </Typography.Text>
    </Flex>
  );
}
type SignupValues = Omit<RegisterParams, "company_slug">;

/** The form's fields, in order; the server's field errors land beside them by name. */
const FIELDS = [
  { name: "first_name", label: "First name", message: "Enter your first name.", autoComplete: "given-name" },
  { name: "last_name", label: "Last name", message: "Enter your last name.", autoComplete: "family-name" },
  { name: "email", label: "E-mail", message: "Enter your e-mail.", autoComplete: "email", type: "email" },
  { name: "password", label: "Password", message: "Choose a password.", autoComplete: "new-password" },
];

/** Why the sign-up form is not shown: the company's address is unknown, or could not be checked. */
function LookupResult(result: ResultProps) {
  return (
    <PublicPage title="Sign up">
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
  usePageTitle("Sign up");

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
        title="Unknown company"
        subTitle={`No company uses the address "${slug}". Check the sign-up link your company gave you.`}
        extra={<Link to="/login">Go to sign in</Link>}
      />
    );
  }

  if (lookup === "failed") {
    return (
      <LookupResult
        status="error"
        title="The company could not be checked"
        subTitle="The server did not answer. Try again in a moment."
        extra={<Button onClick={() => setAttempt((n) => n + 1)}>Try again</Button>}
      />
    );
  }

  return (
    <PublicPage
      title={company?.name ? `Create your account with ${company.name}` : "Create your account"}
      brand={company && <CompanyHeading company={company} />}
    >
      <AuthForm<SignupValues, RegisterParams>
        action={auth.provider.register}
        toParams={(values) => ({ ...values, company_slug: slug })}
        noticeKey="register-error"
        fields={FIELDS.map((field) => field.name)}
        submitLabel="Sign up"
      >
        {FIELDS.map(({ name, label, message, autoComplete, type }) => (
          <Form.Item key={name} label={label} name={name} rules={[{ required: true, message }]}>
            {name === "password" ? (
              <Input.Password autoComplete={autoComplete} />
            ) : (
              <Input type={type} autoComplete={autoComplete} />
            )}
          </Form.Item>
        ))}
      </AuthForm>
      <div style={{ marginTop: 16, textAlign: "center" }}>
        Already have an account? <Link to="/login">Sign in</Link>
      </div>
    </PublicPage>
  );
}
