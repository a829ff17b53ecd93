import { SaveButton, useDrawerForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { Checkbox, Col, Drawer, Form, Input, Row } from "antd";
import { people } from "../../src/messages";
import { NameFields, personName, problem } from "./people";
import type { Customer, CustomerFormValues } from "./types";

const texts = people.customer;

/**
 * Create or edit a customer in a drawer. Server field errors (400 {"email": [...]}) show beside their
 * fields through the data provider's HttpError.errors; anything else in the error notification.
 */
export function useCustomerDrawer(action: "create" | "edit", onSaved?: (customer: Customer) => void) {
  return useDrawerForm<Customer, HttpError, CustomerFormValues>({
    resource: "customers",
    action,
    redirect: false,
    autoResetForm: true,
    warnWhenUnsavedChanges: false,
    defaultFormValues: action === "create" ? { send_welcome_email: true } : undefined,
    successNotification: (data, values) => ({
      type: "success",
      message:
        action === "edit"
          ? texts.updated
          : (values as CustomerFormValues | undefined)?.send_welcome_email
            ? texts.createdWelcome
            : texts.created,
      description: data?.data ? personName(data.data) : undefined,
    }),
    errorNotification: (error) => ({ type: "error", message: texts.saveFailed, description: problem(error) }),
    onMutationSuccess: (data) => onSaved?.(data.data),
  });
}

type DrawerForm = ReturnType<typeof useCustomerDrawer>;

/**
 * Refine's drawer and modal forms re-throw a failed save from onFinish after they have shown it (field
 * errors, notification); nobody awaits antd's onFinish, so the rejection is settled here.
 */
export function settle(result: unknown): void {
  if (result instanceof Promise) result.catch(() => undefined);
}

export function CustomerDrawer({ form, action }: { form: DrawerForm; action: "create" | "edit" }) {
  const { drawerProps, formProps, saveButtonProps } = form;
  return (
    <Drawer
      {...drawerProps}
      title={action === "create" ? "New customer" : "Edit customer"}
      width={480}
      footer={
        <SaveButton {...saveButtonProps}>{action === "create" ? "Create customer" : "Save"}</SaveButton>
      }
    >
      <Form
        {...formProps}
        name={`customer-${action}`}
        layout="vertical"
        onFinish={(values) => settle(formProps.onFinish?.(values))}
      >
        <NameFields />
        <Form.Item
          label="E-mail"
          name="email"
          rules={[{ required: true, whitespace: true, message: "Enter the e-mail address." }]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item label="Address" name="address">
          <Input autoComplete="off" />
        </Form.Item>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item label="State" name="state">
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="ZIP code" name="zip_code">
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          label="PIN"
          name="pin"
          extra="4 to 8 digits, for signing in by phone number. Leave empty for none."
        >
          <Input inputMode="numeric" maxLength={8} autoComplete="off" />
        </Form.Item>
        {action === "create" && (
          <Form.Item
            name="send_welcome_email"
            valuePropName="checked"
            extra="The customer has no password yet: the e-mail carries a link to choose one, valid for 7 days."
          >
            <Checkbox>Send a welcome e-mail</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Drawer>
  );
}
