import { Form, Input, Result } from "antd";
import { Link, useSearchParams } from "react-router";
import { PublicPage } from "../../components/PublicPage";
import { usePageTitle } from "../../document-title";
import { useServices } from "../../providers/services";
import { AuthForm } from "../auth-form";

interface ResetValues {
  password: string;
  repeat: string;
}

/** /forgot-password/confirm?token=…: the link of the reset e-mail; the server's error body is shown. */
export default function ResetPasswordPage() {
  usePageTitle("Choose a new password");
  const { auth } = useServices();
  const [search] = useSearchParams();
  const token = search.get("token") ?? "";

  if (!token) {
    return (
      <PublicPage title="Choose a new password">
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
    <PublicPage title="Choose a new password">
      <AuthForm<ResetValues, { password: string; token: string }>
        action={auth.provider.updatePassword}
        toParams={({ password }) => ({ password, token })}
        noticeKey="update-password-error"
        fields={["password"]}
        submitLabel="Set the new password"
      >
        <Form.Item
          label="New password"
          name="password"
          rules={[{ required: true, message: "Choose a password." }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Repeat the new password"
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
