import { Card, Col, Row, Typography } from "antd";
import type { ReactNode } from "react";
import { useScreens } from "../layout/useScreens";

/**
 * An order page (Refill Now, Rent Now): on a wide screen the form beside what the order comes to; on a
 * narrower one (a phone, a tablet) the summary stands inside the form,
 * before its pay or confirm button, so the price is read before paying. `children` draws the form and puts
 * the summary it is handed just above its button (null when the summary stands beside the form).
 */
export function OrderPage({
  title,
  summaryTitle,
  summary,
  children,
}: {
  /** the page's heading: "Refill Now", "Rent Now" */
  title: string;
  /** "Summary", "Price" */
  summaryTitle: string;
  summary: ReactNode;
  children: (summaryHere: ReactNode) => ReactNode;
}) {
  // Side by side from `lg`.
  const beside = useScreens().lg === true;
  const block = (
    <div style={beside ? undefined : { marginBottom: 24 }}>
      <Typography.Title level={5}>{summaryTitle}</Typography.Title>
      {summary}
    </div>
  );
  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      }
    >
      <Row gutter={32}>
        <Col xs={24} lg={14}>
          {children(beside ? null : block)}
        </Col>
        {beside && (
          <Col xs={24} lg={10}>
            {block}
          </Col>
        )}
      </Row>
    </Card>
  );
}
