import { LockOutlined, MailOutlined, PhoneOutlined } from "@ant-design/icons";
import { Form, Input, Segmented } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { PublicPage } from "../../components/PublicPage";
import { usePageTitle } from "../../document-title";
import type { LoginParams } from "../../providers/auth";
import { useServices } from "../../providers/services";
import { AuthForm } from "../auth-form";

type Method = "email" | "phone";

/** /login: e-mail + password, or phone number + PIN (customers). */
export default function LoginPage() {
  usePageTitle("Sign in");
  const { auth } = useServices();
  const [method, setMethod] = useState<Method>("email");
  const common = {
    action: auth.provider.login,
    noticeKey: "login-error",
    followReturnPath: true,
    submitLabel: "Sign in",
  };

  return (
    <PublicPage title="Sign in">
      <Segmented<Method>
        block
        value={method}
        onChange={setMethod}
        options={[
          { value: "email", label: "E-mail and password" },
          { value: "phone", label: "Phone and PIN" },
        ]}
        style={{ marginBottom: 24 }}
      />
      {method === "email" ? (
        <AuthForm<{ email: string; password: string }, LoginParams>
          key="email"
          {...common}
          toParams={(values) => values}
          fields={["email", "password"]}
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
        </AuthForm>
      ) : (
        <AuthForm<{ phoneNumber: string; pin: string }, LoginParams>
          key="phone"
          {...common}
          toParams={(values) => values}
          fields={{ phone_number: "phoneNumber", pin: "pin" }}
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
        </AuthForm>
      )}
      <div style={{ marginTop: 16, textAlign: "center" }}>
        <Link to="/forgot-password">Forgot password?</Link>
      </div>
    </PublicPage>
  );
}
