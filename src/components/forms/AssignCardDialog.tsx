import { type HttpError, useList } from "@refinedev/core";
import { Alert, Checkbox, Form, Input, Radio, Skeleton, Space, Typography } from "antd";
import type { Card } from "@common/api";
import { cardLabel } from "@common/cards";
import { formatMoney } from "@common/money";
import { t } from "../../i18n";
import { FormModal } from "./FormModal";
import { failedNotice } from "../layout/notices";
import { useFormSave } from "./useFormSave";
import { PlainTag } from "../plain/PlainTag";

/** What staff's Assign card sends: POST …/assign-cc-to-user/ `{payment_method, make_default, note?}`. */
export interface AssignCardValues {
  payment_method: number;
  make_default: boolean;
  note?: string;
}

interface AssignCardDialogProps {
  /** the customer whose saved cards are offered */
  customer: number;
  /** the card on the record now, marked in the list */
  current: number | null;
  /** why the current card failed (the record's payment error), said beside it */
  currentProblem?: string | null;
  /**
   * what choosing a card charges it at once (the record's `assign_card_charge_amount`): said before the
   * choice, and on the button that charges; "0.00" when the card is only kept for what comes next
   */
  chargeAmount: string;
  /** sends the choice (its notices are the caller's); a rejection keeps the dialog open with the server's field errors */
  onAssign: (values: AssignCardValues) => Promise<unknown>;
  onClose: () => void;
}

interface FormValues {
  payment_method?: number;
  make_default?: boolean;
  note?: string;
}

/**
 * Staff's Assign card on a transaction or a rental: one of the customer's saved cards (the current one
 * marked, an expired one disabled and said so), and, apart, whether it also becomes the customer's default
 * card. Nothing changes the default unless that box is ticked.
 */
export function AssignCardDialog({
  customer,
  current,
  currentProblem,
  chargeAmount,
  onAssign,
  onClose,
}: AssignCardDialogProps) {
  const charges = Number(chargeAmount) > 0;
  const [form] = Form.useForm<FormValues>();
  const { save, saving } = useFormSave(form, ["payment_method", "make_default", "note"], onClose);
  const cards = useList<Card, HttpError>({
    resource: "cards",
    pagination: { mode: "off" },
    filters: [{ field: "user", operator: "eq", value: customer }],
    errorNotification: failedNotice(t("cards.notices.fetchFailed")),
  });
  const list = cards.result?.data ?? [];
  const chosen = Form.useWatch("payment_method", form);

  const submit = async ({ payment_method, make_default, note }: FormValues) => {
    if (payment_method === undefined) return;
    await save(() =>
      onAssign({
        payment_method,
        make_default: Boolean(make_default),
        ...(note?.trim() ? { note: note.trim() } : {}),
      }),
    );
  };

  return (
    <FormModal
      form={form}
      pending={saving}
      onClose={onClose}
      title={t("cards.recovery.assignTitle")}
      okText={
        charges
          ? t("forms.assignCard.chargeOk", { amount: formatMoney(chargeAmount) })
          : t("cards.recovery.assignOk")
      }
      okButtonProps={{ disabled: chosen === undefined }}
      destroyOnHidden
    >
      <Form<FormValues> form={form} layout="vertical" onFinish={submit} name="assign-card">
        <Alert
          type={charges ? "warning" : "info"}
          showIcon
          style={{ marginBottom: 16 }}
          message={
            charges
              ? t("forms.assignCard.chargesNow", { amount: formatMoney(chargeAmount) })
              : t("forms.assignCard.noChargeNow")
          }
        />
        {cards.query.isLoading ? (
          <Skeleton active title={false} paragraph={{ rows: 3 }} />
        ) : cards.query.isError ? (
          <Alert type="error" showIcon message={t("cards.notices.fetchFailed")} />
        ) : list.length === 0 ? (
          <Alert type="info" showIcon message={t("cards.recovery.noCards")} />
        ) : (
          <Form.Item
            label={t("forms.assignCard.card")}
            name="payment_method"
            rules={[{ required: true, message: t("forms.assignCard.chooseCard") }]}
          >
            <Radio.Group style={{ width: "100%" }}>
              <Space direction="vertical" style={{ width: "100%" }}>
                {list.map((card) => (
                  <Radio key={card.id} value={card.id} disabled={card.is_expired}>
                    <Space size={4} wrap>
                      <Typography.Text>{cardLabel(card.brand, card.last4)}</Typography.Text>
                      <Typography.Text type="secondary">
                        {String(card.exp_month).padStart(2, "0")}/{card.exp_year}
                      </Typography.Text>
                      {card.is_default && <PlainTag color="blue">{t("common.status.default")}</PlainTag>}
                      {card.id === current && (
                        <PlainTag color="orange">{t("cards.recovery.currentCard")}</PlainTag>
                      )}
                      {card.is_expired && <PlainTag color="red">{t("common.status.expired")}</PlainTag>}
                    </Space>
                    {card.id === current && currentProblem && (
                      <Typography.Text type="danger" style={{ display: "block" }}>
                        {t("forms.assignCard.lastChargeFailed", { problem: currentProblem })}
                      </Typography.Text>
                    )}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </Form.Item>
        )}
        <Form.Item name="make_default" valuePropName="checked">
          <Checkbox>{t("cards.recovery.alsoDefault")}</Checkbox>
        </Form.Item>
        <Form.Item
          label={t("common.note")}
          name="note"
          rules={[{ max: 1000, message: t("common.noteTooLong") }]}
        >
          <Input.TextArea rows={2} placeholder={t("forms.assignCard.notePlaceholder")} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
