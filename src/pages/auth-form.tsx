import type { AuthActionResponse } from "@refinedev/core";
import { Button, Form } from "antd";
import { type ReactNode, useState } from "react";
import { FormMessages } from "../components/forms/FormMessages";
import { applyServerErrors } from "../components/forms/form-errors";
import { useAuthAction } from "./use-auth-action";

export interface AuthFormProps<TValues, TParams> {
  /** The auth provider's action the form runs (login, register, forgotPassword, updatePassword). */
  action: (params: TParams) => Promise<AuthActionResponse>;
  /** The form's values → the action's parameters. */
  toParams: (values: TValues) => TParams;
  /** Key of its error notice (a new failure replaces the last one). */
  noticeKey: string;
  /** After signing in, go back to `?to=` when it is a page of this site. */
  followReturnPath?: boolean;
  /** The API's field names → this form's fields, for the server's errors beside them. */
  fields: readonly string[] | Record<string, string>;
  submitLabel: string;
  onSucceeded?: (values: TValues) => void;
  children: ReactNode;
}

/** A field the form is not sent without: `message` asks for it when it is left empty. */
export function RequiredField({
  label,
  name,
  message,
  children,
}: {
  label: string;
  name: string;
  message: string;
  children: ReactNode;
}) {
  return (
    <Form.Item label={label} name={name} rules={[{ required: true, message }]}>
      {children}
    </Form.Item>
  );
}

/** What stands under a public page's form: the way back to sign-in, to a new link, to a password reset. */
export function BelowForm({ children }: { children: ReactNode }) {
  return <div className="plain-below">{children}</div>;
}

/**
 * A public page's form: runs one auth action, shows the server's field errors beside the fields and any
 * other message above the form (docs/api-conventions.md: the server's texts are the ones shown).
 */
export function AuthForm<TValues, TParams>({
  action,
  toParams,
  noticeKey,
  followReturnPath,
  fields,
  submitLabel,
  onSucceeded,
  children,
}: AuthFormProps<TValues, TParams>) {
  const [form] = Form.useForm<TValues>();
  const [messages, setMessages] = useState<string[]>([]);
  const { run, isPending } = useAuthAction(action, { key: noticeKey, followReturnPath });

  return (
    <>
      <FormMessages messages={messages} />
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        // The server checks what is typed (an e-mail address, say), and its text is the one shown.
        noValidate
        onFinish={async (values) => {
          setMessages([]);
          const result = await run(toParams(values));
          if (result.success) onSucceeded?.(values);
          else setMessages(applyServerErrors(form, result.error, fields));
        }}
      >
        {children}
        <Button type="primary" htmlType="submit" block loading={isPending}>
          {submitLabel}
        </Button>
      </Form>
    </>
  );
}
