import { DateField, Show } from "@refinedev/antd";
import { useShow } from "@refinedev/core";
import { Button, Descriptions, Result, Space, Typography } from "antd";
import { Link, useParams } from "react-router";
import { catalog } from "../../src/messages";
import { PlansTable } from "../plans/PlansTable";
import { useCanWrite } from "./catalog/access";
import { RowActions } from "./catalog/ActiveToggle";
import { useCatalogModalForm } from "./catalog/form";
import { StatusTag } from "./catalog/StatusTag";
import { problem } from "./catalog/table";
import { CARRIER_DEACTIVATION } from "./CarrierList";
import { CarrierFormModal } from "./CarrierFormModal";
import type { Carrier, CarrierForm } from "./types";

const texts = catalog.carrier;

/** /carriers/{id}: the carrier and its plans; staff edit both. */
export default function CarrierShow() {
  const { id } = useParams();
  const carrierId = Number(id);
  const staff = useCanWrite("carriers");
  const { query, result: carrier } = useShow<Carrier>({
    resource: "carriers",
    id: carrierId,
    errorNotification: false,
  });
  const edit = useCatalogModalForm<Carrier, CarrierForm>({ resource: "carriers", action: "edit", texts });

  if (query.isError) {
    const missing = (query.error as { statusCode?: number } | null)?.statusCode === 404;
    return (
      <Result
        status={missing ? "404" : "error"}
        title={missing ? "Carrier not found" : texts.fetchFailed}
        subTitle={missing ? "This carrier does not exist or is no longer available." : problem(query.error)}
        extra={
          <Space>
            {!missing && <Button onClick={() => query.refetch()}>Try again</Button>}
            <Link to="/carriers">
              <Button type="primary">Back to carriers</Button>
            </Link>
          </Space>
        }
      />
    );
  }

  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      <Show
        title={carrier?.name ?? "Carrier"}
        isLoading={query.isLoading}
        goBack={false}
        headerButtons={
          staff && carrier ? (
            <RowActions
              onEdit={() => edit.show(carrier.id)}
              resource="carriers"
              record={carrier}
              name={carrier.name}
              noun="carrier"
              texts={texts}
              consequence={CARRIER_DEACTIVATION}
              size="middle"
            />
          ) : null
        }
      >
        {carrier && (
          <Descriptions column={{ xs: 1, sm: 2, lg: 4 }}>
            <Descriptions.Item label="Active plans">{carrier.plans_count}</Descriptions.Item>
            {staff && (
              <Descriptions.Item label="Status">
                <StatusTag active={carrier.is_active} />
              </Descriptions.Item>
            )}
            {staff && (
              <Descriptions.Item label="Provider operator id">
                {carrier.provider_operator_id ?? <Typography.Text type="secondary">—</Typography.Text>}
              </Descriptions.Item>
            )}
            <Descriptions.Item label="Added">
              <DateField value={carrier.created_at} format="MMM D, YYYY" />
            </Descriptions.Item>
          </Descriptions>
        )}
      </Show>
      {Number.isInteger(carrierId) && carrierId > 0 && <PlansTable carrierId={carrierId} staff={staff} />}
      {staff && <CarrierFormModal title="Edit carrier" modalProps={edit.modalProps} formProps={edit.formProps} />}
    </Space>
  );
}
