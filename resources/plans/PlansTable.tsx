import { PlusOutlined } from "@ant-design/icons";
import { getDefaultSortOrder } from "@refinedev/antd";
import { useInvalidate } from "@refinedev/core";
import { Button, Card, Space, Table, Typography } from "antd";
import { catalog } from "../../src/messages";
import { RowActions } from "../carriers/catalog/ActiveToggle";
import { useCatalogModalForm } from "../carriers/catalog/form";
import { formatMoney } from "../carriers/catalog/money";
import { StatusTag } from "../carriers/catalog/StatusTag";
import { CatalogFilters, CatalogTable, useCatalogTable } from "../carriers/catalog/table";
import { PlanFormModal } from "./PlanFormModal";
import type { Plan, PlanForm } from "./types";

const texts = catalog.plan;
const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

/** A carrier's plans (GET /api/plans/?carrier=<id>): staff add, edit, deactivate and reactivate them. */
export function PlansTable({ carrierId, staff }: { carrierId: number; staff: boolean }) {
  const invalidate = useInvalidate();
  // A plan's changes show in the carrier's active-plan count.
  const refreshCarrier = () => void invalidate({ resource: "carriers", id: carrierId, invalidates: ["list", "detail"] });
  const table = useCatalogTable<Plan>({
    resource: "plans",
    texts,
    initialSort: [{ field: "amount", order: "asc" }],
    permanent: [{ field: "carrier", operator: "eq", value: carrierId }],
  });
  const create = useCatalogModalForm<Plan, PlanForm>({
    resource: "plans",
    action: "create",
    texts,
    alsoInvalidate: refreshCarrier,
    defaults: { validity_days: 30, description: "" },
  });
  const edit = useCatalogModalForm<Plan, PlanForm>({ resource: "plans", action: "edit", texts, alsoInvalidate: refreshCarrier });
  const { searchFormProps, filters, sorters } = table;
  const createFormProps = {
    ...create.formProps,
    onFinish: (values: PlanForm) => create.formProps.onFinish?.({ ...values, carrier: carrierId }),
  };

  return (
    <Card
      title="Plans"
      extra={
        staff ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => create.show()}>
            Add plan
          </Button>
        ) : null
      }
    >
      <CatalogFilters
        searchFormProps={searchFormProps}
        filters={filters}
        placeholder="Search plans by name or description"
        showActive={staff}
      />
      <CatalogTable<Plan>
        table={table}
        fetchFailed={texts.fetchFailed}
        fixedFilters={["carrier"]}
        empty={{
          noMatch: "No plan matches this search.",
          nothing: "This carrier has no plans yet.",
          addLabel: staff ? "Add the first plan" : undefined,
          onAdd: () => create.show(),
        }}
      >
        <Table.Column<Plan>
          dataIndex="name"
          title="Plan"
          sorter
          defaultSortOrder={getDefaultSortOrder("name", sorters)}
          render={(name: string, plan) => (
            <Space direction="vertical" size={0}>
              <Typography.Text strong>{name}</Typography.Text>
              {plan.description && <Typography.Text type="secondary">{plan.description}</Typography.Text>}
            </Space>
          )}
        />
        <Table.Column<Plan>
          dataIndex="amount"
          title="Price"
          align="right"
          sorter
          defaultSortOrder={getDefaultSortOrder("amount", sorters)}
          render={(amount: string) => formatMoney(amount)}
        />
        <Table.Column<Plan>
          dataIndex="validity_days"
          title="Validity"
          align="right"
          sorter
          defaultSortOrder={getDefaultSortOrder("validity_days", sorters)}
          render={days}
        />
        {staff && (
          <Table.Column<Plan>
            dataIndex="provider_product_id"
            title="Provider product id"
            render={(value: string | null) => value ?? <Typography.Text type="secondary">—</Typography.Text>}
          />
        )}
        {staff && (
          <Table.Column<Plan> dataIndex="is_active" title="Status" render={(active: boolean) => <StatusTag active={active} />} />
        )}
        {staff && (
          <Table.Column<Plan>
            title="Actions"
            key="actions"
            render={(_, plan) => (
              <RowActions
                onEdit={() => edit.show(plan.id)}
                resource="plans"
                record={plan}
                name={plan.name}
                noun="plan"
                texts={texts}
                consequence="Customers will no longer be able to buy this plan."
                alsoInvalidate={["carriers"]}
              />
            )}
          />
        )}
      </CatalogTable>
      {staff && (
        <>
          <PlanFormModal title="Add plan" modalProps={create.modalProps} formProps={createFormProps} />
          <PlanFormModal title="Edit plan" modalProps={edit.modalProps} formProps={edit.formProps} />
        </>
      )}
    </Card>
  );
}
