import { type BaseKey, useCreateButton } from "@refinedev/core";
import { Button, Card, Table, Typography } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { lazy, Suspense, useState } from "react";
import { useIsStaff } from "../../src/components/layout/access";
import {
  activeColumn,
  catalogActionsColumn,
  FilterBar,
  moneyColumn,
  optionalColumn,
  ResourceTable,
  sortedColumn,
  useResourceList,
  ValueWithNote,
} from "../../src/components/lists";
import { catalogTexts } from "../../src/i18n/catalog-texts";
import { t } from "../../src/i18n";
import type { Plan } from "./types";

// The plan's form loads when it is first opened, not with the carrier's page.
const PlanForm = lazy(() => import("./PlanForm"));

const texts = catalogTexts("plans");
const days = (n: number) => t("plans.table.days", { count: n });

/** Add plan: a dialog over the carrier's page (plans have no route of their own). */
function AddPlan({ onClick, children }: { onClick: () => void; children: string }) {
  const { hidden } = useCreateButton({ resource: "plans" });
  if (hidden) return null;
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={onClick}>
      {children}
    </Button>
  );
}

/** A carrier's plans (GET /api/plans/?carrier=<id>): staff add, edit, deactivate and reactivate them. */
export function PlansTable({ carrierId }: { carrierId: number }) {
  const { staff } = useIsStaff();
  const [editing, setEditing] = useState<{ action: "create" | "edit"; id?: BaseKey } | null>(null);
  const list = useResourceList<Plan>({
    resource: "plans",
    fetchFailed: texts.fetchFailed,
    permanent: [{ field: "carrier", operator: "eq", value: carrierId }],
  });
  const add = () => setEditing({ action: "create" });
  const columns = {
    name: sortedColumn<Plan>(list, "name", t("plans.table.plan"), (name: string, plan) => (
      <ValueWithNote note={plan.description}>
        <Typography.Text strong>{name}</Typography.Text>
      </ValueWithNote>
    )),
    price: moneyColumn(list, "amount", t("plans.table.price")),
    validity: sortedColumn<Plan>(list, "validity_days", t("plans.table.validity"), days),
    productId: optionalColumn<Plan>("provider_product_id", t("plans.table.providerProductId")),
    actions: catalogActionsColumn<Plan>({
      resource: "plans",
      texts,
      onEdit: (plan) => setEditing({ action: "edit", id: plan.id }),
      alsoInvalidate: ["carriers"],
    }),
  };

  return (
    <Card title={t("plans.table.title")} extra={<AddPlan onClick={add}>{t("plans.table.add")}</AddPlan>}>
      <FilterBar list={list} name="plan-filters" />
      <ResourceTable
        list={list}
        empty={{
          noMatch: t("plans.table.noMatch"),
          nothing: t("plans.table.nothing"),
          action: <AddPlan onClick={add}>{t("plans.table.addFirst")}</AddPlan>,
        }}
      >
        <Table.Column<Plan> {...columns.name} />
        <Table.Column<Plan> {...columns.price} />
        <Table.Column<Plan> {...columns.validity} align="right" />
        {staff && <Table.Column<Plan> {...columns.productId} />}
        {staff && <Table.Column<Plan> {...activeColumn()} />}
        {staff && <Table.Column<Plan> key="actions" {...columns.actions} />}
      </ResourceTable>
      {editing && (
        <Suspense fallback={null}>
          <PlanForm {...editing} carrierId={carrierId} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </Card>
  );
}
