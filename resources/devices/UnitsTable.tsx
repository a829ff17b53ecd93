import { type HttpError, useCustom } from "@refinedev/core";
import { PlusOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Space, Table, Typography } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import type { DeviceUnit } from "@common/api";
import { problem } from "../../src/components/layout/notices";
import { NoValue } from "../../src/components/show/NoValue";
import { t } from "../../src/i18n";
import { deviceEndpoints, unitsKey } from "./endpoints";
import { UnitDialog } from "./UnitDialog";
import { UnitHistory } from "./UnitHistory";
import { UnitStatusTag } from "./UnitStatusTag";

type Editing = { action: "create" } | { action: "edit"; unit: DeviceUnit };

/**
 * A device's units on its page (GET /api/rental/devices/{id}/units/): serial, SIM, barcode, status and the
 * rental a unit is out on; staff add a unit, edit one (its status too: to repair, lost, retired, back to
 * available) and open its history.
 */
export function UnitsTable({ deviceId, onChanged }: { deviceId: number; onChanged: () => void }) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const [history, setHistory] = useState<number | null>(null);
  const { query, result } = useCustom<DeviceUnit[], HttpError>({
    url: deviceEndpoints.units(deviceId).path,
    method: "get",
    errorNotification: false,
    queryOptions: { queryKey: unitsKey(deviceId) },
  });
  const units = Array.isArray(result?.data) ? result.data : [];
  const inService = units.filter((u) => u.status === "available" || u.status === "out").length;
  const add = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ action: "create" })}>
      {t("devices.units.add")}
    </Button>
  );
  const changed = () => {
    void query.refetch();
    onChanged();
  };
  return (
    <Card
      title={t("devices.units.title")}
      extra={
        <Space wrap>
          {units.length > 0 && (
            <Typography.Text type="secondary">
              {t("devices.units.inService", { count: inService, total: units.length })}
            </Typography.Text>
          )}
          {add}
        </Space>
      }
    >
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          message={t("devices.units.fetchFailed")}
          description={problem(query.error)}
          action={<Button onClick={() => void query.refetch()}>{t("devices.units.tryAgain")}</Button>}
        />
      ) : (
        <Table<DeviceUnit>
          rowKey="id"
          size="middle"
          loading={query.isLoading}
          dataSource={units}
          pagination={units.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
          scroll={{ x: "max-content" }}
          locale={{ emptyText: query.isLoading ? " " : t("devices.units.nothing") }}
        >
          <Table.Column<DeviceUnit>
            dataIndex="serial"
            title={t("devices.units.serial")}
            render={(serial: string, unit) => (
              <Button type="link" style={{ padding: 0 }} onClick={() => setHistory(unit.id)}>
                {serial}
              </Button>
            )}
          />
          <Table.Column<DeviceUnit>
            dataIndex="barcode"
            title={t("devices.units.barcode")}
            render={(code: string | null) => code ?? <NoValue />}
          />
          <Table.Column<DeviceUnit>
            dataIndex="iccid"
            title={t("devices.units.iccid")}
            render={(iccid: string | null) => iccid ?? <NoValue />}
          />
          <Table.Column<DeviceUnit>
            dataIndex="status"
            title={t("devices.units.statusColumn")}
            render={(status: DeviceUnit["status"], unit) => (
              <Space size={4} wrap>
                <UnitStatusTag status={status} />
                {unit.rental !== null && (
                  <Link to={`/rentals/${unit.rental}`}>
                    {t("devices.units.onRental", { id: unit.rental })}
                  </Link>
                )}
              </Space>
            )}
          />
          <Table.Column<DeviceUnit>
            dataIndex="note"
            title={t("devices.units.note")}
            render={(note: string) => note || <NoValue />}
          />
          <Table.Column<DeviceUnit>
            key="actions"
            title={t("devices.units.actions")}
            render={(_, unit) => (
              <Space size={0} wrap>
                <Button type="link" onClick={() => setEditing({ action: "edit", unit })}>
                  {t("devices.units.edit")}
                </Button>
                <Button type="link" onClick={() => setHistory(unit.id)}>
                  {t("devices.units.history")}
                </Button>
              </Space>
            )}
          />
        </Table>
      )}
      {editing && (
        <UnitDialog
          deviceId={deviceId}
          unit={editing.action === "edit" ? editing.unit : undefined}
          onClose={() => setEditing(null)}
          onSaved={changed}
        />
      )}
      {history !== null && <UnitHistory unitId={history} onClose={() => setHistory(null)} />}
    </Card>
  );
}
