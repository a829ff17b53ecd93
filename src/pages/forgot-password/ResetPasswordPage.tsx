import { Form, Input, Result, Typography } from "antd";
import { Link, useSearchParams } from "react-router";
import { PublicPage } from "../../components/PublicPage";
import { usePageTitle } from "../../document-title";
import { useServices } from "../../providers/services";
import { AuthForm } from "../auth-form";

interface ResetValues {
  password: string;
  repeat: string;
}

/** The page's words for a reset, and for a first password (an invitation or a welcome: `&welcome=1`). */
const WORDS = {
  reset: {
    title: "Choose a new password",
    intro: null,
    password: "New password",
    repeat: "Repeat the new password",
    submit: "Set the new password",
  },
  welcome: {
    title: "Choose your password",
    intro: "Welcome! Choose the password you will sign in with, together with your e-mail address.",
    password: "Password",
    repeat: "Repeat the password",
    submit: "Set my password",
  },
} as const;

/**
 * /forgot-password/confirm?token=…: the link of the reset e-mail, and of the invitation and welcome e-mails
 * (`&welcome=1`); the server's error body is shown.
 */
export default function ResetPasswordPage() {
  const { auth } = useServices();
  const [search] = useSearchParams();
  const token = search.get("token") ?? "";
  const words = search.get("welcome") === "1" ? WORDS.welcome : WORDS.reset;
  usePageTitle(words.title);

  if (!token) {
    return (
      <PublicPage title={words.title}>
        <Result
          status="warning"
          title="This link is incomplete"
          subTitle="Open the link from the e-mail exactly as it is, or ask for a new one."
          extra={<Link to="/forgot-password">Ask for a new link</Link>}
        />
      </PublicPage>
    );
  }

  return (
    <PublicPage title={words.title}>
      {words.intro && <Typography.Paragraph>{words.intro}</Typography.Paragraph>}
      <AuthForm<ResetValues, { password: string; token: string }>
        action={auth.provider.updatePassword}
        toParams={({ password }) => ({ password, token })}
        noticeKey="update-password-error"
        fields={["password"]}
        submitLabel={words.submit}
      >
        <Form.Item
          label={words.password}
          name="password"
          rules={[{ required: true, message: "Choose a password." }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={words.repeat}
          name="repeat"
          dependencies={["password"]}
          rules={[
            { required: true, message: "Repeat the password." },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || value === getFieldValue("password")
                  ? Promise.resolve()
                  : Promise.reject(new Error("The two passwords differ.")),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </AuthForm>
      <div style={{ marginTop: 16, textAlign: "center" }}>
        <Link to="/forgot-password">Ask for a new link</Link>
      </div>
    </PublicPage>
  );
}
