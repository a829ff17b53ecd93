import { type HttpError, type LogicalFilter, useList } from "@refinedev/core";
import { Card, Empty, type TableColumnsType, Tag, Typography } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Card as SavedCard, PhoneNumber, Rental, ScheduledRefill, Transaction } from "@common/api";
import { cardLabel } from "@common/cards";
import { statusLabel } from "@common/labels";
import {
  activeColumn,
  dateColumn,
  LoadError,
  moneyColumn,
  optionalColumn,
  phoneColumn,
} from "../../src/components/lists";
import { NoValue } from "../../src/components/NoValue";
import { DetailTable } from "../../src/components/show";
import { error, records } from "../../src/messages";
import { NEWEST_FIRST } from "../../src/resource-kit/declare";
import { formatDate, formatDateTime } from "@common/dates";

/**
 * The customer's records on their page: phone numbers, cards, scheduled refills, latest transactions and
 * rentals, each from its own list call filtered on `user`, each with its loading, empty and error state.
 */

interface SectionProps<T> {
  title: string;
  resource: string;
  userId: number;
  columns: TableColumnsType<T>;
  empty: string;
  fetchFailed: string;
  extraFilters?: LogicalFilter[];
  /**
   * the route of the list that holds them all: the section then shows the newest ten, and "All N" leads to
   * that list filtered as the section is
   */
  fullList?: string;
}

/** The address of a list filtered as a section is: `filters[0][field]=user&filters[0][operator]=eq&…`. */
const filteredList = (route: string, filters: LogicalFilter[]) =>
  `${route}?${filters
    .map(
      (f, i) =>
        `filters[${i}][field]=${f.field}&filters[${i}][operator]=${f.operator}&filters[${i}][value]=${f.value}`,
    )
    .join("&")}`;

function RecordSection<T extends { id: number }>({
  title,
  resource,
  userId,
  columns,
  empty,
  fetchFailed,
  extraFilters = [],
  fullList,
}: SectionProps<T>) {
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
          <Link to={filteredList(fullList, filters)}>All {total}</Link>
        ) : null
      }
      aria-label={title}
    >
      {query.isError ? (
        <LoadError error={query.error} text={fetchFailed} onRetry={() => query.refetch()} />
      ) : (
        <DetailTable<T>
          loading={query.isLoading}
          dataSource={result?.data ?? []}
          columns={columns}
          scroll={{ x: "max-content" }}
          empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />}
        />
      )}
    </Card>
  );
}

const STATUS_COLORS: Record<string, string> = {
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
  <Tag color={STATUS_COLORS[status] ?? "default"}>{statusLabel(status)}</Tag>
);
const Muted = ({ children }: { children: ReactNode }) => (
  <Typography.Text type="secondary">{children}</Typography.Text>
);
/** "#12", leading to the record's page. */
const numberColumn = <T extends { id: number }>(route: string): TableColumnsType<T>[number] => ({
  title: "#",
  dataIndex: "id",
  render: (id: number) => <Link to={`${route}/${id}`}>{id}</Link>,
});
const statusColumn = <T extends { status: string }>(): TableColumnsType<T>[number] => ({
  title: "Status",
  dataIndex: "status",
  render: (s: string) => <StatusTag status={s} />,
});

export function CustomerRecords({ userId }: { userId: number }) {
  return (
    <>
      <RecordSection<PhoneNumber>
        title="Phone numbers"
        resource="phone-numbers"
        userId={userId}
        empty="No phone numbers."
        fetchFailed={records.phoneNumber.fetchFailed}
        columns={[
          phoneColumn("number"),
          { title: "Nickname", dataIndex: "nickname", render: (v: string) => v || <NoValue /> },
          optionalColumn("carrier_name", "Carrier"),
          optionalColumn("plan_name", "Plan"),
          activeColumn("Removed"),
        ]}
      />
      <RecordSection<SavedCard>
        title="Cards"
        resource="cards"
        userId={userId}
        empty="No cards saved."
        fetchFailed={records.card.fetchFailed}
        columns={[
          {
            title: "Card",
            key: "card",
            render: (_, c) => cardLabel(c.brand, c.last4),
          },
          {
            title: "Expires",
            key: "expires",
            render: (_, c) => (
              <>
                {String(c.exp_month).padStart(2, "0")}/{c.exp_year}{" "}
                {c.is_expired && <Tag color="red">Expired</Tag>}
              </>
            ),
          },
          {
            title: "Default",
            dataIndex: "is_default",
            render: (v: boolean) => (v ? <Tag color="blue">Default</Tag> : null),
          },
        ]}
      />
      <RecordSection<ScheduledRefill>
        title="Scheduled refills"
        resource="scheduled-refills"
        userId={userId}
        empty="No scheduled refills."
        fetchFailed={records.scheduledRefill.fetchFailed}
        columns={[
          phoneColumn("phone_number_digits"),
          { title: "Plan", dataIndex: "plan_name" },
          moneyColumn(null, "amount", "Amount"),
          { title: "Day of month", dataIndex: "day_of_month", align: "right" },
          dateColumn(null, "next_run_on", "Next run"),
          { title: "Card", dataIndex: "card_label", render: (v: string | null) => v ?? <Muted>None</Muted> },
          activeColumn("Paused"),
        ]}
      />
      <RecordSection<Transaction>
        title="Latest transactions"
        resource="transactions"
        userId={userId}
        fullList="/transactions"
        empty="No transactions yet."
        fetchFailed={error.transactionsFetchFailed}
        columns={[
          numberColumn("/transactions"),
          dateColumn(null, "created_at", "Date", formatDateTime),
          phoneColumn("phone_number_digits"),
          { title: "Plan", dataIndex: "plan_name" },
          moneyColumn(null, "amount", "Amount"),
          statusColumn(),
        ]}
      />
      <RecordSection<Rental>
        title="Latest rentals"
        resource="rentals"
        userId={userId}
        fullList="/rentals"
        // docs/panel.md: returned rentals are hidden by default, here as on /rentals (whose "Returned" filter
        // shows them).
        extraFilters={[{ field: "hide_returned", operator: "eq", value: true }]}
        empty="No rentals yet."
        fetchFailed={error.rentalsFetchFailed}
        columns={[
          numberColumn("/rentals"),
          { title: "Device", dataIndex: "device_name" },
          { title: "Country", dataIndex: "country_name" },
          {
            title: "Dates",
            key: "dates",
            render: (_, r) => `${formatDate(r.start_date)} – ${formatDate(r.end_date)}`,
          },
          moneyColumn(null, "total_due_amount", "Total due"),
          moneyColumn(null, "balance", "Balance"),
          statusColumn(),
        ]}
      />
    </>
  );
}
