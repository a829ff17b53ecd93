import { type HttpError, type LogicalFilter, useList } from "@refinedev/core";
import { Card, Empty, type TableColumnsType, Typography } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type {
  Message,
  Card as SavedCard,
  PhoneNumber,
  Rental,
  ScheduledRefill,
  Transaction,
} from "@common/api";
import { cardLabel } from "@common/cards";
import { anyStatusText } from "../rentals/labels";
import { consentText, NextRun, whenItRuns } from "../scheduled-refills/labels";
import { MessageStatusCell, MessageTo, MessageWords } from "../messages/MessageCells";
import { messageKindText } from "../messages/labels";
import {
  activeColumn,
  dateColumn,
  LoadError,
  moneyColumn,
  optionalColumn,
  phoneColumn,
} from "../../src/components/lists";
import { NoValue } from "../../src/components/show/NoValue";
import { t } from "../../src/i18n";
import { DetailTable } from "../../src/components/show";
import { error } from "../../src/messages";
import { NEWEST_FIRST } from "../../src/resource-kit/declare";
import { formatDate, formatDateTime } from "@common/dates";
import { formatCount } from "@common/locale";
import { PlainTag, type PlainTagColor } from "../../src/components/plain/PlainTag";

/**
 * The customer's records on their page: phone numbers, cards, scheduled refills, latest transactions,
 * rentals and messages, each from its own list call filtered on `user`, each with its loading, empty and error state.
 */

interface SectionSpec {
  resource: string;
  fetchFailed: () => string;
  extraFilters?: LogicalFilter[];
  /**
   * the route of the list that holds them all: the section then shows the newest ten, and "All N" leads to
   * that list filtered as the section is
   */
  fullList?: string;
}

/**
 * Each section's list (its resource), what it says when that list fails, and where its whole list is; its
 * title and empty text are `customers.records.{section}`.
 */
const SECTIONS = {
  phoneNumbers: { resource: "phone-numbers", fetchFailed: () => t("phoneNumbers.notices.fetchFailed") },
  cards: { resource: "cards", fetchFailed: () => t("cards.notices.fetchFailed") },
  scheduledRefills: {
    resource: "scheduled-refills",
    fetchFailed: () => t("scheduledRefills.notices.fetchFailed"),
  },
  transactions: {
    resource: "transactions",
    fetchFailed: () => error.transactionsFetchFailed,
    fullList: "/transactions",
  },
  rentals: {
    resource: "rentals",
    fetchFailed: () => error.rentalsFetchFailed,
    fullList: "/rentals",
    // docs/panel.md: returned rentals are hidden by default, here as on /rentals (whose "Returned" filter
    // shows them).
    extraFilters: [{ field: "hide_returned", operator: "eq", value: true }],
  },
  messages: {
    resource: "messages",
    fetchFailed: () => t("sentMessages.fetchFailed"),
    fullList: "/messages",
  },
} satisfies Record<string, SectionSpec>;

interface SectionProps<T> {
  section: keyof typeof SECTIONS;
  userId: number;
  columns: TableColumnsType<T>;
}

/** The address of a list filtered as a section is: `filters[0][field]=user&filters[0][operator]=eq&…`. */
const filteredList = (route: string, filters: LogicalFilter[]) =>
  `${route}?${filters
    .map(
      (f, i) =>
        `filters[${i}][field]=${f.field}&filters[${i}][operator]=${f.operator}&filters[${i}][value]=${f.value}`,
    )
    .join("&")}`;

function RecordSection<T extends { id: number }>({ section, userId, columns }: SectionProps<T>) {
  const { resource, fetchFailed, extraFilters = [], fullList }: SectionSpec = SECTIONS[section];
  const title = t(`customers.records.${section}.title`);
  const filters: LogicalFilter[] = [{ field: "user", operator: "eq", value: userId }, ...extraFilters];
  const { query, result } = useList<T, HttpError>({
    resource,
    pagination: { currentPage: 1, pageSize: fullList ? 10 : 50 },
    sorters: fullList ? NEWEST_FIRST : undefined,
    filters,
    // The section says it failed; no notification for each of them.
    errorNotification: false,
  });
  const total = result?.total ?? 0;
  return (
    <Card
      title={title}
      size="small"
      style={{ marginTop: 16 }}
      extra={
        fullList && query.isSuccess && total > result.data.length ? (
          <Link to={filteredList(fullList, filters)}>
            {t("customers.records.all", { total: formatCount(total) })}
          </Link>
        ) : null
      }
      aria-label={title}
    >
      {query.isError ? (
        <LoadError error={query.error} text={fetchFailed()} onRetry={() => query.refetch()} />
      ) : (
        <DetailTable<T>
          loading={query.isLoading}
          dataSource={result?.data ?? []}
          columns={columns}
          scroll={{ x: "max-content" }}
          empty={
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t(`customers.records.${section}.empty`)}
            />
          }
        />
      )}
    </Card>
  );
}

const STATUS_COLORS: Record<string, PlainTagColor> = {
  success: "green",
  resolved: "cyan",
  error: "red",
  action_required: "orange",
  in_queue: "default",
  in_progress: "blue",
  preorder: "default",
  ready_for_pickup: "blue",
  picked_up: "geekblue",
  returned: "green",
};
const StatusTag = ({ status }: { status: string }) => (
  <PlainTag color={STATUS_COLORS[status] ?? "default"}>{anyStatusText(status)}</PlainTag>
);
const Muted = ({ children }: { children: ReactNode }) => (
  <Typography.Text type="secondary">{children}</Typography.Text>
);
/** "#12", leading to the record's page. */
const numberColumn = <T extends { id: number }>(route: string): TableColumnsType<T>[number] => ({
  title: t("customers.records.number"),
  dataIndex: "id",
  render: (id: number) => <Link to={`${route}/${id}`}>{id}</Link>,
});
const statusColumn = <T extends { status: string }>(): TableColumnsType<T>[number] => ({
  title: t("customers.records.status"),
  dataIndex: "status",
  render: (s: string) => <StatusTag status={s} />,
});

const phoneNumberColumns = (): TableColumnsType<PhoneNumber> => [
  phoneColumn("number"),
  {
    title: t("customers.records.phoneNumbers.nickname"),
    dataIndex: "nickname",
    render: (v: string) => v || <NoValue />,
  },
  optionalColumn("carrier_name", t("customers.records.phoneNumbers.carrier")),
  optionalColumn("plan_name", t("customers.records.phoneNumbers.plan")),
  activeColumn(t("customers.records.phoneNumbers.removed")),
];

const cardColumns = (): TableColumnsType<SavedCard> => [
  {
    title: t("customers.records.cards.card"),
    key: "card",
    render: (_, c) => cardLabel(c.brand, c.last4),
  },
  {
    title: t("customers.records.cards.expires"),
    key: "expires",
    render: (_, c) => (
      <>
        {String(c.exp_month).padStart(2, "0")}/{c.exp_year}{" "}
        {c.is_expired && <PlainTag color="red">{t("customers.records.cards.expired")}</PlainTag>}
      </>
    ),
  },
  {
    title: t("customers.records.cards.default"),
    dataIndex: "is_default",
    render: (v: boolean) =>
      v ? <PlainTag color="blue">{t("customers.records.cards.default")}</PlainTag> : null,
  },
];

const scheduledRefillColumns = (): TableColumnsType<ScheduledRefill> => [
  phoneColumn("phone_number_digits"),
  { title: t("customers.records.scheduledRefills.plan"), dataIndex: "plan_name" },
  moneyColumn(null, "amount", t("customers.records.scheduledRefills.amount")),
  // A day of the month, or when the line's plan runs out (an automatic refill, DESIGN.md §16).
  {
    title: t("scheduledRefills.form.rule"),
    key: "when",
    render: (_, r) => whenItRuns(r),
  },
  {
    title: t("customers.records.scheduledRefills.nextRun"),
    key: "next_run_on",
    render: (_, r) => <NextRun record={r} />,
  },
  {
    title: t("scheduledRefills.list.consent"),
    key: "consent",
    render: (_, r) => consentText(r) ?? <NoValue />,
  },
  {
    title: t("customers.records.scheduledRefills.card"),
    dataIndex: "card_label",
    render: (v: string | null) => v ?? <Muted>{t("customers.records.scheduledRefills.noCard")}</Muted>,
  },
  activeColumn(t("customers.records.scheduledRefills.paused")),
];

const transactionColumns = (): TableColumnsType<Transaction> => [
  numberColumn("/transactions"),
  dateColumn(null, "created_at", t("customers.records.transactions.date"), formatDateTime),
  phoneColumn("phone_number_digits"),
  { title: t("customers.records.transactions.plan"), dataIndex: "plan_name" },
  moneyColumn(null, "amount", t("customers.records.transactions.amount")),
  statusColumn(),
];

const rentalColumns = (): TableColumnsType<Rental> => [
  numberColumn("/rentals"),
  { title: t("customers.records.rentals.device"), dataIndex: "device_name" },
  { title: t("customers.records.rentals.country"), dataIndex: "country_name" },
  {
    title: t("customers.records.rentals.dates"),
    key: "dates",
    render: (_, r) => `${formatDate(r.start_date)} – ${formatDate(r.end_date)}`,
  },
  moneyColumn(null, "total_due_amount", t("customers.records.rentals.totalDue")),
  moneyColumn(null, "balance", t("customers.records.rentals.balance")),
  statusColumn(),
];

const messageColumns = (): TableColumnsType<Message> => [
  dateColumn(null, "created_at", t("sentMessages.list.columns.date"), formatDateTime),
  {
    title: t("sentMessages.list.columns.kind"),
    dataIndex: "kind",
    render: (k: string) => messageKindText(k),
  },
  { title: t("sentMessages.list.columns.to"), key: "to", render: (_, m) => <MessageTo message={m} /> },
  {
    title: t("sentMessages.list.columns.message"),
    key: "words",
    render: (_, m) => <MessageWords message={m} />,
  },
  {
    title: t("sentMessages.list.columns.status"),
    dataIndex: "status",
    render: (_, m) => <MessageStatusCell message={m} />,
  },
];

export function CustomerRecords({ userId }: { userId: number }) {
  return (
    <>
      <RecordSection section="phoneNumbers" userId={userId} columns={phoneNumberColumns()} />
      <RecordSection section="cards" userId={userId} columns={cardColumns()} />
      <RecordSection section="scheduledRefills" userId={userId} columns={scheduledRefillColumns()} />
      <RecordSection section="transactions" userId={userId} columns={transactionColumns()} />
      <RecordSection section="rentals" userId={userId} columns={rentalColumns()} />
      <RecordSection section="messages" userId={userId} columns={messageColumns()} />
    </>
  );
}
