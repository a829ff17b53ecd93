import { Col, Form, Input, Row } from "antd";
import { t } from "../../i18n";

/** First and last name, side by side, both required (a person's forms: customers, members). */
export function NameFields() {
  const NAMES = [
    { label: t("forms.firstName"), name: "first_name", message: t("forms.enterFirstName") },
    { label: t("forms.lastName"), name: "last_name", message: t("forms.enterLastName") },
  ];
  return (
    <Row gutter={12}>
      {NAMES.map(({ label, name, message }) => (
        <Col span={12} key={name}>
          <Form.Item label={label} name={name} rules={[{ required: true, whitespace: true, message }]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
