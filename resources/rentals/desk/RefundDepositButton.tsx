import { Button, Popconfirm, Radio, Space } from "antd";
import { useState } from "react";
import { formatMoney } from "@common/money";
import { refundError, success } from "../../../src/messages";
import { isApiError } from "../../../src/providers/http";
import { rentalEndpoints } from "../endpoints";
import type { RentalDetail } from "../types";
import type { useRentalCall } from "./call";

/** The `detail` of a DRF error body, if the server sent one. */
function detailOf(e: unknown): string | undefined {
  const body = isApiError(e) ? e.body : undefined;
  return body && typeof body === "object" && "detail" in body && typeof body.detail === "string"
    ? body.detail
    : undefined;
}

/**
 * Refund the deposit, after a confirmation that says how much goes back where: to what paid it, the card
 * when one did, else cash; staff choose when both can. `call` and `pending` are the desk's, so that the
 * button shows the desk's other calls running too.
 */
export function RefundDepositButton({
  rental: r,
  call,
  pending,
}: { rental: RentalDetail } & ReturnType<typeof useRentalCall>) {
  const [refundMethod, setRefundMethod] = useState<"card" | "cash">(r.refund_methods[0] ?? "cash");
  return (
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
          rentalEndpoints.refund(r.id),
          { method: refundMethod },
          {
            ok: success.depositRefunded,
            // src/messages.ts: the server's detail, else the catalogue's fallback.
            failed: (e) => ({ type: "error", message: refundError(detailOf(e)) }),
          },
        ).catch(() => undefined)
      }
    >
      <Button danger loading={pending}>
        Refund deposit
      </Button>
    </Popconfirm>
  );
}
