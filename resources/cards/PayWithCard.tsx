import { SafetyCertificateOutlined } from "@ant-design/icons";
import { Alert, type AlertProps, Button, Card, Form, Modal, Space, Typography } from "antd";
import { type ReactNode, useState } from "react";
import { SavedCardField } from "./SavedCardField";
import { usePaymentsConfig } from "./payments-config";
import { applyServerErrors } from "../../src/components/forms/form-errors";
import { formatMoney } from "@common/money";
import { t } from "../../src/i18n";

/**
 * A payment's recovery step (pay with another card, confirm with the bank): a region named by its title,
 * the alert that says what happened, then the way forward; `dialog` stays out of the stack (a Modal draws
 * itself elsewhere, and a stack item of its own would add a gap).
 */
function RecoveryPanel({
  title,
  children,
  dialog,
  ...alert
}: { title: string; children: ReactNode; dialog?: ReactNode } & Pick<
  AlertProps,
  "type" | "icon" | "description"
>) {
  return (
    <Card size="small" role="region" aria-label={title}>
      <Space direction="vertical" style={{ width: "100%" }}>
        <Alert showIcon message={title} {...alert} />
        {children}
      </Space>
      {dialog}
    </Card>
  );
}

interface PayWithCardProps {
  /** the processor's reason the payment failed (null when there is none to say) */
  reason: string | null;
  /** the panel's title: "Your payment did not go through" unless said */
  title?: string;
  /** what paying charges the chosen card (decimal string): said before the choice and on the button */
  amount: string;
  /**
   * Pays with the chosen card (its notices are the caller's). A rejection puts the server's
   * `payment_method` error (a decline's reason) under the card picker.
   */
  onPay: (paymentMethod: number) => Promise<unknown>;
}

/**
 * The customer's way forward when a payment failed (a refill, a rental, Rent Now): why, one of their saved
 * cards (or a card added right here, then chosen) and "Pay $25.00 with this card": the amount on screen
 * before any card is charged.
 */
export function PayWithCard({
  reason,
  title = t("cards.recovery.paymentFailed"),
  amount,
  onPay,
}: PayWithCardProps) {
  const [form] = Form.useForm<{ payment_method?: string }>();
  const [paying, setPaying] = useState(false);
  const pay = async ({ payment_method }: { payment_method?: string }) => {
    if (!payment_method) return;
    setPaying(true);
    try {
      await onPay(Number(payment_method));
    } catch (e) {
      applyServerErrors(form, e, ["payment_method"]);
    } finally {
      setPaying(false);
    }
  };
  return (
    <RecoveryPanel title={title} type={reason ? "error" : "info"} description={reason ?? undefined}>
      <Form form={form} layout="vertical" name="pay-with-card" onFinish={pay}>
        <Typography.Paragraph>
          {t("forms.payWithCard.chargesNow", { amount: formatMoney(amount) })}
        </Typography.Paragraph>
        <SavedCardField form={form} enabled staff={false} required preselect={false} />
        <Button type="primary" htmlType="submit" loading={paying}>
          {t("forms.payWithCard.payOk", { amount: formatMoney(amount) })}
        </Button>
      </Form>
    </RecoveryPanel>
  );
}

interface ConfirmWithBankProps {
  /** Stripe mode: the PaymentIntent's client secret (next_action.client_secret); null in simulated mode */
  clientSecret: string | null;
  /** simulated mode: the test bank's answer (POST …/authenticate/); its notices are the caller's */
  onSimulated: (outcome: "succeeded" | "failed") => Promise<unknown>;
  /** Stripe mode, after Stripe.js ran the bank's step: ask the server to finish (pay again with the same card) */
  onConfirmed: () => Promise<unknown>;
  /** Stripe.js refused or failed: its sentence */
  onStripeError: (message: string) => void;
}

/**
 * "Confirm with your bank": the customer's bank asks them to authenticate the payment. With Stripe the
 * button runs Stripe.js handleNextAction (3-D Secure in Stripe's own frame); in simulated mode it opens a
 * dialog that imitates the bank's step, told as a test, with Approve and Decline.
 */
export function ConfirmWithBank({
  clientSecret,
  onSimulated,
  onConfirmed,
  onStripeError,
}: ConfirmWithBankProps) {
  const { config } = usePaymentsConfig(true);
  const [bank, setBank] = useState(false);
  const [busy, setBusy] = useState<null | "succeeded" | "failed" | "stripe">(null);
  const stripe = config?.processor === "stripe";

  const answer = async (outcome: "succeeded" | "failed") => {
    setBusy(outcome);
    try {
      await onSimulated(outcome);
      setBank(false);
    } catch {
      // The caller's notice says why; the dialog stays for another try.
    } finally {
      setBusy(null);
    }
  };

  const withStripe = async () => {
    if (!clientSecret || !config?.publishable_key)
      return onStripeError(t("cards.recovery.authenticateFailed"));
    setBusy("stripe");
    try {
      const { stripeFor } = await import("./StripeCardField");
      const loaded = await stripeFor(config.publishable_key);
      const result = await loaded.handleNextAction({ clientSecret });
      if (result.error) onStripeError(result.error.message ?? t("cards.recovery.authenticateFailed"));
      else await onConfirmed();
    } catch (e) {
      onStripeError(e instanceof Error && e.message ? e.message : t("cards.recovery.authenticateFailed"));
    } finally {
      setBusy(null);
    }
  };

  return (
    <RecoveryPanel
      title={t("cards.recovery.authenticateTitle")}
      type="warning"
      icon={<SafetyCertificateOutlined />}
      description={t("cards.recovery.authenticateHint")}
      dialog={
        <Modal
          open={bank}
          title={t("cards.recovery.testBankTitle")}
          onCancel={() => setBank(false)}
          footer={
            <Space>
              <Button
                danger
                loading={busy === "failed"}
                disabled={busy !== null}
                onClick={() => answer("failed")}
              >
                {t("cards.recovery.decline")}
              </Button>
              <Button
                type="primary"
                loading={busy === "succeeded"}
                disabled={busy !== null}
                onClick={() => answer("succeeded")}
              >
                {t("cards.recovery.approve")}
              </Button>
            </Space>
          }
        >
          <Typography.Paragraph>{t("cards.recovery.testBankHint")}</Typography.Paragraph>
        </Modal>
      }
    >
      <Button
        type="primary"
        disabled={!config}
        loading={busy === "stripe"}
        onClick={() => (stripe ? withStripe() : setBank(true))}
      >
        {t("cards.recovery.authenticateButton")}
      </Button>
    </RecoveryPanel>
  );
}
