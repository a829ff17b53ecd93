import { RollbackOutlined } from "@ant-design/icons";
import { ProblemView } from "../../src/components/show/Problem";
import { Alert, Button, Descriptions, Space, Table, Typography } from "antd";
import type { ChargeDispute } from "@common/api";
import { Suspense, useState } from "react";
import { Link, useParams } from "react-router";
import { formatDateTime } from "@common/dates";
import { formatMoney } from "@common/money";
import { CustomerLink } from "../../src/components/show/CustomerLink";
import { useIsStaff } from "../../src/components/layout/access";
import { NoValue } from "../../src/components/show/NoValue";
import { moneyColumn } from "../../src/components/lists";
import { DetailTable, RecordPage, useRecord } from "../../src/components/show";
import { chargeAmountText } from "../../src/components/show/chargeMoney";
import { ChargeFor, ChargeStatusTag, movedWith } from "./ChargeCells";
import type { ChargeDetail, ChargeRefund } from "./types";
import { lazyDialog } from "../../src/components/forms/lazyDialog";
import { t } from "../../src/i18n";
import { ServerSentence } from "../../src/components/layout/ProviderText";
import { chargeKindText } from "./labels";
import { DisputeStatusTag, needsResponse } from "../disputes/DisputeCells";
import { disputeReasonText } from "../disputes/labels";

// Its form loads when it first opens, not with the charge's page.
const RefundDialog = lazyDialog(() => import("./RefundDialog"), "RefundDialog");

const none = <NoValue />;

/** The bank's dispute of the charge: its status, amount and reason, when evidence is due, a link to it. */
function ChargeDisputeNote({ dispute: d }: { dispute: ChargeDispute }) {
  return (
    <Alert
      type={needsResponse(d.status) ? "error" : "info"}
      showIcon
      message={t("disputes.onCharge.title")}
      description={
        <Space direction="vertical" size={4}>
          <Space wrap>
            <DisputeStatusTag status={d.status} />
            {t("disputes.onCharge.summary", {
              amount: formatMoney(d.amount),
              reason: disputeReasonText(d.reason),
            })}
          </Space>
          {d.evidence_due_by && (
            <span>{t("disputes.onCharge.dueBy", { at: formatDateTime(d.evidence_due_by) })}</span>
          )}
          <Link to={`/disputes/${d.id}`}>{t("disputes.onCharge.open", { id: d.id })}</Link>
        </Space>
      }
    />
  );
}

/** A charge's refunds, each linked to its own page, oldest first. */
function Refunds({ refunds }: { refunds: ChargeRefund[] }) {
  // The amount's format, kept out of the JSX (whose strings are texts).
  const amount = {
    ...moneyColumn<ChargeRefund>(null, "amount", t("charges.refunds.amount")),
    render: (value: string) => chargeAmountText({ kind: "refund", amount: value }),
  };
  return (
    <DetailTable<ChargeRefund>
      dataSource={refunds}
      scroll={{ x: "max-content" }}
      // The table's own empty text is too faint to read (axe: colour contrast 1.83).
      empty={<Typography.Text>{t("charges.refunds.empty")}</Typography.Text>}
    >
      <Table.Column<ChargeRefund>
        dataIndex="id"
        title={t("charges.refunds.refund")}
        render={(id: number) => <Link to={`/charges/${id}`}>#{id}</Link>}
      />
      <Table.Column<ChargeRefund> {...amount} />
      <Table.Column<ChargeRefund>
        dataIndex="status"
        title={t("charges.refunds.status")}
        render={(status: string) => <ChargeStatusTag status={status} />}
      />
      <Table.Column<ChargeRefund>
        dataIndex="note"
        title={t("charges.refunds.why")}
        render={(note: string) => note || none}
      />
      <Table.Column<ChargeRefund>
        key="by"
        title={t("charges.refunds.when")}
        render={(_, r) =>
          r.created_by_name
            ? t("charges.refunds.atBy", { at: formatDateTime(r.created_at), name: r.created_by_name })
            : formatDateTime(r.created_at)
        }
      />
    </DetailTable>
  );
}

/**
 * /charges/{id} (members): one charge, what it paid for, the processor's references for support, and its
 * refunds: a refund links to the charge it gave money back from; a charge lists its refunds and, while
 * money is left, offers Refund.
 */
export default function ChargeShow() {
  const show = useRecord<ChargeDetail>("charges", useParams().id);
  const { staff } = useIsStaff();
  const [refunding, setRefunding] = useState(false);
  return (
    <RecordPage
      show={show}
      noun={t("charges.show.noun")}
      seenBy="company"
      fetchFailed={t("charges.notices.fetchFailed")}
      headerButtons={(c) =>
        staff && Number(c.refundable_amount) > 0 ? (
          <Button icon={<RollbackOutlined />} onClick={() => setRefunding(true)}>
            {t("charges.show.refund")}
          </Button>
        ) : null
      }
    >
      {(c) => (
        <Space direction="vertical" size="large" style={{ width: "100%" }}>
          <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }}>
            <Descriptions.Item label={t("charges.show.status")}>
              <ChargeStatusTag status={c.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t("charges.show.kind")}>{chargeKindText(c.kind)}</Descriptions.Item>
            <Descriptions.Item label={t("charges.show.amount")}>{chargeAmountText(c)}</Descriptions.Item>
            <Descriptions.Item label={t("charges.show.method")}>{movedWith(c)}</Descriptions.Item>
            <Descriptions.Item label={t("charges.show.customer")}>
              <CustomerLink id={c.user} name={c.user_name} email={c.user_email} />
            </Descriptions.Item>
            <Descriptions.Item label={t("charges.show.for")}>
              <ChargeFor charge={c} />
            </Descriptions.Item>
            {c.refund_of && (
              <Descriptions.Item label={t("charges.show.refundOf")}>
                <Link to={`/charges/${c.refund_of.id}`}>{c.refund_of.label}</Link>
              </Descriptions.Item>
            )}
            {c.kind === "refund" && (
              <Descriptions.Item label={t("charges.show.why")}>{c.note || none}</Descriptions.Item>
            )}
            <Descriptions.Item label={t("charges.show.when")}>
              {formatDateTime(c.created_at)}
            </Descriptions.Item>
            <Descriptions.Item label={t("charges.show.failure")}>
              {c.failure_problem ? <ProblemView problem={c.failure_problem} staff={staff} /> : none}
            </Descriptions.Item>
            <Descriptions.Item label={t("charges.show.processorReference")}>
              {c.processor_ref ?? none}
            </Descriptions.Item>
            <Descriptions.Item label={t("charges.show.idempotencyKey")}>
              <Typography.Text code>{c.idempotency_key}</Typography.Text>
            </Descriptions.Item>
            {c.kind !== "refund" && c.method === "card" && (
              <Descriptions.Item label={t("charges.show.fee")}>
                {c.fee === null ? t("charges.show.feeUnknown") : formatMoney(c.fee)}
              </Descriptions.Item>
            )}
            {c.kind !== "refund" && c.method === "card" && (
              <Descriptions.Item label={t("charges.show.net")}>
                {c.net === null ? t("charges.show.feeUnknown") : formatMoney(c.net)}
              </Descriptions.Item>
            )}
            {c.kind !== "refund" && (
              <Descriptions.Item label={t("charges.show.leftToRefund")}>
                {formatMoney(c.refundable_amount)}
                {c.refund_refusal && (
                  <Typography.Text type="secondary">
                    {" · "}
                    <ServerSentence text={c.refund_refusal} />
                  </Typography.Text>
                )}
              </Descriptions.Item>
            )}
          </Descriptions>
          {c.dispute && <ChargeDisputeNote dispute={c.dispute} />}
          {c.kind !== "refund" && (
            <div>
              <Typography.Title level={5}>{t("charges.show.refunds")}</Typography.Title>
              <Refunds refunds={c.refunds} />
            </div>
          )}
          {refunding && (
            <Suspense fallback={null}>
              <RefundDialog
                charge={c}
                onClose={() => setRefunding(false)}
                onDone={() => show.query.refetch()}
              />
            </Suspense>
          )}
        </Space>
      )}
    </RecordPage>
  );
}
