import { CheckOutlined } from "@ant-design/icons";
import { type CrudFilter, type HttpError, useCustomMutation, useInvalidate } from "@refinedev/core";
import { Alert, Button, Card, List, Modal, Space, Typography } from "antd";
import { useState } from "react";
import { BULK_MAX_ROWS } from "@common/api/limits";
import { formatCount } from "@common/locale";
import { Link } from "react-router";
import { filterParams } from "../../src/providers/data";
import { error } from "../../src/messages";
import { failedNotice } from "../../src/components/notices";
import { useOpenedOnce } from "../../src/components/lazyDialog";
import { t } from "../../src/i18n";
import { transactionStatusText } from "./labels";
import { transactionEndpoints } from "./endpoints";
import { ResolveDialog } from "./ResolveDialog";
import { RetryButton } from "./RetryButton";
import { type BulkAnswer, type BulkRowOutcome, isStopped } from "./types";

type Action = "retry" | "resolve";

/** A count's values for a sentence: `count` picks the plural form, `n` is the number as the language writes it. */
const counted = (count: number) => ({ count, n: formatCount(count) });

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
  /** the ids of the rows selected on the list */
  selected: number[];
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
  const tooMany = total !== undefined && total > BULK_MAX_ROWS;
  // "All that match": the list's own query parameters, so the server picks exactly the rows the list shows.
  const target = () => (all ? { filters: Object.fromEntries(filterParams(filters)) } : { ids: selected });

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
            hint={t("transactions.bulk.retryHint")}
            label={t("transactions.bulk.retry")}
            loading={busy("retry")}
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
        type={answer.refused ? (answer.done ? "warning" : "error") : "success"}
        showIcon
        style={{ marginBottom: 12 }}
        message={summary}
      />
      <List
        size="small"
        dataSource={answer.results}
        locale={{ emptyText: t("transactions.bulk.noneMatched") }}
        style={{ maxHeight: 360, overflowY: "auto" }}
        renderItem={(row) => (
          <List.Item>
            <List.Item.Meta
              title={
                <Space wrap>
                  <Link to={`/transactions/${row.id}`}>#{row.id}</Link>
                  <Typography.Text type={row.outcome === verb ? "success" : "danger"}>
                    {outcomeText(row.outcome)}
                  </Typography.Text>
                  {row.status && (
                    <Typography.Text type="secondary">{transactionStatusText(row.status)}</Typography.Text>
                  )}
                </Space>
              }
              description={row.detail}
            />
          </List.Item>
        )}
      />
    </Modal>
  );
}
