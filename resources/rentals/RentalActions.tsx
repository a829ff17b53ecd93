import type { HttpError } from "@refinedev/core";
import { Button, Popconfirm, Radio, Space } from "antd";
import { useEffect, useState } from "react";
import { formatMoney } from "@common/money";
import { error, refundError, success } from "../../src/messages";
import { isApiError } from "../../src/providers/http";
import type { RentalDetail } from "./types";
import { failedNotice } from "../../src/components/notices";
import { AssignCardDialog } from "../../src/components/AssignCardDialog";
import { type Notice, useRentalCall } from "./desk/call";
import { EditRentalDialog } from "./desk/EditRentalDialog";
import { EndDateDialog } from "./desk/EndDateDialog";
import { PaymentDialog } from "./desk/PaymentDialog";
import { ResolveDialog } from "./desk/ResolveDialog";
import { ReturnDialog } from "./desk/ReturnDialog";
import { StatusStep } from "./desk/StatusStep";
import { TotalDueDialog } from "./desk/TotalDueDialog";

/** The `detail` of a DRF error body, if the server sent one. */
function detailOf(e: unknown): string | undefined {
  const body = isApiError(e) ? e.body : undefined;
  return body && typeof body === "object" && "detail" in body && typeof body.detail === "string"
    ? body.detail
    : undefined;
}

type Dialog = "edit" | "endDate" | "totalDue" | "payment" | "return" | "resolve" | "assignCard";

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
  const act = (action: string, texts: { ok: string; failed: (e?: HttpError) => Notice }) => () =>
    call(action, r.id, {}, texts).catch(silently);
  const refundable = Number(r.refundable_deposit_amount) > 0;
  // The deposit goes back to what paid it: the card when one did, else cash; staff choose when both can.
  const [refundMethod, setRefundMethod] = useState<"card" | "cash">(r.refund_methods[0] ?? "cash");
  const open = r.status !== "returned" && r.status !== "resolved";

  return (
    <Space wrap>
      <StatusStep rental={r} onChanged={onChanged} />
      {r.status === "picked_up" && (
        <Button onClick={() => setDialog("return")}>End preview and return</Button>
      )}
      <Button onClick={() => setDialog("edit")}>Edit rental</Button>
      {open && <Button onClick={() => setDialog("endDate")}>Edit end date</Button>}
      <Button onClick={() => setDialog("totalDue")}>Edit total due</Button>
      {Number(r.balance) > 0 && <Button onClick={() => setDialog("payment")}>Add payment</Button>}
      {refundable && (
        <Popconfirm
          title="Refund the deposit?"
          description={
            <Space direction="vertical">
              {r.refund_methods.length > 1 && (
                <Radio.Group
                  aria-label="Where the deposit goes back"
                  value={refundMethod}
                  onChange={(e) => setRefundMethod(e.target.value)}
                  options={[
                    { value: "card", label: `To ${r.refund_card_label ?? "the card"}` },
                    { value: "cash", label: "In cash at the desk" },
                  ]}
                />
              )}
              {`${formatMoney(r.refundable_deposit_amount)} goes back ${
                refundMethod === "card" ? `to ${r.refund_card_label}` : "in cash"
              }. This cannot be undone.`}
            </Space>
          }
          okText="Refund deposit"
          onConfirm={() =>
            call(
              "refund",
              r.id,
              { method: refundMethod },
              {
                ok: success.depositRefunded,
                // src/messages.ts: the server's detail, else the catalogue's fallback.
                failed: (e) => ({ type: "error", message: refundError(detailOf(e)) }),
              },
            ).catch(silently)
          }
        >
          <Button danger loading={pending}>
            Refund deposit
          </Button>
        </Popconfirm>
      )}
      {r.status === "error" && (
        <>
          <Popconfirm
            title="Charge what is due again on the rental's card?"
            okText="Retry"
            onConfirm={act("retry", {
              ok: success.rentalRetried,
              failed: failedNotice(error.rentalRetryFailed),
            })}
          >
            <Button>Retry</Button>
          </Popconfirm>
          <Button onClick={() => setDialog("resolve")}>Resolve</Button>
        </>
      )}
      {open && <Button onClick={() => setDialog("assignCard")}>Assign card</Button>}
      {dialog === "assignCard" && (
        <AssignCardDialog
          customer={r.user}
          current={r.payment_method}
          currentProblem={r.payment_error}
          onAssign={(values) =>
            call("assignCard", r.id, values, {
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
      {dialog === "resolve" && <ResolveDialog rental={r} onClose={close} onChanged={onChanged} />}
    </Space>
  );
}
