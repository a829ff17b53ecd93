import { CheckOutlined, RedoOutlined } from "@ant-design/icons";
import { type CrudFilter, type HttpError, useCustomMutation, useInvalidate } from "@refinedev/core";
import { Alert, Button, Card, List, Modal, Popconfirm, Space, Typography } from "antd";
import { useState } from "react";
import { BULK_MAX_ROWS } from "@common/api/limits";
import { transactionStatusLabel } from "@common/labels";
import { Link } from "react-router";
import { filterParams } from "../../src/providers/data";
import { error } from "../../src/messages";
import { failedNotice } from "../../src/components/notices";
import { useOpenedOnce } from "../../src/components/lazyDialog";
import { transactionEndpoints } from "./endpoints";
import { ResolveDialog } from "./ResolveDialog";
import { type BulkAnswer, type BulkRowOutcome, isStopped } from "./types";

type Action = "retry" | "resolve";

/** Refills, counted: "1 refill", "3 refills". */
const refills = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "refill" : "refills"}`;

const OUTCOMES: Record<BulkRowOutcome["outcome"], string> = {
  retried: "Retried",
  resolved: "Resolved",
  refused: "Refused",
  not_found: "Not found",
};

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
    <Card size="small" style={{ marginBottom: 12 }} role="region" aria-label="Selected refills">
      <Space wrap style={{ width: "100%", justifyContent: "space-between" }}>
        <Space wrap>
          <Typography.Text strong>
            {all ? `All ${refills(count)} that match the filters selected` : `${selected.length} selected`}
          </Typography.Text>
          {offerAll && !all && total !== undefined && total > selected.length && (
            <Button type="link" disabled={tooMany} onClick={() => setEverything(true)}>
              Select all {total.toLocaleString("en-US")} that match the filters
            </Button>
          )}
          <Button type="link" onClick={onClear}>
            Clear selection
          </Button>
        </Space>
        <Space wrap>
          <Popconfirm
            title={`Queue ${refills(count)} again?`}
            description="Each is retried as on its own page: a charge that already succeeded is not repeated."
            okText="Retry"
            onConfirm={() => run("retry")}
          >
            <Button icon={<RedoOutlined />} loading={busy("retry")}>
              Retry
            </Button>
          </Popconfirm>
          <Button icon={<CheckOutlined />} onClick={() => setResolving(true)}>
            Resolve
          </Button>
        </Space>
      </Space>
      {offerAll && tooMany && (
        <Typography.Text type="secondary">
          More than {BULK_MAX_ROWS.toLocaleString("en-US")} refills match: narrow the filters to act on all of
          them.
        </Typography.Text>
      )}
      {resolveMounted && (
        <ResolveDialog
          title={`Resolve ${refills(count)}`}
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
  return (
    <Modal
      open
      title={action === "retry" ? "Bulk retry" : "Bulk resolve"}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <Alert
        type={answer.refused ? (answer.done ? "warning" : "error") : "success"}
        showIcon
        style={{ marginBottom: 12 }}
        message={`${refills(answer.done)} ${verb}` + (answer.refused ? `, ${answer.refused} not` : "")}
      />
      <List
        size="small"
        dataSource={answer.results}
        locale={{ emptyText: "No refill matched." }}
        style={{ maxHeight: 360, overflowY: "auto" }}
        renderItem={(row) => (
          <List.Item>
            <List.Item.Meta
              title={
                <Space wrap>
                  <Link to={`/transactions/${row.id}`}>#{row.id}</Link>
                  <Typography.Text type={row.outcome === verb ? "success" : "danger"}>
                    {OUTCOMES[row.outcome]}
                  </Typography.Text>
                  {row.status && (
                    <Typography.Text type="secondary">{transactionStatusLabel(row.status)}</Typography.Text>
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
