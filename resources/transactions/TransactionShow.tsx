import { type HttpError, useCustomMutation, useNotification } from "@refinedev/core";
import { Alert, Descriptions, Space, Table, Timeline, Typography } from "antd";
import { Suspense } from "react";
import { Link, useParams } from "react-router";
import {
  TRANSACTION_EVENT_OUTCOMES,
  TRANSACTION_EVENT_STEPS,
  type TransactionEventOutcome,
} from "@common/api/enums";
import { formatDateTime } from "@common/dates";
import { formatMoney } from "@common/money";
import { useIsStaff } from "../../src/components/layout/access";
import { NoValue } from "../../src/components/show/NoValue";
import { moneyColumn } from "../../src/components/lists";
import {
  DetailTable,
  ProblemView,
  ProviderWords,
  problemText,
  RecordPage,
  useRecord,
} from "../../src/components/show";
import { isProblemCode } from "@common/problems";
import { DETAIL_POLL_MS } from "../../src/config";
import { error } from "../../src/messages";
import { TransactionStatusTag } from "./StatusTag";
import { transactionEndpoints } from "./endpoints";
import { StaffActions } from "./StaffActions";
import { followRefill, outcomeNoticeKey, useOutcomeNotice } from "./outcome";
import {
  isMoving,
  isReversed,
  isStopped,
  type TransactionCharge,
  type TransactionDetail,
  type TransactionEvent,
} from "./types";
import { failedNotice } from "../../src/components/layout/notices";
import { lazyDialog } from "../../src/components/forms/lazyDialog";
import { PhoneNumberText } from "../../src/components/show/PhoneNumberText";
import { CustomerLink } from "../../src/components/show/CustomerLink";
import { joinParts } from "@common/text";
import { t } from "../../src/i18n";
import { valueText } from "../../src/components/show/valueTexts";
import { chargeStatusText } from "../charges/labels";
import { chargeAmountText, chargeMovementText } from "../../src/components/show/chargeMoney";
import { transactionEventText, transactionTriggerText } from "./labels";
import { PlainTag, type PlainTagColor } from "../../src/components/plain/PlainTag";

const none = <NoValue />;

// Shown only when a payment failed or the bank asks to confirm it: their code (a card picker, a form, the
// test bank's dialog) loads then.
const PayWithCard = lazyDialog(() => import("../cards/PayWithCard"), "PayWithCard");
const ConfirmWithBank = lazyDialog(() => import("../cards/PayWithCard"), "ConfirmWithBank");

const stepText = valueText(TRANSACTION_EVENT_STEPS, (step) => `transactions.history.step.${step}`);
/** The engine's outcome of a step, in words ("action required"); one the panel does not know yet as written. */
const outcomeText = valueText(
  TRANSACTION_EVENT_OUTCOMES,
  (outcome) => `transactions.history.outcome.${outcome}`,
  (outcome) => outcome.replaceAll("_", " "),
);
/** A person's step (done) keeps the timeline's blue and a plain tag. */
const OUTCOME_COLORS: Record<TransactionEventOutcome, PlainTagColor | undefined> = {
  ok: "green",
  declined: "red",
  failed: "red",
  action_required: "orange",
  transient: "gold",
  reclaimed: "gold",
  done: undefined,
};

/** A history line's free text: a staff note or a top-up's reference; beside a problem, the provider's words (staff). */
function EventMessage({ e, staff }: { e: TransactionEvent; staff: boolean }) {
  if (!e.message) return null;
  const providers = e.code === "bank_refused" || (e.code !== null && isProblemCode(e.code));
  if (providers) return staff ? <ProviderWords details={e.message} /> : null;
  return <Typography.Text>{e.message}</Typography.Text>;
}

function EventTimeline({
  events,
  attempts,
  staff,
}: {
  events: TransactionEvent[];
  attempts: number;
  staff: boolean;
}) {
  // A worker has run it yet no step is on record (a refill from before histories were kept): never say
  // that nothing happened beside its attempts.
  if (!events.length)
    return (
      <Typography.Text type="secondary">
        {t(attempts > 0 ? "transactions.history.notKept" : "transactions.history.empty")}
      </Typography.Text>
    );
  return (
    <Timeline
      items={events.map((e) => ({
        key: e.id,
        color: OUTCOME_COLORS[e.outcome] ?? "blue",
        children: (
          <Space direction="vertical" size={0}>
            <Space wrap>
              <Typography.Text strong>{stepText(e.step)}</Typography.Text>
              <PlainTag color={OUTCOME_COLORS[e.outcome]}>{outcomeText(e.outcome)}</PlainTag>
              {e.attempt > 0 && (
                <Typography.Text type="secondary">
                  {t("transactions.history.attempt", { n: e.attempt })}
                </Typography.Text>
              )}
            </Space>
            {transactionEventText(e) && <Typography.Text>{transactionEventText(e)}</Typography.Text>}
            <EventMessage e={e} staff={staff} />
            <Typography.Text type="secondary">
              {e.actor_name
                ? t("transactions.history.atBy", { at: formatDateTime(e.created_at), name: e.actor_name })
                : formatDateTime(e.created_at)}
            </Typography.Text>
          </Space>
        ),
      }))}
    />
  );
}

function Charges({ charges, staff }: { charges: TransactionCharge[]; staff: boolean }) {
  // The amount's format, kept out of the JSX (whose strings are texts).
  const amount = {
    ...moneyColumn<TransactionCharge>(null, "amount", t("transactions.charges.amount")),
    render: (_: string, c: TransactionCharge) => chargeAmountText(c),
  };
  return (
    <DetailTable<TransactionCharge>
      dataSource={charges}
      empty={t("transactions.charges.empty")}
      // A phone shows the charge, its amount and status; whatever is left scrolls inside the table.
      scroll={{ x: "max-content" }}
    >
      <Table.Column<TransactionCharge>
        dataIndex="id"
        title={t("transactions.charges.charge")}
        render={(id: number, c) => (
          <>
            {staff ? <Link to={`/charges/${id}`}>#{id}</Link> : `#${id}`}
            {c.kind === "refund" && <> · {t("transactions.charges.refund")}</>}
          </>
        )}
      />
      <Table.Column<TransactionCharge> {...amount} />
      <Table.Column<TransactionCharge>
        dataIndex="status"
        title={t("transactions.charges.status")}
        render={chargeStatusText}
      />
      <Table.Column<TransactionCharge>
        dataIndex="card_label"
        title={t("transactions.charges.card")}
        responsive={["md"]}
        // A refill is paid by card, and its refunds go back to it.
        render={(label: string | null, c) =>
          label ? chargeMovementText({ kind: c.kind, method: "card", card: label }) : none
        }
      />
      <Table.Column<TransactionCharge>
        dataIndex="failure_problem"
        title={t("transactions.charges.failure")}
        responsive={["md"]}
        render={(problem: TransactionCharge["failure_problem"]) =>
          problem ? <ProblemView problem={problem} staff={staff} /> : none
        }
      />
      <Table.Column<TransactionCharge>
        dataIndex="created_at"
        title={t("transactions.charges.when")}
        responsive={["md"]}
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
  transaction: tx,
  onDone,
}: {
  transaction: TransactionDetail;
  onDone: () => void;
}) {
  const { mutateAsync } = useCustomMutation<TransactionDetail, HttpError>();
  const { open } = useNotification();
  const post = async (action: "pay" | "authenticate", values: object, ok: string, failed: string) => {
    await mutateAsync({
      url: transactionEndpoints[action](tx.id).path,
      method: "post",
      values,
      successNotification: () => ({
        type: "success",
        message: ok,
        description: t("transactions.actions.which", { id: tx.id }),
        key: outcomeNoticeKey(tx.id),
      }),
      errorNotification: failedNotice(failed),
    });
    // Paid again: the refill is queued once more, and its outcome replaces this notice (outcome.ts).
    followRefill(tx.id);
    onDone();
  };
  const pay = (paymentMethod: number) =>
    post("pay", { payment_method: paymentMethod }, t("cards.recovery.paid"), t("cards.recovery.payFailed"));
  const authenticate = tx.next_action?.type === "authenticate" ? tx.next_action : null;
  const payable = isStopped(tx.status) && tx.payment_problem !== null && tx.charge === null;
  // Paid, and the carrier refused or took the top-up back: nothing for the customer to do, and they are told so.
  if (!payable && tx.status === "error" && tx.refill_problem !== null) {
    const reversed = isReversed(tx);
    return (
      <Alert
        type="warning"
        showIcon
        message={t(reversed ? "transactions.show.reversedTitle" : "transactions.show.carrierFailed")}
        description={t(
          reversed ? "transactions.show.reversedCustomer" : "transactions.show.carrierFailedNext",
        )}
      />
    );
  }
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
                outcome === "succeeded"
                  ? t("cards.recovery.authenticated")
                  : t("cards.recovery.authenticationDeclined"),
                t("cards.recovery.authenticateFailed"),
              )
            }
            // Stripe confirmed it in the browser: the same card again, and the engine reads the PaymentIntent.
            onConfirmed={() => (tx.payment_method === null ? Promise.resolve() : pay(tx.payment_method))}
            onStripeError={(message) =>
              open?.({ type: "error", message: t("cards.recovery.authenticateFailed"), description: message })
            }
          />
        )}
        <PayWithCard
          reason={authenticate ? null : problemText(tx.payment_problem)}
          title={authenticate ? t("cards.recovery.orAnotherCard") : t("cards.recovery.paymentFailed")}
          amount={tx.assign_card_charge_amount}
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
  useOutcomeNotice(show.result);
  return (
    <RecordPage
      show={show}
      noun={t("transactions.show.noun")}
      seenBy="own"
      fetchFailed={error.transactionsFetchFailed}
      status={(tx) => <TransactionStatusTag status={tx.status} />}
      headerButtons={(tx) =>
        staff ? <StaffActions transaction={tx} onDone={() => show.query.refetch()} /> : null
      }
    >
      {(tx) => (
        <Space direction="vertical" size="large" style={{ width: "100%" }}>
          {!staff && <CustomerRecovery transaction={tx} onDone={() => show.query.refetch()} />}
          {staff && isReversed(tx) && (
            <Alert
              type="error"
              showIcon
              message={t("transactions.show.reversedTitle")}
              description={
                <>
                  {tx.reversed_at && (
                    <Typography.Paragraph>
                      {t("transactions.show.reversedWhen", { at: formatDateTime(tx.reversed_at) })}
                    </Typography.Paragraph>
                  )}
                  <Typography.Paragraph style={{ marginBottom: 0 }}>
                    {t("transactions.show.reversedNext")}
                  </Typography.Paragraph>
                </>
              }
            />
          )}
          <Descriptions bordered size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
            <Descriptions.Item label={t("transactions.show.status")}>
              <TransactionStatusTag status={tx.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t("transactions.show.trigger")}>
              {transactionTriggerText(tx.trigger)}
            </Descriptions.Item>
            <Descriptions.Item label={t("transactions.show.amount")}>
              {formatMoney(tx.amount)}
            </Descriptions.Item>
            {staff && (
              <Descriptions.Item label={t("transactions.show.customer")}>
                <CustomerLink id={tx.user} name={tx.user_name} email={tx.user_email} />
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t("transactions.show.line")}>
              <PhoneNumberText digits={tx.phone_number_digits} />
            </Descriptions.Item>
            <Descriptions.Item label={t("transactions.show.plan")}>
              {joinParts(tx.carrier_name, tx.plan_name)}
            </Descriptions.Item>
            <Descriptions.Item label={t("transactions.show.card")}>{tx.card_label ?? none}</Descriptions.Item>
            <Descriptions.Item label={t("transactions.show.charge")}>
              {tx.charge === null ? (
                none
              ) : staff ? (
                <Link to={`/charges/${tx.charge}`}>#{tx.charge}</Link>
              ) : (
                `#${tx.charge}`
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t("transactions.show.paymentError")}>
              {tx.payment_problem ? <ProblemView problem={tx.payment_problem} staff={staff} /> : none}
            </Descriptions.Item>
            <Descriptions.Item label={t("transactions.show.refillError")}>
              {tx.refill_problem ? <ProblemView problem={tx.refill_problem} staff={staff} /> : none}
            </Descriptions.Item>
            <Descriptions.Item label={t("transactions.show.carrierReference")}>
              {tx.provider_ref ?? none}
            </Descriptions.Item>
            <Descriptions.Item label={t("transactions.show.attempts")}>{tx.attempts}</Descriptions.Item>
            <Descriptions.Item label={t("transactions.show.created")}>
              {tx.created_by_name
                ? t("transactions.show.atBy", { at: formatDateTime(tx.created_at), name: tx.created_by_name })
                : formatDateTime(tx.created_at)}
            </Descriptions.Item>
            <Descriptions.Item label={t("transactions.show.completed")}>
              {formatDateTime(tx.completed_at, t("transactions.show.notYet"))}
            </Descriptions.Item>
            {tx.run_on && (
              <Descriptions.Item label={t("transactions.show.scheduledFor")}>{tx.run_on}</Descriptions.Item>
            )}
            {tx.next_attempt_at && (
              <Descriptions.Item label={t("transactions.show.nextTry")}>
                {formatDateTime(tx.next_attempt_at)}
              </Descriptions.Item>
            )}
            {tx.resolved_at && (
              <Descriptions.Item label={t("transactions.show.resolved")}>
                {tx.resolved_by_name
                  ? t("transactions.show.atBy", {
                      at: formatDateTime(tx.resolved_at),
                      name: tx.resolved_by_name,
                    })
                  : formatDateTime(tx.resolved_at)}
              </Descriptions.Item>
            )}
            {tx.note && <Descriptions.Item label={t("transactions.show.note")}>{tx.note}</Descriptions.Item>}
          </Descriptions>
          {isMoving(tx.status) && (
            <Typography.Text type="secondary">{t("transactions.show.moving")}</Typography.Text>
          )}
          <div>
            <Typography.Title level={5}>{t("transactions.show.charges")}</Typography.Title>
            <Charges charges={tx.charges} staff={staff} />
          </div>
          <div>
            <Typography.Title level={5}>{t("transactions.show.history")}</Typography.Title>
            <EventTimeline events={tx.events} attempts={tx.attempts} staff={staff} />
          </div>
        </Space>
      )}
    </RecordPage>
  );
}
