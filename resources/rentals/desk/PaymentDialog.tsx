import { useSelect } from "@refinedev/antd";
import { Form, Radio, Select } from "antd";
import { cardLabel } from "@common/cards";
import { formatMoney } from "@common/money";
import { FormModal } from "../../../src/components/FormModal";
import { MoneyField } from "../../../src/components/forms";
import { failedNotice } from "../../../src/components/notices";
import { error, success } from "../../../src/messages";
import { rentalEndpoints } from "../endpoints";
import { type RentalDialogProps, useRentalCallForm } from "./call";

interface PaymentValues {
  method: "card" | "cash";
  amount: string;
  payment_method?: number;
}

/** A payment taken at the desk, in cash or on one of the customer's cards, up to the balance. */
export function PaymentDialog(props: RentalDialogProps) {
  const { rental, onClose } = props;
  const { form, send, pending } = useRentalCallForm<PaymentValues>(props, [
    "amount",
    "method",
    "payment_method",
  ]);
  const method = Form.useWatch("method", form);
  const { selectProps } = useSelect<{ id: number; brand: string; last4: string }>({
    resource: "cards",
    optionLabel: (c) => cardLabel(c.brand, c.last4),
    optionValue: (c) => String(c.id),
    filters: [{ field: "user", operator: "eq", value: rental.user }],
    pagination: { mode: "off" },
  });
  const save = (values: PaymentValues) =>
    send(
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
    <FormModal form={form} pending={pending} onClose={onClose} title="Add payment" okText="Add payment">
      <Form<PaymentValues>
        form={form}
        name="rental-payment"
        layout="vertical"
        initialValues={{ method: "cash", amount: rental.balance }}
        onFinish={save}
      >
        <Form.Item label="Paid by" name="method">
          <Radio.Group
            options={[
              { label: "Cash", value: "cash" },
              { label: "Card", value: "card" },
            ]}
          />
        </Form.Item>
        <MoneyField
          label="Amount"
          name="amount"
          message="Enter the amount."
          min="0.01"
          max={rental.balance}
          extra={`Balance: ${formatMoney(rental.balance)}`}
        />
        {method === "card" && (
          <Form.Item label="Card" name="payment_method" extra="Default: the card the rental was paid with.">
            <Select {...selectProps} aria-label="Card" allowClear placeholder="The rental's card" />
          </Form.Item>
        )}
      </Form>
    </FormModal>
  );
}
