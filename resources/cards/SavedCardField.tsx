import { PlusOutlined } from "@ant-design/icons";
import { type HttpError, useList } from "@refinedev/core";
import { Alert, Button, Form, type FormInstance } from "antd";
import { type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from "react";
import type { Card as SavedCard } from "@common/api";
import { cardLabel } from "@common/cards";
import { FieldSelect } from "../../src/components/selects/FieldSelect";
import { failedNotice } from "../../src/components/layout/notices";
import { t } from "../../src/i18n";
import { lazyDialog } from "../../src/components/forms/lazyDialog";

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
  const cards = useList<SavedCard, HttpError>({
    resource: "cards",
    pagination: { mode: "off" },
    filters: [{ field: "user", operator: "eq", value: customer }],
    queryOptions: { enabled },
    errorNotification: failedNotice(t("cards.notices.fetchFailed")),
  });
  const data = cards.result?.data;
  const usable = useMemo(() => (data ?? []).filter((c) => !c.is_expired), [data]);

  const seen = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!cards.query.isSuccess) return;
    const ids = new Set(usable.map((c) => c.id));
    const added = seen.current ? usable.find((c) => !seen.current!.has(c.id)) : undefined;
    seen.current = ids;
    const current = form.getFieldValue("payment_method");
    if (added) form.setFieldValue("payment_method", String(added.id));
    else if (!current || !ids.has(Number(current))) {
      const fallback = preselect ? (usable.find((c) => c.is_default) ?? usable[0]) : undefined;
      form.setFieldValue("payment_method", fallback ? String(fallback.id) : undefined);
    }
  }, [cards.query.isSuccess, usable, form, preselect]);

  const noCards = enabled && cards.query.isSuccess && usable.length === 0;
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
              loading={cards.query.isLoading && enabled}
              options={usable.map((c) => ({
                value: String(c.id),
                label: c.is_default
                  ? t("cards.field.defaultOption", { card: cardLabel(c.brand, c.last4) })
                  : cardLabel(c.brand, c.last4),
              }))}
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
      {noCards && staff && required && (
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
