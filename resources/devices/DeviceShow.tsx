import { useInvalidate } from "@refinedev/core";
import { Descriptions, Space, Tag } from "antd";
import { lazy, Suspense, useState } from "react";
import { useParams } from "react-router";
import { formatDate } from "@common/dates";
import { formatMoney } from "@common/money";
import { ActiveTag, CatalogActiveToggle } from "../../src/components/buttons/ActiveToggle";
import { EditButton } from "../../src/components/refine/buttons";
import { RecordPage, useRecord } from "../../src/components/show";
import { t } from "../../src/i18n";
import { catalogTexts } from "../../src/i18n/catalog-texts";
import { type Device, kindLabel } from "./types";
import { UnitsTable } from "./UnitsTable";

const texts = catalogTexts("devices");
// The edit form's code loads when Edit is pressed.
const DeviceForm = lazy(() => import("./DeviceForm"));

/** /devices/{id} (staff): the device's rate, deposit and stock, and its units (serials, barcodes, status). */
export default function DeviceShow() {
  const deviceId = Number(useParams().id);
  const [editing, setEditing] = useState(false);
  const show = useRecord<Device>("devices", deviceId);
  const invalidate = useInvalidate();
  // A unit added, retired or lost changes the stock the page and the list show.
  const unitsChanged = () =>
    void invalidate({ resource: "devices", id: deviceId, invalidates: ["list", "detail"] });
  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      <RecordPage
        show={show}
        noun={t("devices.show.noun")}
        seenBy="company"
        fetchFailed={texts.fetchFailed}
        title={(d) => d.name}
        headerButtons={(d) => (
          <Space wrap>
            <EditButton resource="devices" recordItemId={d.id} onClick={() => setEditing(true)}>
              {t("devices.show.edit")}
            </EditButton>
            <CatalogActiveToggle resource="devices" record={d} texts={texts} size="middle" />
          </Space>
        )}
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
      </RecordPage>
      {!show.query.isError && Number.isInteger(deviceId) && deviceId > 0 && (
        <UnitsTable deviceId={deviceId} onChanged={unitsChanged} />
      )}
      {editing && (
        <Suspense fallback={null}>
          <DeviceForm action="edit" id={deviceId} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </Space>
  );
}
