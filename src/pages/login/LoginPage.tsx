import { LockOutlined, MailOutlined, PhoneOutlined } from "@ant-design/icons";
import { Button, Form, Input, Segmented } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { FormMessages } from "../../components/FormMessages";
import { PublicPage } from "../../components/PublicPage";
import { applyServerErrors } from "../../components/form-errors";
import { usePageTitle } from "../../document-title";
import type { LoginParams } from "../../providers/auth";
import { useServices } from "../../providers/services";
import { useAuthAction } from "../use-auth-action";

/** /login: e-mail + password, or phone number + PIN (customers). */
export default function LoginPage() {
  usePageTitle("Sign in");
  const { auth } = useServices();
  const { run: login, isPending } = useAuthAction<LoginParams>(auth.provider.login, {
    key: "login-error",
    followReturnPath: true,
  });
  const [emailForm] = Form.useForm<{ email: string; password: string }>();
  const [phoneForm] = Form.useForm<{ phoneNumber: string; pin: string }>();
  const [messages, setMessages] = useState<string[]>([]);
  const [method, setMethod] = useState<"email" | "phone">("email");

  const submit = async (
    params: LoginParams,
    form: typeof emailForm | typeof phoneForm,
    fields: Record<string, string>,
  ) => {
    setMessages([]);
    const result = await login(params);
    if (!result.success) setMessages(applyServerErrors(form, result.error, fields));
  };

  return (
    <PublicPage title="Sign in">
      <FormMessages messages={messages} />
      <Segmented<"email" | "phone">
        block
        value={method}
        onChange={(value) => {
          setMethod(value);
          setMessages([]);
        }}
        options={[
          { value: "email", label: "E-mail and password" },
          { value: "phone", label: "Phone and PIN" },
        ]}
        style={{ marginBottom: 24 }}
      />
      {method === "email" ? (
        <Form
          key="email"
          form={emailForm}
          layout="vertical"
          requiredMark={false}
          // The server checks the address and its text is the one shown (SPEC.md §5).
          noValidate
          onFinish={(values) => submit(values, emailForm, { email: "email", password: "password" })}
        >
          <Form.Item label="E-mail" name="email" rules={[{ required: true, message: "Enter your e-mail." }]}>
            <Input prefix={<MailOutlined />} type="email" autoComplete="username" />
          </Form.Item>
          <Form.Item
            label="Password"
            name="password"
            rules={[{ required: true, message: "Enter your password." }]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={isPending}>
            Sign in
          </Button>
        </Form>
      ) : (
        <Form
          key="phone"
          form={phoneForm}
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => submit(values, phoneForm, { phone_number: "phoneNumber", pin: "pin" })}
        >
          <Form.Item
            label="Phone number"
            name="phoneNumber"
            rules={[{ required: true, message: "Enter your phone number." }]}
          >
            <Input prefix={<PhoneOutlined />} type="tel" autoComplete="tel" />
          </Form.Item>
          <Form.Item label="PIN" name="pin" rules={[{ required: true, message: "Enter your PIN." }]}>
            <Input.Password prefix={<LockOutlined />} inputMode="numeric" autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={isPending}>
            Sign in
          </Button>
        </Form>
      )}
      <div style={{ marginTop: 16, textAlign: "center" }}>
        <Link to="/forgot-password">Forgot password?</Link>
      </div>
    </PublicPage>
  );
}
