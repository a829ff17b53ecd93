import { useInvalidate } from "@refinedev/core";
import { Descriptions, Tag } from "antd";
import { lazy } from "react";
import { useParams } from "react-router";
import { formatDate } from "@common/dates";
import { formatMoney } from "@common/money";
import { ActiveTag } from "../../src/components/buttons/ActiveToggle";
import { CatalogRecordPage } from "../../src/components/show/CatalogRecordPage";
import { t } from "../../src/i18n";
import { type Device, kindLabel } from "./types";
import { UnitsTable } from "./UnitsTable";

// The edit form's code loads when Edit is pressed.
const DeviceForm = lazy(() => import("./DeviceForm"));

/** /devices/{id} (staff): the device's rate, deposit and stock, and its units (serials, barcodes, status). */
export default function DeviceShow() {
  const deviceId = Number(useParams().id);
  const invalidate = useInvalidate();
  // A unit added, retired or lost changes the stock the page and the list show.
  const unitsChanged = () =>
    void invalidate({ resource: "devices", id: deviceId, invalidates: ["list", "detail"] });
  return (
    <CatalogRecordPage<Device>
      resource="devices"
      id={deviceId}
      seenBy="company"
      form={DeviceForm}
      below={<UnitsTable deviceId={deviceId} onChanged={unitsChanged} />}
    >
      {(d) => (
        <Descriptions column={{ xs: 1, sm: 2, lg: 3 }}>
          <Descriptions.Item label={t("devices.list.kind")}>
            <Tag>{kindLabel(d.kind)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t("devices.list.rate")}>
            {t("devices.list.perDay", { rate: formatMoney(d.daily_rate) })}
          </Descriptions.Item>
          <Descriptions.Item label={t("devices.list.deposit")}>{formatMoney(d.deposit)}</Descriptions.Item>
          <Descriptions.Item label={t("devices.show.stock")}>{d.stock}</Descriptions.Item>
          <Descriptions.Item label={t("devices.show.status")}>
            <ActiveTag active={d.is_active} />
          </Descriptions.Item>
          <Descriptions.Item label={t("devices.show.added")}>{formatDate(d.created_at)}</Descriptions.Item>
        </Descriptions>
      )}
    </CatalogRecordPage>
  );
}
