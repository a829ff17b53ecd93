import { Button, Popconfirm, Space } from "antd";
import { problemText } from "../../src/components/show/Problem";
import { Suspense, useEffect, useState } from "react";
import { t } from "../../src/i18n";
import { error, success } from "../../src/messages";
import type { Endpoint } from "../../src/resource-kit/types";
import type { RentalDetail } from "./types";
import { RENTAL_CLOSED } from "@common/api/enums";
import { formatMoney } from "@common/money";
import { isOneOf } from "../../src/components/show/valueTexts";
import { failedNotice } from "../../src/components/layout/notices";
import { lazyDialog } from "../../src/components/forms/lazyDialog";
import { type CallTexts, useRentalCall } from "./desk/call";
import { rentalEndpoints } from "./endpoints";
import { RefundDepositButton } from "./desk/RefundDepositButton";
import { StatusStep } from "./desk/StatusStep";

// Each dialog's code loads when it first opens (the rental page is the heaviest screen).
const AssignCardDialog = lazyDialog(
  () => import("../../src/components/forms/AssignCardDialog"),
  "AssignCardDialog",
);
const EditRentalDialog = lazyDialog(() => import("./desk/EditRentalDialog"), "EditRentalDialog");
const EndDateDialog = lazyDialog(() => import("./desk/EndDateDialog"), "EndDateDialog");
const PaymentDialog = lazyDialog(() => import("./desk/PaymentDialog"), "PaymentDialog");
const ResolveDialog = lazyDialog(() => import("./desk/ResolveDialog"), "ResolveDialog");
const ReturnDialog = lazyDialog(() => import("./desk/ReturnDialog"), "ReturnDialog");
const PickUpDialog = lazyDialog(() => import("./desk/PickUpDialog"), "PickUpDialog");
const TotalDueDialog = lazyDialog(() => import("./desk/TotalDueDialog"), "TotalDueDialog");

type Dialog = "edit" | "endDate" | "totalDue" | "payment" | "return" | "resolve" | "assignCard" | "pickUp";

/**
 * The staff's desk for one rental (docs/engines.md): the toolbar of its actions. Each dialog is a file of
 * resources/rentals/desk/; every action says what happened in the message catalogue's words, and the ones
 * that cannot be taken back ask first.
 */
export function RentalActions({
  rental,
  onChanged,
  onDialog,
}: {
  rental: RentalDetail;
  onChanged: () => void;
  /** whether one of the desk's dialogs is open */
  onDialog?: (open: boolean) => void;
}) {
  const r = rental;
  const { call, pending } = useRentalCall(onChanged);
  const [dialog, setDialog] = useState<null | Dialog>(null);
  const close = () => setDialog(null);
  useEffect(() => onDialog?.(dialog !== null), [dialog, onDialog]);
  const silently = () => undefined;
  /** A button's action without values: the notices say how it went, so a failure needs nothing more here. */
  const act = (endpoint: Endpoint, texts: CallTexts) => () => call(endpoint, {}, texts).catch(silently);
  const refundable = Number(r.refundable_deposit_amount) > 0;
  const open = !isOneOf(RENTAL_CLOSED, r.status);
  // What Retry charges the rental's card: what is due on it, said before it is charged.
  const retryCharge = Number(r.assign_card_charge_amount);

  return (
    <Space wrap>
      <StatusStep rental={r} onChanged={onChanged} />
      {r.next_statuses.includes("picked_up") && (
        <Button type="primary" onClick={() => setDialog("pickUp")}>
          {t("rentals.pickUp.open")}
        </Button>
      )}
      {r.status === "picked_up" && (
        <Button onClick={() => setDialog("return")}>{t("rentals.actions.endAndReturn")}</Button>
      )}
      <Button onClick={() => setDialog("edit")}>{t("rentals.actions.edit")}</Button>
      {open && <Button onClick={() => setDialog("endDate")}>{t("rentals.actions.endDate")}</Button>}
      <Button onClick={() => setDialog("totalDue")}>{t("rentals.actions.totalDue")}</Button>
      {Number(r.balance) > 0 && (
        <Button onClick={() => setDialog("payment")}>{t("rentals.actions.addPayment")}</Button>
      )}
      {refundable && <RefundDepositButton rental={r} call={call} pending={pending} />}
      {r.status === "error" && (
        <>
          <Popconfirm
            title={
              retryCharge > 0
                ? t("rentals.actions.retryCharges", {
                    amount: formatMoney(r.assign_card_charge_amount),
                    card: r.payment_method_label ?? "",
                  })
                : t("rentals.actions.retryQuestion")
            }
            okText={
              retryCharge > 0
                ? t("forms.assignCard.chargeOk", { amount: formatMoney(r.assign_card_charge_amount) })
                : t("rentals.actions.retry")
            }
            onConfirm={act(rentalEndpoints.retry(r.id), {
              ok: success.rentalRetried,
              failed: failedNotice(error.rentalRetryFailed),
            })}
          >
            <Button>{t("rentals.actions.retry")}</Button>
          </Popconfirm>
          <Button onClick={() => setDialog("resolve")}>{t("rentals.actions.resolve")}</Button>
        </>
      )}
      {open && <Button onClick={() => setDialog("assignCard")}>{t("rentals.actions.assignCard")}</Button>}
      <Suspense fallback={null}>
        {dialog === "assignCard" && (
          <AssignCardDialog
            customer={r.user}
            current={r.payment_method}
            currentProblem={problemText(r.payment_problem)}
            chargeAmount={r.assign_card_charge_amount}
            onAssign={(values) =>
              call(rentalEndpoints.assignCard(r.id), values, {
                ok: success.cardAssigned,
                failed: failedNotice(error.cardAssignFailed),
              })
            }
            onClose={close}
          />
        )}
        {dialog === "edit" && <EditRentalDialog rental={r} onClose={close} />}
        {dialog === "endDate" && <EndDateDialog rental={r} onClose={close} />}
        {dialog === "totalDue" && <TotalDueDialog rental={r} onClose={close} />}
        {dialog === "payment" && <PaymentDialog rental={r} onClose={close} onChanged={onChanged} />}
        {dialog === "return" && <ReturnDialog rental={r} onClose={close} onChanged={onChanged} />}
        {dialog === "pickUp" && <PickUpDialog rental={r} onClose={close} onChanged={onChanged} />}
        {dialog === "resolve" && <ResolveDialog rental={r} onClose={close} onChanged={onChanged} />}
      </Suspense>
    </Space>
  );
}
