import { Button, Form, Input, Result } from "antd";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { FormMessages } from "../../components/FormMessages";
import { PublicPage } from "../../components/PublicPage";
import { applyServerErrors } from "../../components/form-errors";
import { usePageTitle } from "../../document-title";
import { useServices } from "../../providers/services";
import { useAuthAction } from "../use-auth-action";

interface ResetValues {
  password: string;
  repeat: string;
}

/** /forgot-password/confirm?token=…: the link of the reset e-mail; the server's error body is shown. */
export default function ResetPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get("token") ?? "";
  const [form] = Form.useForm<ResetValues>();
  const [messages, setMessages] = useState<string[]>([]);
  usePageTitle("Choose a new password");
  const { auth } = useServices();
  const { run: updatePassword, isPending } = useAuthAction<{ password: string; token: string }>(
    auth.provider.updatePassword,
    { key: "update-password-error" },
  );

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
      <FormMessages messages={messages} />
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={async ({ password }) => {
          setMessages([]);
          const result = await updatePassword({ password, token });
          if (!result.success) setMessages(applyServerErrors(form, result.error, ["password"]));
        }}
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
        <Button type="primary" htmlType="submit" block loading={isPending}>
          Set the new password
        </Button>
      </Form>
      <div style={{ marginTop: 16, textAlign: "center" }}>
        <Link to="/forgot-password">Ask for a new link</Link>
      </div>
    </PublicPage>
  );
}
