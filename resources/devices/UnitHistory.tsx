import { type HttpError, useCustom } from "@refinedev/core";
import { Alert, Descriptions, Drawer, Empty, Grid, List, Space, Spin, Typography } from "antd";
import { Link } from "react-router";
import { formatDate, formatDateTime } from "@common/dates";
import type { DeviceUnitDetail } from "@common/api";
import { problem } from "../../src/components/layout/notices";
import { NoValue } from "../../src/components/show/NoValue";
import { currentAnswer } from "../../src/providers/current-answer";
import { t } from "../../src/i18n";
import { RentalStatusTag } from "../rentals/status";
import { deviceEndpoints } from "./endpoints";
import { unitEventText, unitStatusText } from "./unitLabels";
import { UnitStatusTag } from "./UnitStatusTag";

type UnitEvent = DeviceUnitDetail["history"][number];

/** "Status: Available → In repair" for a status change; the event's own words for the others. */
function eventLine(e: UnitEvent): string {
  const what = unitEventText(e.kind);
  if (e.kind === "status" && e.from_status && e.to_status)
    return t("devices.units.statusChange", {
      from: unitStatusText(e.from_status),
      to: unitStatusText(e.to_status),
    });
  return what;
}

/**
 * A unit's history (GET /api/rental/units/{id}/), in a drawer over the device's page: what it is, every
 * status change, pick-up, return and swap (newest first, with who and the rental), and the rentals it went
 * out on. What a damage dispute or a stolen-device report asks for.
 */
export function UnitHistory({ unitId, onClose }: { unitId: number; onClose: () => void }) {
  const narrow = !Grid.useBreakpoint().sm;
  const { query, result } = useCustom<DeviceUnitDetail, HttpError>({
    url: deviceEndpoints.unit(unitId).path,
    method: "get",
    errorNotification: false,
    queryOptions: { queryKey: ["device-unit", unitId] },
  });
  const unit = currentAnswer<DeviceUnitDetail>(query, result.data);
  return (
    <Drawer
      open
      onClose={onClose}
      width={narrow ? "100%" : 560}
      title={unit ? t("devices.units.historyTitle", { serial: unit.serial }) : t("devices.units.history")}
    >
      {query.isLoading && <Spin aria-label={t("devices.units.loading")} />}
      {query.isError && (
        <Alert
          type="error"
          showIcon
          message={t("devices.units.unitFailed")}
          description={problem(query.error)}
        />
      )}
      {unit && (
        <Space direction="vertical" size="large" style={{ width: "100%" }}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t("devices.units.device")}>{unit.device_name}</Descriptions.Item>
            <Descriptions.Item label={t("devices.units.statusColumn")}>
              <UnitStatusTag status={unit.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t("devices.units.barcode")}>
              {unit.barcode ?? <NoValue />}
            </Descriptions.Item>
            <Descriptions.Item label={t("devices.units.iccid")}>
              {unit.iccid ?? <NoValue />}
            </Descriptions.Item>
            <Descriptions.Item label={t("devices.units.note")}>{unit.note || <NoValue />}</Descriptions.Item>
          </Descriptions>
          <div>
            <Typography.Title level={5}>{t("devices.units.events")}</Typography.Title>
            <List<UnitEvent>
              size="small"
              dataSource={unit.history}
              locale={{ emptyText: <Empty description={t("devices.units.noEvents")} /> }}
              renderItem={(e) => (
                <List.Item>
                  <List.Item.Meta
                    title={
                      <Space size={4} wrap>
                        <span>{eventLine(e)}</span>
                        {e.rental !== null && (
                          <Link to={`/rentals/${e.rental}`}>
                            {t("devices.units.rental", { id: e.rental })}
                          </Link>
                        )}
                      </Space>
                    }
                    description={
                      <>
                        {formatDateTime(e.created_at)}
                        {e.created_by_name && ` · ${e.created_by_name}`}
                        {e.note && <div>{e.note}</div>}
                      </>
                    }
                  />
                </List.Item>
              )}
            />
          </div>
          <div>
            <Typography.Title level={5}>{t("devices.units.rentals")}</Typography.Title>
            <List
              size="small"
              dataSource={unit.rentals}
              locale={{ emptyText: <Empty description={t("devices.units.noRentals")} /> }}
              renderItem={(r) => (
                <List.Item extra={<RentalStatusTag status={r.status} />}>
                  <List.Item.Meta
                    title={<Link to={`/rentals/${r.id}`}>{t("devices.units.rental", { id: r.id })}</Link>}
                    description={`${r.user_name} · ${formatDate(r.start_date)} – ${formatDate(r.end_date)}`}
                  />
                </List.Item>
              )}
            />
          </div>
        </Space>
      )}
    </Drawer>
  );
}
