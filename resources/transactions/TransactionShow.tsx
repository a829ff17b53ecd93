import { type HttpError, useCustomMutation, useNotification } from "@refinedev/core";
import { Descriptions, Space, Table, Tag, Timeline, Typography } from "antd";
import { Suspense } from "react";
import { Link, useParams } from "react-router";
import { formatDateTime } from "@common/dates";
import { chargeStatusLabel, transactionTriggerLabel } from "@common/labels";
import { formatMoney } from "@common/money";
import { useIsStaff } from "../../src/components/access";
import { NoValue } from "../../src/components/NoValue";
import { DetailTable, RecordPage, useRecord } from "../../src/components/show";
import { DETAIL_POLL_MS } from "../../src/config";
import { error, recovery } from "../../src/messages";
import { TransactionStatusTag } from "./StatusTag";
import { transactionEndpoints } from "./endpoints";
import { StaffActions } from "./StaffActions";
import {
  isMoving,
  isStopped,
  type TransactionCharge,
  type TransactionDetail,
  type TransactionEvent,
} from "./types";
import { failedNotice } from "../../src/components/notices";
import { lazyDialog } from "../../src/components/lazyDialog";
import { PhoneNumberText } from "../../src/components/PhoneNumberText";
import { CustomerLink } from "../../src/components/CustomerLink";
import { joinParts } from "@common/text";

const none = <NoValue />;

// Shown only when a payment failed or the bank asks to confirm it: their code (a card picker, a form, the
// test bank's dialog) loads then.
const PayWithCard = lazyDialog(() => import("../cards/PayWithCard"), "PayWithCard");
const ConfirmWithBank = lazyDialog(() => import("../cards/PayWithCard"), "ConfirmWithBank");

const STEP_LABELS: Record<TransactionEvent["step"], string> = {
  create: "Created",
  claim: "Picked up by a worker",
  charge: "Card charge",
  topup: "Carrier top-up",
  retry: "Retried",
  resolve: "Resolved",
  assign_card: "Card assigned",
  release: "Released by a worker",
  pay: "Paid with another card",
  authenticate: "Confirmed with the bank",
};
const OUTCOME_COLORS: Record<string, string> = {
  ok: "green",
  declined: "red",
  failed: "red",
  action_required: "orange",
  transient: "gold",
  reclaimed: "gold",
};

function EventTimeline({ events }: { events: TransactionEvent[] }) {
  if (!events.length) return <Typography.Text type="secondary">Nothing has happened yet.</Typography.Text>;
  return (
    <Timeline
      items={events.map((e) => ({
        key: e.id,
        color: OUTCOME_COLORS[e.outcome] ?? "blue",
        children: (
          <Space direction="vertical" size={0}>
            <Space wrap>
              <Typography.Text strong>{STEP_LABELS[e.step] ?? e.step}</Typography.Text>
              <Tag color={OUTCOME_COLORS[e.outcome]}>{e.outcome.replaceAll("_", " ")}</Tag>
              {e.attempt > 0 && <Typography.Text type="secondary">attempt {e.attempt}</Typography.Text>}
            </Space>
            {e.message && <Typography.Text>{e.message}</Typography.Text>}
            <Typography.Text type="secondary">
              {formatDateTime(e.created_at)}
              {e.actor_name ? ` · ${e.actor_name}` : ""}
            </Typography.Text>
          </Space>
        ),
      }))}
    />
  );
}

function Charges({ charges, staff }: { charges: TransactionCharge[]; staff: boolean }) {
  return (
    <DetailTable<TransactionCharge> dataSource={charges} empty="No charge yet.">
      <Table.Column<TransactionCharge>
        dataIndex="id"
        title="Charge"
        render={(id: number, c) => (
          <>
            {staff ? <Link to={`/charges/${id}`}>#{id}</Link> : `#${id}`}
            {c.kind === "refund" && " · Refund"}
          </>
        )}
      />
      <Table.Column<TransactionCharge> dataIndex="amount" title="Amount" align="right" render={formatMoney} />
      <Table.Column<TransactionCharge> dataIndex="status" title="Status" render={chargeStatusLabel} />
      <Table.Column<TransactionCharge>
        dataIndex="card_label"
        title="Card"
        render={(label: string | null) => label ?? none}
      />
      <Table.Column<TransactionCharge>
        dataIndex="failure_message"
        title="Failure"
        render={(message: string | null) => message ?? none}
      />
      <Table.Column<TransactionCharge>
        dataIndex="created_at"
        title="When"
        render={(at: string) => formatDateTime(at)}
      />
    </DetailTable>
  );
}

/**
 * The customer's way forward on their own refill: confirm the payment with their bank when it asks, or pay
 * with another card when the payment failed (nothing charged). The page then follows the refill (it
 * re-fetches while queued) until it succeeds.
 */
function CustomerRecovery({
  transaction: t,
  onDone,
}: {
  transaction: TransactionDetail;
  onDone: () => void;
}) {
  const { mutateAsync } = useCustomMutation<TransactionDetail, HttpError>();
  const { open } = useNotification();
  const post = async (action: "pay" | "authenticate", values: object, ok: string, failed: string) => {
    await mutateAsync({
      url: transactionEndpoints[action](t.id).path,
      method: "post",
      values,
      successNotification: () => ({ type: "success", message: ok, description: `Transaction #${t.id}` }),
      errorNotification: failedNotice(failed),
    });
    onDone();
  };
  const pay = (paymentMethod: number) =>
    post("pay", { payment_method: paymentMethod }, recovery.paid, recovery.payFailed);
  const authenticate = t.next_action?.type === "authenticate" ? t.next_action : null;
  const payable = isStopped(t.status) && t.payment_error !== null && t.charge === null;
  if (!payable) return null;
  return (
    <Suspense fallback={null}>
      <Space direction="vertical" style={{ width: "100%" }}>
        {authenticate && (
          <ConfirmWithBank
            clientSecret={authenticate.client_secret}
            onSimulated={(outcome) =>
              post(
                "authenticate",
                { outcome },
                outcome === "succeeded" ? recovery.authenticated : recovery.authenticationDeclined,
                recovery.authenticateFailed,
              )
            }
            // Stripe confirmed it in the browser: the same card again, and the engine reads the PaymentIntent.
            onConfirmed={() => (t.payment_method === null ? Promise.resolve() : pay(t.payment_method))}
            onStripeError={(message) =>
              open?.({ type: "error", message: recovery.authenticateFailed, description: message })
            }
          />
        )}
        <PayWithCard
          reason={authenticate ? null : t.payment_error}
          title={authenticate ? recovery.orAnotherCard : recovery.paymentFailed}
          onPay={pay}
        />
      </Space>
    </Suspense>
  );
}

/**
 * /transactions/{id}: everything known about one refill; re-fetched every 3 s while a worker still moves
 * it (docs/engines.md), which stops when the page is left (the query goes with it).
 */
export default function TransactionShow() {
  const id = useParams().id;
  const { staff } = useIsStaff();
  const show = useRecord<TransactionDetail>("transactions", id, {
    refetchInterval: (q) => (isMoving(q.state.data?.data?.status) ? DETAIL_POLL_MS : false),
  });
  return (
    <RecordPage
      show={show}
      noun="Transaction"
      seenBy="own"
      fetchFailed={error.transactionsFetchFailed}
      status={(t) => <TransactionStatusTag status={t.status} />}
      headerButtons={(t) =>
        staff ? <StaffActions transaction={t} onDone={() => show.query.refetch()} /> : null
      }
    >
      {(t) => (
        <Space direction="vertical" size="large" style={{ width: "100%" }}>
          {!staff && <CustomerRecovery transaction={t} onDone={() => show.query.refetch()} />}
          <Descriptions bordered size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
            <Descriptions.Item label="Status">
              <TransactionStatusTag status={t.status} />
            </Descriptions.Item>
            <Descriptions.Item label="Trigger">{transactionTriggerLabel(t.trigger)}</Descriptions.Item>
            <Descriptions.Item label="Amount">{formatMoney(t.amount)}</Descriptions.Item>
            {staff && (
              <Descriptions.Item label="Customer">
                <CustomerLink id={t.user} name={t.user_name} email={t.user_email} />
              </Descriptions.Item>
            )}
            <Descriptions.Item label="Line">
              <PhoneNumberText digits={t.phone_number_digits} />
            </Descriptions.Item>
            <Descriptions.Item label="Plan">{joinParts(t.carrier_name, t.plan_name)}</Descriptions.Item>
            <Descriptions.Item label="Card">{t.card_label ?? none}</Descriptions.Item>
            <Descriptions.Item label="Charge">
              {t.charge === null ? (
                none
              ) : staff ? (
                <Link to={`/charges/${t.charge}`}>#{t.charge}</Link>
              ) : (
                `#${t.charge}`
              )}
            </Descriptions.Item>
            <Descriptions.Item label="Payment error">
              {t.payment_error ? <Typography.Text type="danger">{t.payment_error}</Typography.Text> : none}
            </Descriptions.Item>
            <Descriptions.Item label="Refill error">
              {t.refill_error ? <Typography.Text type="danger">{t.refill_error}</Typography.Text> : none}
            </Descriptions.Item>
            <Descriptions.Item label="Carrier reference">{t.provider_ref ?? none}</Descriptions.Item>
            <Descriptions.Item label="Attempts">{t.attempts}</Descriptions.Item>
            <Descriptions.Item label="Created">
              {formatDateTime(t.created_at)}
              {t.created_by_name ? ` by ${t.created_by_name}` : ""}
            </Descriptions.Item>
            <Descriptions.Item label="Completed">
              {formatDateTime(t.completed_at, "Not yet")}
            </Descriptions.Item>
            {t.run_on && <Descriptions.Item label="Scheduled for">{t.run_on}</Descriptions.Item>}
            {t.next_attempt_at && (
              <Descriptions.Item label="Next try">{formatDateTime(t.next_attempt_at)}</Descriptions.Item>
            )}
            {t.resolved_at && (
              <Descriptions.Item label="Resolved">
                {formatDateTime(t.resolved_at)}
                {t.resolved_by_name ? ` by ${t.resolved_by_name}` : ""}
              </Descriptions.Item>
            )}
            {t.note && <Descriptions.Item label="Note">{t.note}</Descriptions.Item>}
          </Descriptions>
          {isMoving(t.status) && (
            <Typography.Text type="secondary">
              This refill is on its way; this page updates itself.
            </Typography.Text>
          )}
          <div>
            <Typography.Title level={5}>Charges</Typography.Title>
            <Charges charges={t.charges} staff={staff} />
          </div>
          <div>
            <Typography.Title level={5}>What happened</Typography.Title>
            <EventTimeline events={t.events} />
          </div>
        </Space>
      )}
    </RecordPage>
  );
}
