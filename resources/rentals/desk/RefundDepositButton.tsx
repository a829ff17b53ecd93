import { Button, Popconfirm, Space } from "antd";
// One part of antd, not its index: the build loads it when the confirmation opens (vite.config.ts, LAZY_PARTS).
import RadioGroup from "antd/es/radio/group";
import { useState } from "react";
import { formatMoney } from "@common/money";
import { t } from "../../../src/i18n";
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
      title={t("rentals.refund.question")}
      description={
        <Space direction="vertical">
          {r.refund_methods.length > 1 && (
            <RadioGroup
              aria-label={t("rentals.refund.where")}
              value={refundMethod}
              onChange={(e) => setRefundMethod(e.target.value)}
              options={[
                {
                  value: "card",
                  label: r.refund_card_label
                    ? t("rentals.refund.toCard", { card: r.refund_card_label })
                    : t("rentals.refund.toTheCard"),
                },
                { value: "cash", label: t("rentals.refund.inCash") },
              ]}
            />
          )}
          {refundMethod === "card"
            ? t("rentals.refund.goesBackToCard", {
                amount: formatMoney(r.refundable_deposit_amount),
                card: r.refund_card_label,
              })
            : t("rentals.refund.goesBackInCash", { amount: formatMoney(r.refundable_deposit_amount) })}
        </Space>
      }
      okText={t("rentals.refund.button")}
      onConfirm={() =>
        call(
          rentalEndpoints.refund(r.id),
          { method: refundMethod },
          {
            // A card refund the processor took but has not finished (Stripe's `pending`) counts once its
            // event says it succeeded: the rental still holds the deposit until then.
            ok: (answer) =>
              answer?.charges.some((c) => c.kind === "refund" && c.status === "pending")
                ? t("rentals.refund.pendingAtProcessor")
                : success.depositRefunded,
            // src/messages.ts: the server's detail, else the catalogue's fallback.
            failed: (e) => ({ type: "error", message: refundError(detailOf(e)) }),
          },
        ).catch(() => undefined)
      }
    >
      <Button danger loading={pending}>
        {t("rentals.refund.button")}
      </Button>
    </Popconfirm>
  );
}
