import { CheckOutlined, CreditCardOutlined, RollbackOutlined } from "@ant-design/icons";
import { problemText } from "../../src/components/show/Problem";
import { formatMoney } from "@common/money";
import { type HttpError, useCustomMutation } from "@refinedev/core";
import { Button, Space } from "antd";
import { Suspense, useState } from "react";
import { error, success } from "../../src/messages";
import type { AssignCardValues } from "../../src/components/forms/AssignCardDialog";
import { lazyDialog, useOpenedOnce } from "../../src/components/forms/lazyDialog";
import { transactionEndpoints } from "./endpoints";
import { followRefill, outcomeNoticeKey } from "./outcome";
import { RetryButton } from "./RetryButton";
import { isClosed, isReversed, isStopped, type TransactionDetail } from "./types";
import { failedNotice } from "../../src/components/layout/notices";
import { t } from "../../src/i18n";

// Each dialog's code (its form, inputs and modal) loads when it first opens, not with the refill's page.
const AssignCardDialog = lazyDialog(
  () => import("../../src/components/forms/AssignCardDialog"),
  "AssignCardDialog",
);
const RefundAndCloseDialog = lazyDialog(() => import("./RefundAndClose"), "RefundAndCloseDialog");
const ResolveDialog = lazyDialog(() => import("./ResolveDialog"), "ResolveDialog");

type Action = "retry" | "resolve" | "assignCard";
const NOTICES: Record<Action, { ok: string; failed: string }> = {
  retry: { ok: success.transactionRetried, failed: error.transactionRetryFailed },
  resolve: { ok: success.transactionResolved, failed: error.transactionResolveFailed },
  assignCard: { ok: success.cardAssigned, failed: error.cardAssignFailed },
};

/** Staff's actions on one refill, each shown only when the server would take it. */
export function StaffActions({
  transaction,
  onDone,
}: {
  transaction: TransactionDetail;
  onDone: () => void;
}) {
  const { mutate, mutateAsync, mutation } = useCustomMutation<TransactionDetail, HttpError>();
  const [running, setRunning] = useState<Action>();
  const [resolving, setResolving] = useState(false);
  const [assigning, setAssigning] = useState(false);
  // Mounted from its first opening on, so that it closes as it always did (animated).
  const resolveMounted = useOpenedOnce(resolving);
  const run = (action: Action, values: Record<string, unknown> = {}, after?: () => void) => {
    setRunning(action);
    mutate(
      {
        url: transactionEndpoints[action](transaction.id).path,
        method: "post",
        values,
        successNotification: () => ({
          type: "success",
          message: NOTICES[action].ok,
          description: t("transactions.actions.which", { id: transaction.id }),
          // A retry's outcome replaces this notice once the worker has moved the refill (outcome.ts).
          key: action === "retry" ? outcomeNoticeKey(transaction.id) : undefined,
        }),
        errorNotification: failedNotice(NOTICES[action].failed),
      },
      {
        onSuccess: () => {
          if (action === "retry") followRefill(transaction.id);
          after?.();
          onDone();
        },
      },
    );
  };
  const busy = (action: Action) => mutation.isPending && running === action;
  const stopped = isStopped(transaction.status);
  const charge = Number(transaction.assign_card_charge_amount);
  const closed = isClosed(transaction.status);
  const assign = async (values: AssignCardValues) => {
    await mutateAsync({
      url: transactionEndpoints.assignCard(transaction.id).path,
      method: "post",
      values,
      successNotification: () => ({
        type: "success",
        message: NOTICES.assignCard.ok,
        description: t("transactions.actions.which", { id: transaction.id }),
      }),
      errorNotification: failedNotice(NOTICES.assignCard.failed),
    });
    onDone();
  };
  return (
    <Space wrap>
      {stopped && (
        <RetryButton
          question={t("cards.recovery.retryQuestion")}
          // Not paid yet: the retry charges the refill's card, and says how much before it does.
          {...(charge > 0 && {
            hint: t("transactions.actions.retryCharges", {
              amount: formatMoney(transaction.assign_card_charge_amount),
              card: transaction.card_label ?? "",
            }),
            okText: t("forms.assignCard.chargeOk", {
              amount: formatMoney(transaction.assign_card_charge_amount),
            }),
          })}
          label={t("transactions.actions.retry")}
          loading={busy("retry")}
          onRetry={() => run("retry")}
        />
      )}
      {stopped && (
        <Button icon={<CheckOutlined />} onClick={() => setResolving(true)}>
          {t("transactions.actions.resolve")}
        </Button>
      )}
      {transaction.can_refund && (
        <RefundAndClose transaction={transaction} onDone={onDone} primary={isReversed(transaction)} />
      )}
      {!closed && (
        <Button icon={<CreditCardOutlined />} onClick={() => setAssigning(true)}>
          {t("transactions.actions.assignCard")}
        </Button>
      )}
      {assigning && (
        <Suspense fallback={null}>
          <AssignCardDialog
            customer={transaction.user}
            current={transaction.payment_method}
            currentProblem={problemText(transaction.payment_problem)}
            chargeAmount={transaction.assign_card_charge_amount}
            onAssign={assign}
            onClose={() => setAssigning(false)}
          />
        </Suspense>
      )}
      <Suspense fallback={null}>
        {resolveMounted && (
          <ResolveDialog
            title={t("transactions.resolve.title", { id: transaction.id })}
            open={resolving}
            pending={busy("resolve")}
            onClose={() => setResolving(false)}
            onResolve={(note) => run("resolve", { note }, () => setResolving(false))}
          />
        )}
      </Suspense>
    </Space>
  );
}

/** "Refund and close" and its dialog (RefundAndClose.tsx); `primary`: the action the refill's state calls for. */
function RefundAndClose({
  transaction,
  onDone,
  primary,
}: {
  transaction: TransactionDetail;
  onDone: () => void;
  primary: boolean;
}) {
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  return (
    <>
      <Button
        icon={<RollbackOutlined />}
        danger
        type={primary ? "primary" : "default"}
        onClick={() => setOpen(true)}
      >
        {t("transactions.refundAndClose.button")}
      </Button>
      <Suspense fallback={null}>
        {mounted && (
          <RefundAndCloseDialog
            transaction={transaction}
            open={open}
            onClose={() => setOpen(false)}
            onDone={onDone}
          />
        )}
      </Suspense>
    </>
  );
}
