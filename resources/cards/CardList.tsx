import { CreditCardOutlined, PlusOutlined, StarOutlined } from "@ant-design/icons";
import { List, useTable } from "@refinedev/antd";
import { type HttpError, useCustomMutation, useDelete, useInvalidate } from "@refinedev/core";
import { Alert, Button, Card as Panel, Empty, Space, Table, Tag, Typography } from "antd";
import { useSearchParams } from "react-router";
import { cardLabel } from "../../server/integrations/payments/cards";
import { PAGE_SIZE } from "../../src/config";
import { records } from "../../src/messages";
import { API_PATHS, endpointOf } from "../../src/providers/paths";
import { ConfirmButton, CustomerSelect, formatDate, listPagination, LoadError, problem, useIsStaff } from "../phone-numbers/shared";
import { AddCardModal, useAddCardModal } from "./AddCardModal";
import type { Card } from "./types";

const texts = records.card;
const expiry = (card: Card) => `${String(card.exp_month).padStart(2, "0")}/${card.exp_year}`;

/** The cards of the caller (customers), or of the customer `userId` (staff, read-only). */
function CardsTable({ userId, emptyText }: { userId?: number; emptyText: string }) {
  const readOnly = userId !== undefined;
  const { tableProps, tableQuery } = useTable<Card, HttpError>({
    resource: "cards",
    syncWithLocation: false,
    pagination: { pageSize: PAGE_SIZE },
    filters: { permanent: readOnly ? [{ field: "user", operator: "eq", value: userId }] : [] },
    errorNotification: (error) => ({ type: "error", message: texts.fetchFailed, description: problem(error) }),
  });
  const invalidate = useInvalidate();
  const refresh = () => invalidate({ resource: "cards", invalidates: ["list"] });
  const { mutate: makeDefault, mutation: defaulting } = useCustomMutation<Card>();
  const { mutate: remove, mutation: removal } = useDelete<Card>();

  const setDefault = (card: Card) =>
    makeDefault(
      {
        url: `${endpointOf(API_PATHS, "cards", "one", card.id).path}default/`,
        method: "post",
        values: {},
        successNotification: { type: "success", message: texts.madeDefault, description: cardLabel(card.brand, card.last4) },
        errorNotification: (error) => ({ type: "error", message: texts.defaultFailed, description: problem(error) }),
      },
      { onSuccess: refresh },
    );
  const removeCard = (card: Card) =>
    remove({
      resource: "cards",
      id: card.id,
      mutationMode: "pessimistic",
      successNotification: { type: "success", message: texts.removed, description: cardLabel(card.brand, card.last4) },
      errorNotification: (error) => ({ type: "error", message: texts.removeFailed, description: problem(error) }),
    });

  return (
    <>
      {tableQuery.isError && <LoadError error={tableQuery.error} text={texts.fetchFailed} onRetry={() => tableQuery.refetch()} />}
      <Table {...tableProps} rowKey="id" pagination={listPagination(tableProps)} locale={{ emptyText: <Empty description={emptyText} /> }}>
        <Table.Column<Card>
          title="Card"
          key="card"
          render={(_, card) => (
            <Space>
              <CreditCardOutlined />
              <Typography.Text strong>{cardLabel(card.brand, card.last4)}</Typography.Text>
              {card.is_default && <Tag color="blue">Default</Tag>}
            </Space>
          )}
        />
        <Table.Column<Card>
          title="Expires"
          key="expiry"
          render={(_, card) => (
            <Space>
              {expiry(card)}
              {card.is_expired && <Tag color="red">Expired</Tag>}
            </Space>
          )}
        />
        <Table.Column<Card> dataIndex="created_at" title="Added" render={(value: string) => formatDate(value)} />
        {!readOnly && (
          <Table.Column<Card>
            title="Actions"
            key="actions"
            render={(_, card) => {
              const label = cardLabel(card.brand, card.last4);
              return (
                <Space>
                  {!card.is_default && !card.is_expired && (
                    <Button
                      size="small"
                      icon={<StarOutlined />}
                      loading={defaulting.isPending}
                      onClick={() => setDefault(card)}
                      aria-label={`Make ${label} the default card`}
                    >
                      Make default
                    </Button>
                  )}
                  <ConfirmButton
                    title={`Remove ${label}?`}
                    description={
                      card.is_default
                        ? "It is your default card: your newest other card becomes the default."
                        : "Past payments keep showing it."
                    }
                    okText="Remove"
                    onConfirm={() => removeCard(card)}
                    loading={removal.isPending && removal.variables?.id === card.id}
                  />
                </Space>
              );
            }}
          />
        )}
      </Table>
    </>
  );
}

/** Staff: pick a customer (kept in the address as ?customer=<id>), then see their cards. */
function StaffCards() {
  const [params, setParams] = useSearchParams();
  const raw = params.get("customer");
  const customerId = raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
  const choose = (id: number | string | undefined) => {
    const next = new URLSearchParams(params);
    if (id === undefined) next.delete("customer");
    else next.set("customer", String(id));
    setParams(next, { replace: true });
  };
  return (
    <List title="Cards" headerButtons={null}>
      <Space direction="vertical" size="middle" style={{ width: "100%" }}>
        <Alert
          type="info"
          showIcon
          message="Customers add and remove their own cards. Staff see the brand, last four digits and expiry only."
        />
        <CustomerSelect aria-label="Customer" value={customerId} onChange={choose} style={{ width: 360 }} />
        {customerId === undefined ? (
          <Panel>
            <Empty description="Choose a customer to see their saved cards." />
          </Panel>
        ) : (
          <CardsTable key={customerId} userId={customerId} emptyText="This customer has no saved cards." />
        )}
      </Space>
    </List>
  );
}

/** A customer's own cards: add, make default, remove. */
function OwnCards() {
  const add = useAddCardModal();
  return (
    <List
      title="Cards"
      headerButtons={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => add.show()}>
          Add card
        </Button>
      }
    >
      <CardsTable emptyText="No saved cards yet. Add a card to pay for refills." />
      <AddCardModal modal={add} />
    </List>
  );
}

/** /cards (auth): the signed-in customer's cards; staff look up a customer's (read-only). */
export default function CardList() {
  const { staff, known } = useIsStaff();
  if (!known) return <Panel loading />;
  return staff ? <StaffCards /> : <OwnCards />;
}
