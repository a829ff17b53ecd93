import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe, StripeCardElementChangeEvent } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { Form, Space, Spin, theme } from "antd";
import { useEffect, useState } from "react";
import { LoadError } from "../../src/components/lists";
import { t } from "../../src/i18n";

/**
 * PAYMENTS=stripe: the card field is Stripe Elements' card element, in Stripe's own frame, so the number
 * never reaches the panel's code or our server. Loaded lazily (with Stripe's libraries) by AddCardModal
 * only in Stripe mode: the rest of the panel never downloads it.
 */

const texts = t("cards.notices", { returnObjects: true });

/** What saving asks of the card field: the PaymentMethod the SetupIntent was confirmed with, or Stripe's reason why not. */
export type CardResult = { paymentMethod: string } | { error: string };
/** Confirms the server's SetupIntent (its client secret) with the card typed (Stripe.js confirmCardSetup). */
export type ConfirmCard = (clientSecret: string) => Promise<CardResult>;

/** A blocked or very slow js.stripe.com must end in a message, not an endless spinner. */
export const STRIPE_LOAD_TIMEOUT_MS = 20_000;

const loads = new Map<string, Promise<Stripe>>();

/**
 * Stripe.js for this key, loaded once per page; a failure (or no answer within `timeoutMs`) is forgotten
 * so that "Try again" loads again.
 */
export function stripeFor(publishableKey: string, timeoutMs = STRIPE_LOAD_TIMEOUT_MS): Promise<Stripe> {
  let load = loads.get(publishableKey);
  if (!load) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(t("cards.stripe.tooSlow"))), timeoutMs);
    });
    load = Promise.race([loadStripe(publishableKey), timeout])
      .then((stripe) => {
        if (!stripe) throw new Error(t("cards.stripe.notAvailable"));
        return stripe;
      })
      .finally(() => clearTimeout(timer));
    load.catch(() => loads.delete(publishableKey));
    loads.set(publishableKey, load);
  }
  return load;
}

/** The Form.Item's child: the card element, framed like an antd input. Form.Item's value props are unused. */
function CardInput({ id, onCard }: { id?: string; onCard: (event: StripeCardElementChangeEvent) => void }) {
  const { token } = theme.useToken();
  const frame = {
    border: `1px solid ${token.colorBorder}`,
    borderRadius: token.borderRadius,
    padding: "8px 11px",
  };
  return (
    <div style={frame}>
      <CardElement id={id} onChange={onCard} />
    </div>
  );
}

/**
 * Inside <Elements>: hands the parent its way to confirm a SetupIntent with the card once Stripe is ready.
 * Stripe.js runs the bank's step there and then, should the bank ask for one.
 */
function CardField({ name, onReady }: { name: string; onReady: (confirm: ConfirmCard | null) => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const form = Form.useFormInstance();

  useEffect(() => {
    if (!stripe || !elements) return;
    onReady(async (clientSecret) => {
      const card = elements.getElement(CardElement);
      if (!card) return { error: texts.cardRefused };
      try {
        const { setupIntent, error } = await stripe.confirmCardSetup(clientSecret, {
          payment_method: { card },
        });
        const method = setupIntent?.payment_method;
        const id = typeof method === "string" ? method : method?.id;
        if (error || !id) return { error: error?.message || texts.cardRefused };
        return { paymentMethod: id };
      } catch {
        return { error: texts.stripeFailed };
      }
    });
    return () => onReady(null);
  }, [stripe, elements, onReady]);

  // Stripe checks the card as it is typed; its sentence (or nothing) replaces the field's errors.
  const onCard = (event: StripeCardElementChangeEvent) =>
    form.setFields([{ name, errors: event.error ? [event.error.message] : [] }]);

  return (
    <Form.Item label={t("cards.stripe.card")} name={name} required>
      <CardInput onCard={onCard} />
    </Form.Item>
  );
}

/**
 * Loads Stripe.js for `publishableKey`, then shows the card element; says so when Stripe cannot be
 * loaded (js.stripe.com blocked or unreachable), with a way to try again.
 */
export default function StripeCardField({
  publishableKey,
  name,
  onReady,
}: {
  publishableKey: string;
  name: string;
  onReady: (confirm: ConfirmCard | null) => void;
}) {
  const [stripe, setStripe] = useState<Stripe | { failed: unknown } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setStripe(null);
    stripeFor(publishableKey).then(
      (loaded) => current && setStripe(loaded),
      (error) => current && setStripe({ failed: error }),
    );
    return () => {
      current = false;
    };
  }, [publishableKey, attempt]);

  if (stripe && "failed" in stripe)
    return (
      <LoadError
        error={stripe.failed}
        text={texts.stripeUnavailable}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  if (!stripe)
    return (
      <Space style={{ marginBottom: 16 }}>
        <Spin size="small" /> {texts.stripeLoading}
      </Space>
    );
  return (
    <Elements stripe={stripe}>
      <CardField name={name} onReady={onReady} />
    </Elements>
  );
}
