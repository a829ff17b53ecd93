import { PrinterOutlined } from "@ant-design/icons";
import { ProblemView, problemText } from "../../src/components/show/Problem";
import { Alert, Button, Card, Descriptions, Space, Typography } from "antd";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { formatDate, formatDateTime } from "@common/dates";
import { rentalTriggerText } from "./labels";
import { formatMoney } from "@common/money";
import { formatPhone } from "@common/phone";
import { useIsStaff } from "../../src/components/layout/access";
import { NoValue } from "../../src/components/show/NoValue";
import { DetailTable, RecordPage, useRecord } from "../../src/components/show";
import { error, success } from "../../src/messages";
import { failedNotice } from "../../src/components/layout/notices";
import { useRentalCall } from "./desk/call";
import { rentalEndpoints } from "./endpoints";
import { RentalStatusTag, POLL_MS, shouldPoll } from "./status";
import { RentalActions } from "./RentalActions";
import { RentalLedger } from "./RentalLedger";
import { RentalPayStep } from "./RentalPayStep";
import { dailyRateText } from "./desk/dailyRate";
import type { RentalCharge, RentalDetail } from "./types";
import { nameWithEmail } from "@common/names";
import { CustomerLink } from "../../src/components/show/CustomerLink";
import { chargeAmountText, chargeMovementText } from "../../src/components/show/chargeMoney";
import { joinParts } from "@common/text";
import { t } from "../../src/i18n";
import { PlainTag, type PlainTagColor } from "../../src/components/plain/PlainTag";

const none = <NoValue />;

/** "Nov 20, 2026, 10:00 AM by Ann Smith", or only the moment when nobody is named. */
const byWhom = (at: string | null, name: string | null) =>
  name ? t("rentals.show.when", { date: formatDateTime(at), name }) : formatDateTime(at);

/**
 * /rentals/{id}: everything the API says about one rental, re-fetched every 3 s while polling is on (the
 * rental is not returned or resolved yet, or one of its payments is pending: docs/engines.md), paused while a
 * dialog of the desk is open. react-query stops
 * the interval when the page unmounts, so leaving the page stops polling (docs/panel.md).
 */
export default function RentalShow() {
  const id = Number(useParams().id);
  const { staff } = useIsStaff();
  // An open dialog pauses polling: each new answer would refill the form under the user's typing.
  const [paused, setPaused] = useState(false);
  const show = useRecord<RentalDetail>("rentals", id, {
    refetchInterval: (q) =>
      !paused && shouldPoll(q.state.data?.data as RentalDetail | undefined) ? POLL_MS : false,
  });
  return (
    <RecordPage
      show={show}
      noun={t("rentals.show.noun")}
      seenBy="own"
      fetchFailed={error.rentalsFetchFailed}
      status={(r) => <RentalStatusTag status={r.status} />}
      headerButtons={(r) => (
        <Link to={`/rentals/${r.id}/receipt`}>
          <Button icon={<PrinterOutlined />}>{t("rentals.show.printReceipt")}</Button>
        </Link>
      )}
    >
      {(r) => (
        <Space direction="vertical" size="large" style={{ width: "100%" }}>
          {staff && <RentalActions rental={r} onChanged={() => show.query.refetch()} onDialog={setPaused} />}
          {!staff && r.status === "error" && r.payment_problem && (
            <RentalPay rental={r} onPaid={() => show.query.refetch()} />
          )}
          {!staff && r.status === "error" && !r.payment_problem && (
            <Alert
              type="warning"
              showIcon
              message={t("rentals.show.rentalFailed")}
              description={t("rentals.show.rentalFailedNext")}
            />
          )}
          <Descriptions bordered size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
            <Descriptions.Item label={t("rentals.show.customer")}>
              {staff ? (
                <CustomerLink id={r.user} name={r.user_name} email={r.user_email} />
              ) : (
                nameWithEmail(r.user_name, r.user_email)
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t("rentals.show.device")}>{r.device_name}</Descriptions.Item>
            <Descriptions.Item label={t("rentals.unit.label")}>
              {r.unit_serial ?? t("rentals.unit.none")}
            </Descriptions.Item>
            <Descriptions.Item
              label={t("rentals.show.country")}
            >{`${r.country_name} (${r.country_code})`}</Descriptions.Item>
            <Descriptions.Item label={t("rentals.show.startDate")}>
              {formatDate(r.start_date)}
            </Descriptions.Item>
            <Descriptions.Item label={t("rentals.show.endDate")}>{formatDate(r.end_date)}</Descriptions.Item>
            <Descriptions.Item label={t("rentals.show.days")}>{r.days}</Descriptions.Item>
            <Descriptions.Item label={t("rentals.show.trigger")}>
              {rentalTriggerText(r.trigger)}
            </Descriptions.Item>
            <Descriptions.Item label={t("rentals.show.dailyRate")}>{dailyRateText(r)}</Descriptions.Item>
            <Descriptions.Item label={t("rentals.show.card")}>{r.card_label ?? none}</Descriptions.Item>
            <Descriptions.Item label={t("rentals.show.totalDue")}>
              {formatMoney(r.total_due_amount)}
            </Descriptions.Item>
            <Descriptions.Item label={t("rentals.show.paid")}>{formatMoney(r.paid_amount)}</Descriptions.Item>
            <Descriptions.Item label={t("rentals.show.balance")}>
              <Typography.Text strong>{formatMoney(r.balance)}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t("rentals.show.depositHeld")}>
              {formatMoney(r.deposit_held_amount)}
            </Descriptions.Item>
            {r.card_hold && (
              <Descriptions.Item label={t("rentals.show.cardHold")}>
                {t(`rentals.show.cardHoldStatus.${r.card_hold.status}`, {
                  amount: formatMoney(r.card_hold.amount),
                  until: formatDateTime(r.card_hold.expires_at, "—"),
                })}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t("rentals.show.refundableDeposit")}>
              {formatMoney(r.refundable_deposit_amount)}
            </Descriptions.Item>
            <Descriptions.Item label={t("rentals.show.carrierPlan")}>
              {r.plan_name ? joinParts(r.carrier_name, r.plan_name) : none}
            </Descriptions.Item>
            <Descriptions.Item label={t("rentals.show.phoneNumber")}>
              {r.phone_number ? formatPhone(r.phone_number) : none}
            </Descriptions.Item>
            <Descriptions.Item label={t("rentals.show.pickedUp")}>
              {formatDateTime(r.picked_up_at, "—")}
            </Descriptions.Item>
            <Descriptions.Item label={t("rentals.show.returned")}>
              {formatDateTime(r.returned_at, "—")}
            </Descriptions.Item>
            <Descriptions.Item label={t("rentals.show.depositRefundedOn")}>
              {formatDateTime(r.deposit_refunded_at, "—")}
            </Descriptions.Item>
            <Descriptions.Item label={t("rentals.show.created")}>
              {byWhom(r.created_at, r.created_by_name)}
            </Descriptions.Item>
            {r.resolved_at && (
              <Descriptions.Item label={t("rentals.show.resolved")}>
                {byWhom(r.resolved_at, r.resolved_by_name)}
              </Descriptions.Item>
            )}
            {r.payment_problem && (
              <Descriptions.Item label={t("rentals.show.paymentError")}>
                <ProblemView problem={r.payment_problem} staff={staff} />
              </Descriptions.Item>
            )}
            {r.rental_problem && (
              <Descriptions.Item label={t("rentals.show.rentalError")}>
                <ProblemView problem={r.rental_problem} staff={staff} />
              </Descriptions.Item>
            )}
            {r.note && <Descriptions.Item label={t("rentals.show.note")}>{r.note}</Descriptions.Item>}
          </Descriptions>
          <Card size="small" title={t("rentals.show.money")}>
            <RentalLedger rental={r} />
          </Card>
          <ChargesTable charges={r.charges} />
        </Space>
      )}
    </RecordPage>
  );
}

const CHARGE_COLORS: Record<RentalCharge["status"], PlainTagColor> = {
  pending: "blue",
  succeeded: "green",
  failed: "red",
  refunded: "purple",
};

/** The kinds of charge the catalogue names (rentals.charges.kind). */
const CHARGE_KINDS: Record<RentalCharge["kind"], true> = {
  refill: true,
  rental: true,
  rental_payment: true,
  deposit: true,
  refund: true,
};

export function ChargesTable({ charges }: { charges: RentalCharge[] }) {
  return (
    <DetailTable<RentalCharge>
      title={() => (
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t("rentals.charges.title")}
        </Typography.Title>
      )}
      // On a phone it keeps what, status and amount (the date and the card from md); anything wider
      // scrolls inside the table rather than squeezing each cell to a word a line.
      scroll={{ x: "max-content" }}
      dataSource={charges}
      // The table's own empty text is too faint to read (axe: colour contrast 1.83).
      empty={<Typography.Text>{t("rentals.charges.empty")}</Typography.Text>}
      columns={[
        {
          title: t("rentals.charges.date"),
          dataIndex: "created_at",
          responsive: ["md"],
          render: (v: string) => formatDateTime(v),
        },
        {
          title: t("rentals.charges.what"),
          dataIndex: "kind",
          render: (k: RentalCharge["kind"]) => (k in CHARGE_KINDS ? t(`rentals.charges.kind.${k}`) : k),
        },
        {
          title: t("rentals.charges.how"),
          key: "how",
          responsive: ["md"],
          render: (_, c) => chargeMovementText({ kind: c.kind, method: c.method, card: c.card_label }),
        },
        {
          title: t("rentals.charges.status"),
          dataIndex: "status",
          render: (s: RentalCharge["status"], c) => (
            <>
              <PlainTag color={CHARGE_COLORS[s]}>
                {s in CHARGE_COLORS ? t(`rentals.charges.state.${s}`) : s}
              </PlainTag>
              {c.failure_problem && (
                <Typography.Text type="danger">{problemText(c.failure_problem)}</Typography.Text>
              )}
            </>
          ),
        },
        {
          title: t("rentals.charges.amount"),
          dataIndex: "amount",
          align: "right",
          render: (_: string, c) => chargeAmountText(c),
        },
      ]}
    />
  );
}

/** The customer's way forward on their rental in error: the bank's step, another card (RentalPayStep.tsx). */
function RentalPay({ rental, onPaid }: { rental: RentalDetail; onPaid: () => void }) {
  const { call } = useRentalCall(onPaid);
  return (
    <RentalPayStep
      rental={rental}
      onBank={(outcome) =>
        call(rentalEndpoints.authenticate(rental.id), outcome ? { outcome } : {}, {
          ok: t("cards.recovery.authenticated"),
          failed: failedNotice(t("cards.recovery.authenticateFailed")),
        })
      }
      onPay={(paymentMethod) =>
        call(
          rentalEndpoints.pay(rental.id),
          { payment_method: paymentMethod },
          { ok: success.paymentAdded, failed: failedNotice(error.paymentAddFailed) },
        )
      }
    />
  );
}
