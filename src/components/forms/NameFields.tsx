import { Col, Form, Input, Row } from "antd";

/** First and last name, side by side, both required (a person's forms: customers, members). */
export function NameFields() {
  return (
    <Row gutter={12}>
      <Col span={12}>
        <Form.Item
          label="First name"
          name="first_name"
          rules={[{ required: true, whitespace: true, message: "Enter the first name." }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          label="Last name"
          name="last_name"
          rules={[{ required: true, whitespace: true, message: "Enter the last name." }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
    </Row>
  );
}
