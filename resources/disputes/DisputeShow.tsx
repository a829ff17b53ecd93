import { Alert, Button, Descriptions, Form, Input, Popconfirm, Space, Typography } from "antd";
import { Link, useParams } from "react-router";
import type { DisputeDetail, DisputeEvidenceField } from "@common/api";
import { DISPUTE_CLOSED, DISPUTE_EVIDENCE_FIELDS } from "@common/api/enums";
import { formatDateTime } from "@common/dates";
import { formatMoney } from "@common/money";
import { useFormCall } from "../../src/components/forms/useFormCall";
import { failedNotice } from "../../src/components/layout/notices";
import { CustomerLink } from "../../src/components/show/CustomerLink";
import { NoValue } from "../../src/components/show/NoValue";
import { RecordPage, useRecord } from "../../src/components/show";
import { t } from "../../src/i18n";
import { DisputeStatusTag, EvidenceDue, needsResponse } from "./DisputeCells";
import { disputeEndpoints } from "./endpoints";
import { disputeReasonText } from "./labels";

type Evidence = Partial<Record<DisputeEvidenceField, string>>;

/** Fields written on several lines (the others are a name, an address, a date). */
const LONG: ReadonlySet<DisputeEvidenceField> = new Set([
  "product_description",
  "access_activity_log",
  "refund_policy_disclosure",
  "refund_refusal_explanation",
  "duplicate_charge_explanation",
  "uncategorized_text",
]);

/**
 * The evidence form: Stripe's fields, pre-filled by the server from what the product knows (or as last
 * saved), editable while the dispute waits for the company's evidence. Save keeps it at the processor and
 * leaves it editable; Submit (after a confirmation: it is final) sends it to the bank for review.
 */
function EvidenceForm({ dispute: d, onDone }: { dispute: DisputeDetail; onDone: () => void }) {
  const [form] = Form.useForm<Evidence>();
  const { send: call, pending } = useFormCall<DisputeDetail>(form, DISPUTE_EVIDENCE_FIELDS);
  const editable = needsResponse(d.status);
  const send = async (submit: boolean) => {
    const values = await form.validateFields();
    await call(
      {
        url: disputeEndpoints.evidence(d.id).path,
        method: "post",
        values: { ...values, submit },
        successNotification: () => ({
          type: "success",
          message: submit ? t("disputes.evidence.submitted") : t("disputes.evidence.saved"),
        }),
        errorNotification: failedNotice(t("disputes.evidence.failed")),
      },
      () => onDone(),
    );
  };
  const closed = (DISPUTE_CLOSED as readonly string[]).includes(d.status);
  return (
    <section aria-label={t("disputes.evidence.title")}>
      <Typography.Title level={5}>{t("disputes.evidence.title")}</Typography.Title>
      {editable ? (
        <Typography.Paragraph type="secondary">
          {d.evidence_sent ? t("disputes.evidence.sent") : t("disputes.evidence.prefilled")}
        </Typography.Paragraph>
      ) : (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={closed ? t("disputes.show.closed") : t("disputes.show.underReview")}
        />
      )}
      <Form<Evidence>
        form={form}
        name="dispute-evidence"
        layout="vertical"
        initialValues={d.evidence}
        disabled={!editable || pending}
      >
        {DISPUTE_EVIDENCE_FIELDS.map((field) => (
          <Form.Item key={field} name={field} label={t(`disputes.evidence.fields.${field}`)}>
            {LONG.has(field) ? <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} /> : <Input />}
          </Form.Item>
        ))}
        {editable && (
          <Space wrap>
            <Button onClick={() => send(false)} loading={pending}>
              {t("disputes.evidence.save")}
            </Button>
            <Popconfirm
              title={t("disputes.evidence.confirmTitle")}
              description={<div style={{ maxWidth: 300 }}>{t("disputes.evidence.confirmText")}</div>}
              okText={t("disputes.evidence.confirmOk")}
              cancelText={t("disputes.evidence.cancel")}
              onConfirm={() => send(true)}
            >
              <Button type="primary" loading={pending}>
                {t("disputes.evidence.submit")}
              </Button>
            </Popconfirm>
          </Space>
        )}
      </Form>
    </section>
  );
}

const none = <NoValue />;

/**
 * /disputes/{id} (staff): the dispute (status, amount, reason, the customer, the charge and what it paid
 * for, when the evidence is due), and its evidence form.
 */
export default function DisputeShow() {
  const show = useRecord<DisputeDetail>("disputes", useParams().id);
  return (
    <RecordPage
      show={show}
      noun={t("disputes.show.noun")}
      seenBy="company"
      fetchFailed={t("disputes.fetchFailed")}
      status={(d) => <DisputeStatusTag status={d.status} />}
    >
      {(d) => (
        <Space direction="vertical" size="large" style={{ width: "100%" }}>
          <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }}>
            <Descriptions.Item label={t("disputes.show.amount")}>{formatMoney(d.amount)}</Descriptions.Item>
            <Descriptions.Item label={t("disputes.show.reason")}>
              {disputeReasonText(d.reason)}
            </Descriptions.Item>
            <Descriptions.Item label={t("disputes.show.due")}>
              <EvidenceDue dispute={d} />
            </Descriptions.Item>
            <Descriptions.Item label={t("disputes.show.customer")}>
              <CustomerLink id={d.user}>{d.user_name}</CustomerLink>
            </Descriptions.Item>
            <Descriptions.Item label={t("disputes.show.charge")}>
              <Link to={`/charges/${d.charge}`}>
                {t("disputes.show.chargeAmount", { id: d.charge, amount: formatMoney(d.charge_amount) })}
              </Link>
            </Descriptions.Item>
            <Descriptions.Item label={t("disputes.show.for")}>
              {d.transaction !== null ? (
                <Link to={`/transactions/${d.transaction}`}>
                  {t("charges.for.transaction", { id: d.transaction })}
                </Link>
              ) : d.rental !== null ? (
                <Link to={`/rentals/${d.rental}`}>{t("charges.for.rental", { id: d.rental })}</Link>
              ) : (
                none
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t("disputes.show.opened")}>
              {formatDateTime(d.created_at)}
            </Descriptions.Item>
            <Descriptions.Item label={t("disputes.show.submitted")}>
              {d.evidence_submitted_at
                ? formatDateTime(d.evidence_submitted_at)
                : t("disputes.show.notSubmitted")}
            </Descriptions.Item>
            {d.funds_withdrawn_at && (
              <Descriptions.Item label={t("disputes.show.fundsWithdrawn")}>
                {formatDateTime(d.funds_withdrawn_at)}
              </Descriptions.Item>
            )}
            {d.funds_reinstated_at && (
              <Descriptions.Item label={t("disputes.show.fundsReinstated")}>
                {formatDateTime(d.funds_reinstated_at)}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t("disputes.show.processorReference")}>
              <Typography.Text code>{d.processor_ref}</Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          <EvidenceForm key={d.updated_at} dispute={d} onDone={() => show.query.refetch()} />
        </Space>
      )}
    </RecordPage>
  );
}
