import { Button, Form, Input, Result } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { FormMessages } from "../../components/FormMessages";
import { PublicPage } from "../../components/PublicPage";
import { applyServerErrors } from "../../components/form-errors";
import { usePageTitle } from "../../document-title";
import { success } from "../../messages";
import { useServices } from "../../providers/services";
import { useAuthAction } from "../use-auth-action";

/** /forgot-password: asks the server to e-mail a reset link; the server's e-mail error is shown. */
export default function ForgotPasswordPage() {
  const [form] = Form.useForm<{ email: string }>();
  const [messages, setMessages] = useState<string[]>([]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  usePageTitle("Forgot password");
  const { auth } = useServices();
  const { run: forgotPassword, isPending } = useAuthAction<{ email: string }>(auth.provider.forgotPassword, {
    key: "forgot-password-error",
  });

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
      <FormMessages messages={messages} />
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        // The server checks the address and its text is the one shown (SPEC.md §5).
        noValidate
        onFinish={async ({ email }) => {
          setMessages([]);
          const result = await forgotPassword({ email });
          if (result.success) setSentTo(email);
          else setMessages(applyServerErrors(form, result.error, ["email"]));
        }}
      >
        <Form.Item label="E-mail" name="email" rules={[{ required: true, message: "Enter your e-mail." }]}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isPending}>
          Send me a reset link
        </Button>
      </Form>
      <div style={{ marginTop: 16, textAlign: "center" }}>
        <Link to="/login">Back to sign in</Link>
      </div>
    </PublicPage>
  );
}
