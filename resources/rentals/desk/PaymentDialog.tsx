import { useSelect } from "../../../src/components/refine/useSelect";
import { Form, Radio } from "antd";
import { Select } from "../../../src/components/selects/Select";
import { cardLabel } from "@common/cards";
import { formatMoney, parseCents } from "@common/money";
import { MoneyField } from "../../../src/components/forms";
import { failedNotice } from "../../../src/components/layout/notices";
import { t } from "../../../src/i18n";
import { error, success } from "../../../src/messages";
import { rentalEndpoints } from "../endpoints";
import type { RentalDialogProps } from "./call";
import { useRentalCallForm } from "./callForms";
import { DeskForm } from "./DeskForm";

interface PaymentValues {
  method: "card" | "cash";
  amount: string;
  payment_method?: number;
}

/** A payment taken at the desk, in cash or on one of the customer's cards, up to the balance. */
export function PaymentDialog(props: RentalDialogProps) {
  const { rental } = props;
  const call = useRentalCallForm<PaymentValues>(props, ["amount", "method", "payment_method"]);
  const method = Form.useWatch("method", call.form);
  const amount = Form.useWatch("amount", call.form) as unknown;
  // A card payment is charged as OK is pressed: the button says how much.
  const charged =
    method === "card" && typeof amount === "string" && parseCents(amount) !== null ? amount : null;
  const { selectProps } = useSelect<{ id: number; brand: string; last4: string }>({
    resource: "cards",
    optionLabel: (c) => cardLabel(c.brand, c.last4),
    optionValue: (c) => String(c.id),
    filters: [{ field: "user", operator: "eq", value: rental.user }],
    pagination: { mode: "off" },
  });
  const save = (values: PaymentValues) =>
    call.send(
      rentalEndpoints.addPayment(),
      {
        rental: rental.id,
        amount: values.amount,
        method: values.method,
        ...(values.method === "card" && values.payment_method
          ? { payment_method: Number(values.payment_method) }
          : {}),
      },
      { ok: success.paymentAdded, failed: failedNotice(error.paymentAddFailed) },
    );
  return (
    <DeskForm<PaymentValues>
      action="payment"
      call={call}
      okText={charged ? t("forms.assignCard.chargeOk", { amount: formatMoney(charged) }) : undefined}
      initialValues={{ method: "cash", amount: rental.balance }}
      onFinish={save}
    >
      <Form.Item label={t("rentals.payment.paidBy")} name="method">
        <Radio.Group
          options={[
            { label: t("rentals.payment.cash"), value: "cash" },
            { label: t("rentals.payment.card"), value: "card" },
          ]}
        />
      </Form.Item>
      <MoneyField
        label={t("rentals.payment.amount")}
        name="amount"
        message={t("rentals.payment.amountRequired")}
        min="0.01"
        max={rental.balance}
        extra={t("rentals.payment.balance", { amount: formatMoney(rental.balance) })}
      />
      {method === "card" && (
        <Form.Item
          label={t("rentals.payment.card")}
          name="payment_method"
          extra={t("rentals.payment.cardExtra")}
        >
          <Select
            {...selectProps}
            aria-label={t("rentals.payment.card")}
            allowClear
            placeholder={t("rentals.payment.cardPlaceholder")}
          />
        </Form.Item>
      )}
    </DeskForm>
  );
}
