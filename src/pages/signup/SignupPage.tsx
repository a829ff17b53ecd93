import { Button, Form, Input, Result } from "antd";
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { PublicPage } from "../../components/PublicPage";
import { FullPageSpin } from "../../components/FullPageSpin";
import type { RegisterParams } from "../../providers/auth";
import { useServices } from "../../providers/services";
import { usePageTitle } from "../../document-title";
import { AuthForm } from "../auth-form";

type Lookup = "checking" | "exists" | "unknown" | "failed";
type SignupValues = Omit<RegisterParams, "company_slug">;

const FIELDS = ["first_name", "last_name", "email", "password"] as const;

/** /signup/{slug}: a customer registers with the company of that slug (checked first). */
export default function SignupPage() {
  const { slug = "" } = useParams();
  const { auth } = useServices();
  const [lookup, setLookup] = useState<Lookup>("checking");
  const [attempt, setAttempt] = useState(0);
  usePageTitle("Sign up");

  useEffect(() => {
    let current = true;
    setLookup("checking");
    auth.companyExists(slug).then(
      (exists) => current && setLookup(exists ? "exists" : "unknown"),
      () => current && setLookup("failed"),
    );
    return () => {
      current = false;
    };
  }, [auth, slug, attempt]);

  if (lookup === "checking") return <FullPageSpin />;

  if (lookup === "unknown") {
    return (
      <PublicPage title="Sign up">
        <Result
          status="warning"
          title="Unknown company"
          subTitle={`No company uses the address "${slug}". Check the sign-up link your company gave you.`}
          extra={<Link to="/login">Go to sign in</Link>}
        />
      </PublicPage>
    );
  }

  if (lookup === "failed") {
    return (
      <PublicPage title="Sign up">
        <Result
          status="error"
          title="The company could not be checked"
          subTitle="The server did not answer. Try again in a moment."
          extra={<Button onClick={() => setAttempt((n) => n + 1)}>Try again</Button>}
        />
      </PublicPage>
    );
  }

  return (
    <PublicPage title="Create your account">
      <AuthForm<SignupValues, RegisterParams>
        action={auth.provider.register}
        toParams={(values) => ({ ...values, company_slug: slug })}
        noticeKey="register-error"
        fields={FIELDS}
        submitLabel="Sign up"
      >
        <Form.Item
          label="First name"
          name="first_name"
          rules={[{ required: true, message: "Enter your first name." }]}
        >
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item
          label="Last name"
          name="last_name"
          rules={[{ required: true, message: "Enter your last name." }]}
        >
          <Input autoComplete="family-name" />
        </Form.Item>
        <Form.Item label="E-mail" name="email" rules={[{ required: true, message: "Enter your e-mail." }]}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item
          label="Password"
          name="password"
          rules={[{ required: true, message: "Choose a password." }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </AuthForm>
      <div style={{ marginTop: 16, textAlign: "center" }}>
        Already have an account? <Link to="/login">Sign in</Link>
      </div>
    </PublicPage>
  );
}
