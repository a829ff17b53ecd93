import { useNotification } from "@refinedev/core";
import { Space } from "antd";
import { Suspense } from "react";
import { problemText } from "../../src/components/show/Problem";
import { lazyDialog } from "../../src/components/forms/lazyDialog";
import { t } from "../../src/i18n";
import type { RentalDetail } from "./types";

// Shown only when a rental's payment failed or waits for the bank: their code loads then.
const PayWithCard = lazyDialog(() => import("../cards/PayWithCard"), "PayWithCard");
const ConfirmWithBank = lazyDialog(() => import("../cards/PayWithCard"), "ConfirmWithBank");

/**
 * The customer's way forward on their rental in error (Rent Now, the rental's page): when their bank asks
 * them to confirm a charge (next_action), that step (Stripe.js handleNextAction, or the simulated test bank),
 * after which `onBank` tells the server, which reads the charge again (POST …/authenticate/; a Stripe.js
 * refusal too, so that a refused booking frees its device); and always another card (`onPay`, POST …/pay/).
 */
export function RentalPayStep({
  rental,
  onBank,
  onPay,
}: {
  rental: RentalDetail;
  onBank: (outcome?: "succeeded" | "failed") => Promise<unknown>;
  onPay: (paymentMethod: number) => Promise<unknown>;
}) {
  const { open } = useNotification();
  const waiting = rental.next_action?.type === "authenticate" ? rental.next_action : null;
  return (
    <Suspense fallback={null}>
      <Space direction="vertical" style={{ width: "100%" }}>
        {waiting && (
          <ConfirmWithBank
            clientSecret={waiting.client_secret}
            onSimulated={onBank}
            onConfirmed={() => onBank()}
            onStripeError={(message) => {
              open?.({
                type: "error",
                message: t("cards.recovery.authenticateFailed"),
                description: message,
              });
              void onBank().catch(() => undefined);
            }}
          />
        )}
        <PayWithCard
          reason={waiting ? null : problemText(rental.payment_problem)}
          title={waiting ? t("cards.recovery.orAnotherCard") : undefined}
          amount={rental.assign_card_charge_amount}
          onPay={onPay}
        />
      </Space>
    </Suspense>
  );
}
