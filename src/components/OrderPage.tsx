import { Card, Col, Row, Typography } from "antd";
import type { ReactNode } from "react";

/**
 * An order page (Refill Now, Rent Now): the form beside what the order comes to (below it on a narrow
 * screen). The form is the children.
 */
export function OrderPage({
  title,
  summaryTitle,
  summary,
  children,
}: {
  title: ReactNode;
  /** "Summary", "Price" */
  summaryTitle: string;
  summary: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card title={title}>
      <Row gutter={32}>
        <Col xs={24} lg={14}>
          {children}
        </Col>
        <Col xs={24} lg={10}>
          <Typography.Title level={5}>{summaryTitle}</Typography.Title>
          {summary}
        </Col>
      </Row>
    </Card>
  );
}
