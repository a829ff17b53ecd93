import { formatDate } from "@common/dates";
import { cardLabel } from "@common/cards";
import { CreditCardOutlined, StarOutlined } from "@ant-design/icons";
import { useCustomMutation, useInvalidate } from "@refinedev/core";
import { Alert, Button, Card as Panel, Empty, Space, Table, Typography } from "antd";
import { useSearchParams } from "react-router";
import { useIsStaff } from "../../src/components/layout/access";
import { AddButton, DeleteAction } from "../../src/components/buttons/listActions";
import {
  actionsColumn,
  ListPage,
  ResourceTable,
  useResourceList,
  useResponsiveTable,
} from "../../src/components/lists";
import { CustomerSelect } from "../../src/components/selects/pickers";
import type { Card } from "./types";
import { cardEndpoints } from "./endpoints";
import { failedNotice } from "../../src/components/layout/notices";
import { t } from "../../src/i18n";
import { PlainTag } from "../../src/components/plain/PlainTag";

const texts = t("cards.notices", { returnObjects: true });
const expiry = (card: Card) => `${String(card.exp_month).padStart(2, "0")}/${card.exp_year}`;

/** The cards of the caller (customers), or of the customer `userId` (staff, read-only). */
function CardsTable({ userId, emptyText }: { userId?: number; emptyText: string }) {
  const readOnly = userId !== undefined;
  const list = useResourceList<Card>({
    resource: "cards",
    fetchFailed: texts.fetchFailed,
    syncWithLocation: false,
    permanent: readOnly ? [{ field: "user", operator: "eq", value: userId }] : [],
  });
  const invalidate = useInvalidate();
  const refresh = () => invalidate({ resource: "cards", invalidates: ["list"] });
  const { mutate: makeDefault, mutation: defaulting } = useCustomMutation<Card>();
  const setDefault = (card: Card) =>
    makeDefault(
      {
        url: cardEndpoints.makeDefault(card.id).path,
        method: "post",
        values: {},
        successNotification: {
          type: "success",
          message: texts.madeDefault,
          description: cardLabel(card.brand, card.last4),
        },
        errorNotification: failedNotice(texts.defaultFailed),
      },
      { onSuccess: refresh },
    );

  // The row's actions: their own column from `md`; on a phone under the card, so the columns fit.
  const actions = (card: Card) => {
    const label = cardLabel(card.brand, card.last4);
    return (
      <Space wrap>
        {!card.is_default && !card.is_expired && (
          <Button
            size="small"
            icon={<StarOutlined />}
            loading={defaulting.isPending}
            onClick={() => setDefault(card)}
            aria-label={t("cards.list.makeDefaultLabel", { card: label })}
          >
            {t("cards.list.makeDefault")}
          </Button>
        )}
        <DeleteAction
          resource="cards"
          id={card.id}
          verb={t("cards.list.remove")}
          name={label}
          consequence={card.is_default ? t("cards.list.removeDefault") : t("cards.list.removeOther")}
          texts={{ done: texts.removed, failed: texts.removeFailed }}
        />
      </Space>
    );
  };
  const { narrow, tableProps } = useResponsiveTable();

  return (
    <ResourceTable list={list} empty={{ nothing: emptyText, noMatch: emptyText }} {...tableProps}>
      <Table.Column<Card>
        title={t("cards.list.card")}
        key="card"
        render={(_, card) => (
          <Space direction="vertical" size={8}>
            <Space wrap size={[8, 4]}>
              <CreditCardOutlined />
              <Typography.Text strong>{cardLabel(card.brand, card.last4)}</Typography.Text>
              {card.is_default && <PlainTag color="blue">{t("cards.list.default")}</PlainTag>}
            </Space>
            {narrow && !readOnly && actions(card)}
          </Space>
        )}
      />
      <Table.Column<Card>
        title={t("cards.list.expires")}
        key="expiry"
        render={(_, card) => (
          <Space>
            {expiry(card)}
            {card.is_expired && <PlainTag color="red">{t("cards.list.expired")}</PlainTag>}
          </Space>
        )}
      />
      <Table.Column<Card>
        dataIndex="created_at"
        title={t("cards.list.added")}
        responsive={["md"]}
        render={(value: string) => formatDate(value)}
      />
      {!readOnly && <Table.Column<Card> key="actions" {...actionsColumn(t("cards.list.actions"), actions)} />}
    </ResourceTable>
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
    <ListPage title={t("cards.list.title")} headerButtons={null}>
      <Space direction="vertical" size="middle" style={{ width: "100%" }}>
        <Alert type="info" showIcon message={t("cards.list.staffHint")} />
        <CustomerSelect
          aria-label={t("cards.list.customer")}
          value={customerId}
          onChange={choose}
          style={{ width: 360 }}
        />
        {customerId === undefined ? (
          <Panel>
            <Empty description={t("cards.list.chooseCustomer")} />
          </Panel>
        ) : (
          <CardsTable key={customerId} userId={customerId} emptyText={t("cards.list.customerHasNone")} />
        )}
      </Space>
    </ListPage>
  );
}

/** A customer's own cards: add (/cards/create), make default, remove. */
function OwnCards() {
  return (
    <ListPage
      title={t("cards.list.title")}
      headerButtons={<AddButton resource="cards">{t("cards.list.addCard")}</AddButton>}
    >
      <CardsTable emptyText={t("cards.list.nothing")} />
    </ListPage>
  );
}

/** /cards (auth): the signed-in customer's cards; staff look up a customer's (read-only). */
export default function CardList() {
  const { staff, known } = useIsStaff();
  if (!known) return <Panel loading />;
  return staff ? <StaffCards /> : <OwnCards />;
}
