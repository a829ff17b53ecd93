import { CheckCircleFilled, CreditCardOutlined, PhoneOutlined, ThunderboltOutlined } from "@ant-design/icons";
import { type HttpError, useGetIdentity, useList } from "@refinedev/core";
import { Alert, Button, Card, Flex, Skeleton, Typography } from "antd";
import type { ReactNode } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import { t } from "../../i18n";
import type { Identity } from "../../providers/auth";
import { PageFrame } from "../../components/layout/PageFrame";

/** How many of a resource the customer has (one row asked for: the answer's total). */
function useHowMany(resource: string) {
  const { result, query } = useList<{ id: number }, HttpError>({
    resource,
    pagination: { currentPage: 1, pageSize: 1 },
    errorNotification: false,
  });
  return { total: result.total ?? 0, loading: query.isLoading, failed: query.isError, retry: query.refetch };
}

/**
 * `/welcome`: where a newly registered customer lands (docs/panel.md). Three steps, in the order a refill
 * needs them — a line, a card, the refill — each done once the customer has one, each a link to where it is
 * done; then their refills. Staff have their dashboard, and are sent home.
 */
export default function FirstStepsPage() {
  const { data: identity } = useGetIdentity<Identity | null>();
  const navigate = useNavigate();
  const lines = useHowMany("phone-numbers");
  const cards = useHowMany("cards");
  const refills = useHowMany("transactions");
  if (identity && (identity.is_company_member || identity.is_company_owner))
    return <Navigate to="/" replace />;

  const counts = [lines, cards, refills];
  const failed = counts.find((c) => c.failed);
  const steps: { done: boolean; icon: ReactNode; title: string; hint: string; action: string; to: string }[] =
    [
      {
        done: lines.total > 0,
        icon: <PhoneOutlined />,
        title: t("welcome.line.title"),
        hint: t("welcome.line.hint"),
        action: t("welcome.line.action"),
        to: "/phone-numbers/create",
      },
      {
        done: cards.total > 0,
        icon: <CreditCardOutlined />,
        title: t("welcome.card.title"),
        hint: t("welcome.card.hint"),
        action: t("welcome.card.action"),
        to: "/cards/create",
      },
      {
        done: refills.total > 0,
        icon: <ThunderboltOutlined />,
        title: t("welcome.refill.title"),
        hint: t("welcome.refill.hint"),
        action: t("welcome.refill.action"),
        to: "/refill-now",
      },
    ];
  // The step to take now: the first not done (a refill needs a line and a card before it).
  const next = steps.findIndex((step) => !step.done);
  const name = identity?.first_name?.trim();

  return (
    <PageFrame title={name ? t("welcome.titleNamed", { name }) : t("welcome.title")}>
      <Flex vertical gap={16} style={{ maxWidth: 640 }}>
        <Typography.Paragraph style={{ margin: 0 }}>
          {next === -1 ? t("welcome.allDone") : t("welcome.intro")}
        </Typography.Paragraph>
        {failed && (
          <Alert
            type="error"
            showIcon
            message={t("welcome.fetchFailed")}
            action={
              <Button size="small" onClick={() => counts.forEach((c) => void c.retry())}>
                {t("welcome.retry")}
              </Button>
            }
          />
        )}
        <ol style={{ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: 12 }}>
          {steps.map((step, index) => (
            <li key={step.to}>
              <Card size="small">
                {counts[index].loading ? (
                  <Skeleton active paragraph={{ rows: 1 }} title={false} />
                ) : (
                  <Flex gap={12} align="center" wrap>
                    <span aria-hidden style={{ fontSize: 22 }}>
                      {step.done ? <CheckCircleFilled style={{ color: "#389e0d" }} /> : step.icon}
                    </span>
                    <Flex vertical style={{ flex: "1 1 200px" }}>
                      <Typography.Text strong>
                        {t("welcome.stepNumber", { number: index + 1 })} {step.title}
                      </Typography.Text>
                      <Typography.Text type="secondary">
                        {step.done ? t("welcome.done") : step.hint}
                      </Typography.Text>
                    </Flex>
                    {!step.done && (
                      <Button type={index === next ? "primary" : "default"} onClick={() => navigate(step.to)}>
                        {step.action}
                      </Button>
                    )}
                  </Flex>
                )}
              </Card>
            </li>
          ))}
        </ol>
        <Link to="/transactions">{t("welcome.toRefills")}</Link>
      </Flex>
    </PageFrame>
  );
}
