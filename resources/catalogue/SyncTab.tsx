import { type HttpError, useCustom, useCustomMutation, useNotification } from "@refinedev/core";
import { Alert, Button, Empty, Skeleton, Space, Table, Typography } from "antd";
import { useState } from "react";
import type { CatalogueChange, CatalogueChanges } from "../../common/api";
import { formatMoney } from "../../common/money";
import { t } from "../../src/i18n";
import { problem } from "../../src/components/layout/notices";
import { catalogueEndpoints } from "./endpoints";
import { localAmount, PriceInput } from "./parts";
import { PlainTag, type PlainTagColor } from "../../src/components/plain/PlainTag";

const KIND_COLOURS: Record<CatalogueChange["kind"], PlainTagColor> = {
  operator_gone: "red",
  amount_gone: "orange",
  cost_changed: "gold",
  new_operator: "blue",
  new_amount: "geekblue",
};

/** What accepting the change does, in words, with its figures. */
function effectOf(c: CatalogueChange): string {
  switch (c.kind) {
    case "cost_changed":
      return t("catalogue.effects.cost_changed", {
        before: formatMoney(c.cost_before),
        after: formatMoney(c.cost_after),
        price: formatMoney(c.price),
      });
    case "new_amount":
      return t("catalogue.effects.new_amount", {
        face: formatMoney(c.face_value),
        cost: formatMoney(c.cost_after),
      });
    default:
      return t(`catalogue.effects.${c.kind}`);
  }
}

/**
 * The Sync tab: GET /api/catalogue/changes/, each change with Accept (a new amount with the new plan's price,
 * filled in with its face value) and, for a new operator or amount, Dismiss.
 */
export function SyncTab() {
  const { open } = useNotification();
  const [prices, setPrices] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const { result, query } = useCustom<CatalogueChanges, HttpError>({
    url: catalogueEndpoints.changes().path,
    method: "get",
    queryOptions: { queryKey: ["catalogue-changes"] },
    errorNotification: false,
  });
  const { mutateAsync } = useCustomMutation<CatalogueChange, HttpError>();
  const changes = result?.data as CatalogueChanges | undefined;

  const act = async (c: CatalogueChange, action: "accept" | "dismiss") => {
    setBusy(`${action}:${c.id}`);
    const price = prices[c.id] ?? c.face_value ?? "";
    try {
      await mutateAsync({
        url: catalogueEndpoints[action]().path,
        method: "post",
        values:
          action === "accept" && c.kind === "new_amount"
            ? { change: c.id, price: price.trim() }
            : { change: c.id },
        successNotification: false,
        errorNotification: false,
      });
      open?.({
        type: "success",
        message: t(action === "accept" ? "catalogue.accepted" : "catalogue.dismissed"),
      });
      await query.refetch();
    } catch (error) {
      open?.({ type: "error", message: t("catalogue.actionFailed"), description: problem(error) });
    } finally {
      setBusy(null);
    }
  };

  /** A change's Accept or Dismiss button: spinning while its own call runs, off while any call runs. */
  const actionButton = (c: CatalogueChange, action: "accept" | "dismiss") => ({
    loading: busy === `${action}:${c.id}`,
    disabled: busy !== null,
    onClick: () => act(c, action),
  });

  if (query.isLoading) return <Skeleton active />;
  if (query.isError)
    return (
      <Alert type="error" showIcon message={t("catalogue.syncFailed")} description={problem(query.error)} />
    );
  if (!changes?.countries.length) return <Empty description={t("catalogue.syncNothingImported")} />;
  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Typography.Paragraph type="secondary">{t("catalogue.syncIntro")}</Typography.Paragraph>
      {changes.changes.length === 0 ? (
        <Empty description={t("catalogue.syncEmpty")} />
      ) : (
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={changes.changes}
          columns={[
            {
              title: t("catalogue.change"),
              key: "kind",
              render: (_, c) => (
                <PlainTag color={KIND_COLOURS[c.kind]}>{t(`catalogue.kinds.${c.kind}`)}</PlainTag>
              ),
            },
            {
              title: t("catalogue.operator"),
              key: "operator",
              render: (_, c) => `${c.operator_name} (${c.country})`,
            },
            {
              title: t("catalogue.plan"),
              key: "plan",
              render: (_, c) =>
                c.plan_name ??
                (c.face_value
                  ? `${formatMoney(c.face_value)} · ${localAmount(c.local_amount, c.local_currency)}`
                  : "—"),
            },
            { title: t("catalogue.details"), key: "details", render: (_, c) => effectOf(c) },
            {
              key: "actions",
              render: (_, c) => (
                <Space>
                  {c.kind === "new_amount" && (
                    <PriceInput
                      label={t("catalogue.newPrice", {
                        operator: c.operator_name,
                        amount: formatMoney(c.face_value),
                      })}
                      value={prices[c.id] ?? c.face_value ?? ""}
                      onChange={(price) => setPrices((before) => ({ ...before, [c.id]: price }))}
                    />
                  )}
                  <Button type="primary" size="small" {...actionButton(c, "accept")}>
                    {t("catalogue.accept")}
                  </Button>
                  {c.dismissable && (
                    <Button size="small" {...actionButton(c, "dismiss")}>
                      {t("catalogue.dismiss")}
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      )}
    </Space>
  );
}
