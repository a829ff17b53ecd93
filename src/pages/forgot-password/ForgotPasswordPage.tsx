import { Form, Input, Result } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { PublicPage } from "../../components/PublicPage";
import { usePageTitle } from "../../document-title";
import { success } from "../../messages";
import { useServices } from "../../providers/services";
import { AuthForm } from "../auth-form";

/** /forgot-password: asks the server to e-mail a reset link; the server's e-mail error is shown. */
export default function ForgotPasswordPage() {
  usePageTitle("Forgot password");
  const { auth } = useServices();
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) {
    return (
      <PublicPage title="Check your inbox">
        <Result
          status="success"
          title={success.resetEmailSent}
          subTitle={`If ${sentTo} belongs to an account, the e-mail holds a link to choose a new password.`}
          extra={<Link to="/login">Back to sign in</Link>}
        />
      </PublicPage>
    );
  }

  return (
    <PublicPage title="Forgot password">
      <AuthForm<{ email: string }, { email: string }>
        action={auth.provider.forgotPassword}
        toParams={({ email }) => ({ email })}
        noticeKey="forgot-password-error"
        fields={["email"]}
        submitLabel="Send me a reset link"
        onSucceeded={({ email }) => setSentTo(email)}
      >
        <Form.Item label="E-mail" name="email" rules={[{ required: true, message: "Enter your e-mail." }]}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
      </AuthForm>
      <div style={{ marginTop: 16, textAlign: "center" }}>
        <Link to="/login">Back to sign in</Link>
      </div>
    </PublicPage>
  );
}
