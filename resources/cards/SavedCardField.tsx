import { PlusOutlined } from "@ant-design/icons";
import { Alert, Button, Form, type FormInstance } from "antd";
import { type ReactNode, Suspense, useState } from "react";
import { FieldSelect } from "../../src/components/selects/FieldSelect";
import { t } from "../../src/i18n";
import { lazyDialog } from "../../src/components/forms/lazyDialog";
import { useSavedCards } from "./useSavedCards";

// The Add-card dialog (the cards' own create screen) loads when a customer asks for it.
const AddCardForm = lazyDialog(() => import("./AddCardModal"), "default");

interface SavedCardFieldProps {
  /** a form holding a `payment_method` field */
  form: FormInstance;
  /** Staff: the customer whose cards to offer; a customer is offered their own. */
  customer?: number;
  /** False until there is someone to offer cards of (staff choose the customer first). */
  enabled: boolean;
  staff: boolean;
  /** A card must be chosen (a customer paying now); otherwise it may be left empty. */
  required: boolean;
  /** Choose the default card (else the first) by itself. */
  preselect: boolean;
  extra?: ReactNode;
}

/**
 * The `payment_method` field of a form that charges a saved card (Refill Now, Rent Now): the owner's cards
 * that have not expired, the default one marked; customers may add a card here, and the card just added is
 * chosen. Staff see when the customer has no card to charge.
 */
export function SavedCardField({
  form,
  customer,
  enabled,
  staff,
  required,
  preselect,
  extra,
}: SavedCardFieldProps) {
  const [addingCard, setAddingCard] = useState(false);
  const cards = useSavedCards({
    customer,
    enabled,
    preselect,
    chosen: () => form.getFieldValue("payment_method"),
    choose: (card) => form.setFieldValue("payment_method", card),
  });

  return (
    <>
      <Form.Item label={t("cards.field.card")} required={required} extra={extra}>
        {/* The select takes the row; "Add card" goes under it when both do not fit (a phone). */}
        <div style={{ display: "flex", flexWrap: "wrap", gap: 8 }}>
          <Form.Item
            name="payment_method"
            noStyle
            rules={required ? [{ required: true, message: t("cards.field.required") }] : []}
          >
            <FieldSelect
              aria-label={t("cards.field.card")}
              placeholder={t("cards.field.placeholder")}
              allowClear={!required}
              disabled={!enabled}
              loading={cards.loading}
              options={cards.options}
              notFoundContent={t("cards.field.noneSaved")}
              style={{ flex: "1 1 220px", minWidth: 0 }}
            />
          </Form.Item>
          {!staff && (
            <Button icon={<PlusOutlined />} onClick={() => setAddingCard(true)}>
              {t("cards.field.addCard")}
            </Button>
          )}
        </div>
      </Form.Item>
      {cards.none && staff && required && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t("cards.field.customerHasNone")} />
      )}
      {addingCard && (
        <Suspense fallback={null}>
          <AddCardForm action="create" onClose={() => setAddingCard(false)} />
        </Suspense>
      )}
    </>
  );
}
