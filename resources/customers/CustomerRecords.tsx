import { type CrudFilter, type CrudSort, type HttpError, useList } from "@refinedev/core";
import { Card, Empty, Table, type TableColumnsType, Tag, Typography } from "antd";
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
import { error, people } from "../../src/messages";
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
  pageSize?: number;
  sorters?: CrudSort[];
  extraFilters?: CrudFilter[];
  /** a link to the full list, shown when there are more rows than this section holds */
  more?: (total: number) => ReactNode;
}

function RecordSection<T extends { id: number }>({
  title,
  resource,
  userId,
  columns,
  empty,
  fetchFailed,
  pageSize = 50,
  sorters,
  extraFilters = [],
  more,
}: SectionProps<T>) {
  const { query, result } = useList<T, HttpError>({
    resource,
    pagination: { currentPage: 1, pageSize },
    sorters,
    filters: [{ field: "user", operator: "eq", value: userId }, ...extraFilters],
    // The section says it failed; no notification for each of them.
    errorNotification: false,
  });
  const total = result?.total ?? 0;
  return (
    <Card
      title={title}
      size="small"
      style={{ marginTop: 16 }}
      extra={query.isSuccess && total > result.data.length ? more?.(total) : null}
      aria-label={title}
    >
      {query.isError ? (
        <LoadError error={query.error} text={fetchFailed} onRetry={() => query.refetch()} />
      ) : (
        <Table<T>
          rowKey="id"
          size="small"
          loading={query.isLoading}
          dataSource={result?.data ?? []}
          columns={columns}
          pagination={false}
          scroll={{ x: "max-content" }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
        />
      )}
    </Card>
  );
}

const texts = people.customerRecords;

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

export function CustomerRecords({ userId }: { userId: number }) {
  return (
    <>
      <RecordSection<PhoneNumber>
        title="Phone numbers"
        resource="phone-numbers"
        userId={userId}
        empty="No phone numbers."
        fetchFailed={texts.phoneNumbersFetchFailed}
        columns={[
          phoneColumn("number"),
          { title: "Nickname", dataIndex: "nickname", render: (v: string) => v || <Muted>—</Muted> },
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
        fetchFailed={texts.cardsFetchFailed}
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
        fetchFailed={texts.scheduledRefillsFetchFailed}
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
        pageSize={10}
        sorters={[{ field: "created_at", order: "desc" }]}
        empty="No transactions yet."
        fetchFailed={error.transactionsFetchFailed}
        more={(total) => (
          <Link
            to={`/transactions?filters[0][field]=user&filters[0][operator]=eq&filters[0][value]=${userId}`}
          >
            All {total}
          </Link>
        )}
        columns={[
          {
            title: "#",
            dataIndex: "id",
            render: (id: number) => <Link to={`/transactions/${id}`}>{id}</Link>,
          },
          dateColumn(null, "created_at", "Date", formatDateTime),
          phoneColumn("phone_number_digits"),
          { title: "Plan", dataIndex: "plan_name" },
          moneyColumn(null, "amount", "Amount"),
          { title: "Status", dataIndex: "status", render: (s: string) => <StatusTag status={s} /> },
        ]}
      />
      <RecordSection<Rental>
        title="Latest rentals"
        resource="rentals"
        userId={userId}
        pageSize={10}
        sorters={[{ field: "created_at", order: "desc" }]}
        // docs/panel.md: returned rentals are hidden by default, here as on /rentals (whose "Returned" filter
        // shows them).
        extraFilters={[{ field: "hide_returned", operator: "eq", value: true }]}
        empty="No rentals yet."
        fetchFailed={error.rentalsFetchFailed}
        more={(total) => (
          <Link
            to={`/rentals?filters[0][field]=user&filters[0][operator]=eq&filters[0][value]=${userId}&filters[1][field]=hide_returned&filters[1][operator]=eq&filters[1][value]=true`}
          >
            All {total}
          </Link>
        )}
        columns={[
          { title: "#", dataIndex: "id", render: (id: number) => <Link to={`/rentals/${id}`}>{id}</Link> },
          { title: "Device", dataIndex: "device_name" },
          { title: "Country", dataIndex: "country_name" },
          {
            title: "Dates",
            key: "dates",
            render: (_, r) => `${formatDate(r.start_date)} – ${formatDate(r.end_date)}`,
          },
          moneyColumn(null, "total_due_amount", "Total due"),
          moneyColumn(null, "balance", "Balance"),
          { title: "Status", dataIndex: "status", render: (s: string) => <StatusTag status={s} /> },
        ]}
      />
    </>
  );
}
