import { CheckOutlined } from "@ant-design/icons";
import { problemText } from "../../src/components/show/Problem";
import {
  type CrudFilter,
  type HttpError,
  useCustomMutation,
  useInvalidate,
  useList,
  useMany,
} from "@refinedev/core";
import { Alert, Button, Card, List, Modal, Space, Typography } from "antd";
import { useEffect, useState } from "react";
import { BULK_MAX_ROWS } from "@common/api/limits";
import { formatCount } from "@common/locale";
import { formatMoneyCents } from "@common/money";
import { Link } from "react-router";
import { filterParams } from "../../src/providers/data";
import { error } from "../../src/messages";
import { failedNotice } from "../../src/components/layout/notices";
import { useOpenedOnce } from "../../src/components/forms/lazyDialog";
import { t } from "../../src/i18n";
import { BULK_FOLLOW_MAX, BULK_FOLLOW_MS, DETAIL_POLL_MS } from "../../src/config";
import { transactionStatusText } from "./labels";
import { transactionEndpoints } from "./endpoints";
import { ResolveDialog } from "./ResolveDialog";
import { RetryButton } from "./RetryButton";
import {
  type BulkAnswer,
  type BulkRowOutcome,
  isMoving,
  isStopped,
  retryCharges,
  type Transaction,
} from "./types";

type Action = "retry" | "resolve";

/** A count's values for a sentence: `count` picks the plural form, `n` is the number as the language writes it. */
const counted = (count: number) => ({ count, n: formatCount(count) });

/** "2 of them are not paid yet: their cards are charged $50.00 in all." */
const chargeTexts = (charges: { count: number; cents: number }) => ({
  ...counted(charges.count),
  amount: formatMoneyCents(charges.cents),
});

const outcomeText = (outcome: BulkRowOutcome["outcome"]) => t(`transactions.bulk.outcome.${outcome}`);

/**
 * The bar above the transactions list once staff have selected rows (TransactionList): how many, "Select
 * all N that match the filters", Retry (confirmed first) and Resolve (one note for all). The server acts on
 * each refill as one by one and reports each; the report stays open until read, and the list and its
 * counters are read again. Its code loads when the first row is selected.
 */
export function BulkActions({
  selected,
  total,
  filters,
  onClear,
}: {
  /** the rows selected on the list (on any of its pages) */
  selected: Transaction[];
  /** how many rows the list's filters match */
  total: number | undefined;
  /** the list's current filters, status tab and search */
  filters: CrudFilter[];
  onClear: () => void;
}) {
  const [everything, setEverything] = useState(false);
  const [resolving, setResolving] = useState(false);
  const [report, setReport] = useState<{ action: Action; answer: BulkAnswer }>();
  const resolveMounted = useOpenedOnce(resolving);
  const invalidate = useInvalidate();
  const { mutate, mutation } = useCustomMutation<BulkAnswer, HttpError>();
  const [running, setRunning] = useState<Action>();

  // "All that match" on a tab of stopped refills only: on the others most rows could be neither retried nor resolved.
  const status = filters.find((f) => "field" in f && f.field === "status")?.value;
  const offerAll = isStopped(typeof status === "string" ? status : undefined);
  const all = everything && offerAll && total !== undefined;
  const count = all ? total : selected.length;
  // What Retry charges is said before it runs: the selected rows are at hand; "all that match" reads
  // every matching row as the list does (at most BULK_MAX_ROWS, offered only then).
  const matching = useList<Transaction, HttpError>({
    resource: "transactions",
    filters,
    pagination: { mode: "off" },
    queryOptions: { enabled: all },
    errorNotification: failedNotice(error.transactionsFetchFailed),
  });
  const charges = all
    ? matching.query.isSuccess
      ? retryCharges(matching.result.data)
      : undefined
    : retryCharges(selected);
  const tooMany = total !== undefined && total > BULK_MAX_ROWS;
  // "All that match": the list's own query parameters, so the server picks exactly the rows the list shows.
  const target = () =>
    all ? { filters: Object.fromEntries(filterParams(filters)) } : { ids: selected.map((r) => r.id) };

  const run = (action: Action, note?: string) => {
    setRunning(action);
    const endpoint =
      action === "retry" ? transactionEndpoints.bulkRetry() : transactionEndpoints.bulkResolve();
    mutate(
      {
        url: endpoint.path,
        method: "post",
        values: { ...target(), ...(note === undefined ? {} : { note }) },
        successNotification: false,
        errorNotification: failedNotice(
          action === "retry" ? error.transactionRetryFailed : error.transactionResolveFailed,
        ),
      },
      {
        onSuccess: ({ data }) => {
          setResolving(false);
          setReport({ action, answer: data });
          // The list and the counters above it: the rows acted on have changed status.
          void invalidate({ resource: "transactions", invalidates: ["all"] });
        },
      },
    );
  };
  const busy = (action: Action) => mutation.isPending && running === action;
  const closeReport = () => {
    setReport(undefined);
    setEverything(false);
    onClear();
  };

  return (
    <Card size="small" style={{ marginBottom: 12 }} role="region" aria-label={t("transactions.bulk.region")}>
      <Space wrap style={{ width: "100%", justifyContent: "space-between" }}>
        <Space wrap>
          <Typography.Text strong>
            {all
              ? t("transactions.bulk.allSelected", counted(count))
              : t("transactions.bulk.selected", counted(selected.length))}
          </Typography.Text>
          {offerAll && !all && total !== undefined && total > selected.length && (
            <Button type="link" disabled={tooMany} onClick={() => setEverything(true)}>
              {t("transactions.bulk.selectAll", { n: formatCount(total) })}
            </Button>
          )}
          <Button type="link" onClick={onClear}>
            {t("transactions.bulk.clear")}
          </Button>
        </Space>
        <Space wrap>
          <RetryButton
            question={t("transactions.bulk.retryQuestion", counted(count))}
            // Some not paid yet: their cards are charged, and the confirmation says how much in all first.
            hint={[
              charges?.count ? t("transactions.bulk.retryCharges", chargeTexts(charges)) : "",
              t("transactions.bulk.retryHint"),
            ]
              .join(" ")
              .trim()}
            {...(charges?.count && {
              okText: t("forms.assignCard.chargeOk", { amount: formatMoneyCents(charges.cents) }),
            })}
            label={t("transactions.bulk.retry")}
            // Until the rows are read, what it charges is unknown: it waits.
            loading={busy("retry") || (all && !charges && !matching.query.isError)}
            disabled={!charges}
            onRetry={() => run("retry")}
          />
          <Button icon={<CheckOutlined />} onClick={() => setResolving(true)}>
            {t("transactions.bulk.resolve")}
          </Button>
        </Space>
      </Space>
      {offerAll && tooMany && (
        <Typography.Text type="secondary">
          {t("transactions.bulk.tooMany", { n: formatCount(BULK_MAX_ROWS) })}
        </Typography.Text>
      )}
      {resolveMounted && (
        <ResolveDialog
          title={t("transactions.bulk.resolveTitle", counted(count))}
          many
          open={resolving}
          pending={busy("resolve")}
          onClose={() => setResolving(false)}
          onResolve={(note) => run("resolve", note)}
        />
      )}
      {report && <BulkReport {...report} onClose={closeReport} />}
    </Card>
  );
}

/**
 * The retried refills, read again while the worker moves them (every DETAIL_POLL_MS, for BULK_FOLLOW_MS at
 * most, the first BULK_FOLLOW_MAX of them): "retried" only says the request was taken, not how it ended.
 */
function useFollowedRetries(action: Action, answer: BulkAnswer) {
  const ids =
    action === "retry" ? answer.results.filter((r) => r.outcome === "retried").map((r) => r.id) : [];
  const followedIds = ids.slice(0, BULK_FOLLOW_MAX);
  const [timeUp, setTimeUp] = useState(false);
  useEffect(() => {
    if (!followedIds.length) return;
    const timer = setTimeout(() => setTimeUp(true), BULK_FOLLOW_MS);
    return () => clearTimeout(timer);
  }, [followedIds.length]);
  const { result, query } = useMany<Transaction, HttpError>({
    resource: "transactions",
    ids: followedIds,
    errorNotification: false,
    queryOptions: {
      enabled: followedIds.length > 0,
      refetchInterval: (q) =>
        !timeUp && (q.state.data?.data ?? []).some((r) => isMoving(r.status)) ? DETAIL_POLL_MS : false,
    },
  });
  const rows = new Map((result?.data ?? []).map((r) => [r.id, r]));
  const read = query.isSuccess ? [...rows.values()] : [];
  const succeeded = read.filter((r) => r.status === "success").length;
  const moving = read.filter((r) => isMoving(r.status)).length;
  return {
    followed: followedIds.length,
    unfollowed: ids.length - followedIds.length,
    rows,
    read: query.isSuccess,
    succeeded,
    moving,
    failed: read.length - succeeded - moving,
    // still reading them again: some are on their way and the time is not up
    waiting: moving > 0 && !timeUp,
  };
}

/** How the followed retries ended: green only when every one of them topped up. */
function RetryOutcome({ follow }: { follow: ReturnType<typeof useFollowedRetries> }) {
  if (!follow.followed) return null;
  const counts = {
    succeeded: formatCount(follow.succeeded),
    failed: formatCount(follow.failed),
    moving: formatCount(follow.moving),
  };
  const following = !follow.read || (follow.moving > 0 && follow.waiting);
  const type = following
    ? "info"
    : follow.failed + follow.moving === 0
      ? "success"
      : follow.succeeded === 0
        ? "error"
        : "warning";
  return (
    <Alert
      type={type}
      showIcon
      style={{ marginBottom: 12 }}
      message={
        following
          ? t("transactions.bulk.following", counted(follow.followed))
          : t(follow.moving > 0 ? "transactions.bulk.settledMoving" : "transactions.bulk.settled", counts)
      }
      description={
        follow.unfollowed > 0
          ? t("transactions.bulk.followedFirst", { n: formatCount(follow.followed) })
          : undefined
      }
    />
  );
}

/** What became of each refill: done, or refused with the server's reason. */
function BulkReport({
  action,
  answer,
  onClose,
}: {
  action: Action;
  answer: BulkAnswer;
  onClose: () => void;
}) {
  const verb = action === "retry" ? "retried" : "resolved";
  const follow = useFollowedRetries(action, answer);
  const done = { ...counted(answer.done), refused: formatCount(answer.refused) };
  const summary =
    action === "retry"
      ? t(answer.refused ? "transactions.bulk.retriedSome" : "transactions.bulk.retried", done)
      : t(answer.refused ? "transactions.bulk.resolvedSome" : "transactions.bulk.resolved", done);
  return (
    <Modal
      open
      title={t(action === "retry" ? "transactions.bulk.retryReport" : "transactions.bulk.resolveReport")}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t("transactions.bulk.close")}
        </Button>
      }
    >
      <Alert
        // A retry taken is not yet a refill topped up: its outcome is the next line's (RetryOutcome).
        type={answer.refused ? (answer.done ? "warning" : "error") : action === "retry" ? "info" : "success"}
        showIcon
        style={{ marginBottom: 12 }}
        message={summary}
      />
      <RetryOutcome follow={follow} />
      <List
        size="small"
        dataSource={answer.results}
        locale={{ emptyText: t("transactions.bulk.noneMatched") }}
        style={{ maxHeight: 360, overflowY: "auto" }}
        renderItem={(row) => {
          const now = follow.rows.get(row.id);
          const status = now?.status ?? row.status;
          const reason =
            now && isStopped(now.status) ? problemText(now.payment_problem ?? now.refill_problem) : null;
          return (
            <List.Item>
              <List.Item.Meta
                title={
                  <Space wrap>
                    <Link to={`/transactions/${row.id}`}>#{row.id}</Link>
                    <Typography.Text type={row.outcome === verb && !reason ? "success" : "danger"}>
                      {outcomeText(row.outcome)}
                    </Typography.Text>
                    {status && (
                      <Typography.Text type={reason ? "danger" : "secondary"}>
                        {transactionStatusText(status)}
                      </Typography.Text>
                    )}
                  </Space>
                }
                description={row.detail ?? reason}
              />
            </List.Item>
          );
        }}
      />
    </Modal>
  );
}
