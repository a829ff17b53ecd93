import { SaveOutlined } from "@ant-design/icons";
import { type HttpError, useCustom, useCustomMutation } from "@refinedev/core";
import { Alert, Button, Card, Form, Input, Skeleton, Space, Typography } from "antd";
import { useState } from "react";
import { FormMessages } from "../../src/components/FormMessages";
import { applyServerErrors } from "../../src/components/form-errors";
import { people } from "../../src/messages";
import { problem } from "../customers/people";
import { percentFromRate, percentProblem, rateFromPercent } from "./percent";

const texts = people.company;
const PATH = "/api/company/";

/** GET /api/company/ */
export interface Company {
  id: number;
  name: string;
  slug: string;
  /** a decimal fraction, "0.08875" */
  tax_rate: string;
}

interface SettingsForm {
  name: string;
  /** percent, as typed */
  tax_percent: string;
}

/** /settings (owners): the company's name and the tax rate charged on rentals. */
export default function SettingsPage() {
  const [form] = Form.useForm<SettingsForm>();
  const [messages, setMessages] = useState<string[]>([]);
  const { query, result } = useCustom<Company, HttpError>({
    url: PATH,
    method: "get",
    errorNotification: false,
  });
  // Refine gives an empty object until the answer is there.
  const company = query.isSuccess ? result.data : undefined;
  const { mutate, mutation } = useCustomMutation<Company, HttpError>();

  const save = (values: SettingsForm) => {
    setMessages([]);
    mutate(
      {
        url: PATH,
        method: "patch",
        values: { name: values.name, tax_rate: rateFromPercent(String(values.tax_percent)) },
        successNotification: { type: "success", message: texts.updated },
        errorNotification: (error) => ({
          type: "error",
          message: texts.updateFailed,
          description: problem(error),
        }),
      },
      {
        onSuccess: () => query.refetch(),
        onError: (error) =>
          setMessages(applyServerErrors(form, error, { name: "name", tax_rate: "tax_percent" })),
      },
    );
  };

  return (
    <Card title="Company settings" style={{ maxWidth: 640 }}>
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          message={texts.fetchFailed}
          description={problem(query.error)}
          action={<Button onClick={() => query.refetch()}>Try again</Button>}
        />
      ) : !company ? (
        <Skeleton active />
      ) : (
        <>
          <FormMessages messages={messages} />
          <Form<SettingsForm>
            form={form}
            name="company-settings"
            layout="vertical"
            initialValues={{ name: company.name, tax_percent: percentFromRate(company.tax_rate) }}
            onFinish={save}
          >
            <Form.Item
              label="Company name"
              name="name"
              rules={[{ required: true, whitespace: true, message: "Enter the company's name." }]}
            >
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item
              label="Tax rate"
              name="tax_percent"
              extra="Charged on rentals, as a percentage of their cost (e.g. 8.875)."
              rules={[
                {
                  validator: async (_, value) => {
                    const p = percentProblem(value);
                    if (p) throw new Error(p);
                  },
                },
              ]}
            >
              <Input inputMode="decimal" addonAfter="%" style={{ width: 200 }} />
            </Form.Item>
            <Space align="center">
              <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={mutation.isPending}>
                Save
              </Button>
              <Typography.Text type="secondary">Customers sign up at /signup/{company.slug}</Typography.Text>
            </Space>
          </Form>
        </>
      )}
    </Card>
  );
}
