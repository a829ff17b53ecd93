import { Col, Form, Input, Row } from "antd";

const NAMES = [
  { label: "First name", name: "first_name", message: "Enter the first name." },
  { label: "Last name", name: "last_name", message: "Enter the last name." },
];

/** First and last name, side by side, both required (a person's forms: customers, members). */
export function NameFields() {
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
