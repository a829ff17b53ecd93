import { LockOutlined } from "@ant-design/icons";
import { Alert, Col, Form, Input, Row, Skeleton, Spin, Typography } from "antd";
import { FormModal } from "../../src/components/forms/FormModal";
import { type HttpError, useCustomMutation } from "@refinedev/core";
import { lazy, Suspense, useCallback, useState } from "react";
import { cardLabel, luhnValid } from "@common/cards";
import { ChoiceField, type DialogFormProps, useDialogForm } from "../../src/components/forms";
import { LoadError } from "../../src/components/lists";
import { usePaymentsConfig } from "./payments-config";
import { cardEndpoints } from "./endpoints";
import type { ConfirmCard } from "./StripeCardField";
import type { Card, CardSetup, NewCard } from "./types";
import { t } from "../../src/i18n";

const texts = t("cards.notices", { returnObjects: true });

/** Stripe mode without Stripe: no publishable key, or the card field's own code could not be downloaded. */
function StripeUnavailable() {
  return <Alert type="error" showIcon style={{ marginBottom: 16 }} message={texts.stripeUnavailable} />;
}

// Stripe's libraries load with it, only when a Stripe-mode dialog opens.
const StripeCardField = lazy(() => import("./StripeCardField").catch(() => ({ default: StripeUnavailable })));

const MONTHS = Array.from({ length: 12 }, (_, i) => ({
  value: i + 1,
  label: String(i + 1).padStart(2, "0"),
}));
const years = () => {
  const now = new Date().getFullYear();
  return Array.from({ length: 21 }, (_, i) => ({ value: now + i, label: String(now + i) }));
};

/** A hint only (the server is the judge): a mistyped number usually fails the Luhn check. */
const luhnHint = {
  warningOnly: true,
  validator: async (_: unknown, value?: string) => {
    const digits = (value ?? "").replace(/[\s-]/g, "");
    if (digits.length >= 12 && /^\d+$/.test(digits) && !luhnValid(digits))
      throw new Error(t("cards.add.numberLooksWrong"));
  },
};

/** PAYMENTS=simulated: card number, expiry and CVC, sent to our server, which keeps brand, last4 and expiry. */
/**
 * The expiry's month and year and the CVC: a third of the row each, or on a phone (below `sm`) month and year
 * side by side with the CVC under them, where three labels in a row wrapped unevenly and set the fields
 * at different heights.
 */
const THIRD = { xs: 12, sm: 8 } as const;

/**
 * The month or the year of the card's expiry: a required choice. A dozen options, all of them in the page
 * (`virtual={false}`): antd's virtual list drew only the eight in view, and reopened in a dialog opened again
 * it could show 05-12 with 01 nowhere in the page, for a screen reader's cursor as for a browser test.
 */
function ExpiryField(field: {
  label: string;
  name: string;
  message: string;
  placeholder: string;
  options: { label: string; value: number }[];
}) {
  return (
    <Col {...THIRD}>
      <ChoiceField {...field} virtual={false} />
    </Col>
  );
}

function SimulatedCardFields() {
  return (
    <>
      <Form.Item
        label={t("cards.add.number")}
        name="number"
        rules={[
          { required: true, whitespace: true, message: t("cards.add.numberRequired") },
          { pattern: /^[\d\s-]+$/, message: t("cards.add.digitsOnly") },
          luhnHint,
        ]}
      >
        <Input
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          maxLength={23}
        />
      </Form.Item>
      <Row gutter={12}>
        <ExpiryField
          label={t("cards.add.month")}
          name="exp_month"
          message={t("cards.add.monthRequired")}
          placeholder={t("cards.add.monthPlaceholder")}
          options={MONTHS}
        />
        <ExpiryField
          label={t("cards.add.year")}
          name="exp_year"
          message={t("cards.add.yearRequired")}
          placeholder={t("cards.add.yearPlaceholder")}
          options={years()}
        />
        <Col {...THIRD}>
          <Form.Item
            label={t("cards.add.cvc")}
            name="cvc"
            rules={[
              { required: true, message: t("cards.add.cvcRequired") },
              { pattern: /^\d{3,4}$/, message: t("cards.add.cvcDigits") },
            ]}
          >
            <Input inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

/**
 * The Add-card dialog in the server's mode (GET /api/payments/config/). Simulated: the card's fields.
 * Stripe: Stripe Elements' card field; saving asks the server for a SetupIntent, confirms it in the browser
 * with the card (the bank's step, if it asks one, there and then) and posts `{payment_method, setup_intent}`
 * (the number never reaches our server). Either way the server keeps only brand, last
 * four digits and expiry; its field errors show beside the fields, and the notices are the same.
 * At /cards/create (a customer's own cards).
 */
export default function AddCardForm(props: DialogFormProps) {
  const modal = useDialogForm<Card, NewCard>({
    ...props,
    resource: "cards",
    texts: { created: texts.added, updated: texts.added, saveFailed: texts.addFailed },
    describe: (card) => cardLabel(card.brand, card.last4),
  });
  const { config, query } = usePaymentsConfig(true);
  const [confirmCard, setConfirmCard] = useState<ConfirmCard | null>(null);
  const [creating, setCreating] = useState(false);
  const { mutateAsync: askSetup } = useCustomMutation<CardSetup, HttpError>();
  const onStripeReady = useCallback((confirm: ConfirmCard | null) => setConfirmCard(() => confirm), []);
  const { formProps } = modal;
  const stripe = config?.processor === "stripe";
  const publishableKey = config?.publishable_key;
  const cardError = (message: string) =>
    modal.form.setFields([{ name: "payment_method", errors: [message] }]);

  // The server's SetupIntent, confirmed in the browser with the card; then the card is saved as the server checks it.
  const saveWithStripe = async () => {
    if (!confirmCard) return;
    setCreating(true);
    try {
      let setup: CardSetup;
      try {
        setup = (
          await askSetup({
            url: cardEndpoints.setup().path,
            method: "post",
            values: {},
            successNotification: false,
            errorNotification: false,
          })
        ).data;
      } catch {
        return cardError(texts.stripeFailed);
      }
      const result = await confirmCard(setup.client_secret);
      if ("error" in result) cardError(result.error);
      else
        await formProps.onFinish({ payment_method: result.paymentMethod, setup_intent: setup.setup_intent });
    } finally {
      setCreating(false);
    }
  };

  const ready = !!config && (!stripe || !!confirmCard);
  return (
    <FormModal
      form={modal.form}
      pending={creating || modal.saving}
      onClose={modal.close}
      width={560}
      title={t("cards.add.title")}
      okText={t("cards.add.ok")}
      okButtonProps={{ disabled: !ready }}
    >
      <Form
        {...formProps}
        onFinish={stripe ? saveWithStripe : formProps.onFinish}
        name="card-add"
        layout="vertical"
        autoComplete="off"
      >
        {query.isError ? (
          <LoadError error={query.error} text={texts.configFailed} onRetry={() => query.refetch()} />
        ) : !config ? (
          <Skeleton active title={false} paragraph={{ rows: 3 }} />
        ) : !stripe ? (
          <SimulatedCardFields />
        ) : !publishableKey ? (
          <StripeUnavailable />
        ) : (
          <Suspense fallback={<Spin />}>
            <StripeCardField publishableKey={publishableKey} name="payment_method" onReady={onStripeReady} />
          </Suspense>
        )}
        <Typography.Text type="secondary">
          <LockOutlined /> {stripe ? t("cards.add.keptWithStripe") : t("cards.add.kept")}
        </Typography.Text>
      </Form>
    </FormModal>
  );
}
