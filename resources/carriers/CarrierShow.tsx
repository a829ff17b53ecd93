import { formatDate } from "@common/dates";
import { Descriptions, Space } from "antd";
import { lazy, Suspense, useState } from "react";
import { useParams } from "react-router";
import { useIsStaff } from "../../src/components/layout/access";
import { EditButton } from "../../src/components/refine/buttons";
import { ActiveTag, CatalogActiveToggle } from "../../src/components/buttons/ActiveToggle";
import { NoValue } from "../../src/components/show/NoValue";
import { RecordPage, useRecord } from "../../src/components/show";
import { catalogTexts } from "../../src/i18n/catalog-texts";
import { PlansTable } from "../plans/PlansTable";
import { t } from "../../src/i18n";
import type { Carrier } from "./types";

const texts = catalogTexts("carriers");
// The edit form's code loads when Edit is pressed.
const CarrierForm = lazy(() => import("./CarrierForm"));
const none = <NoValue />;

/** /carriers/{id}: the carrier and its plans; staff edit both. */
export default function CarrierShow() {
  const carrierId = Number(useParams().id);
  const { staff } = useIsStaff();
  const [editing, setEditing] = useState(false);
  const show = useRecord<Carrier>("carriers", carrierId);
  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      <RecordPage
        show={show}
        noun={t("carriers.show.noun")}
        seenBy="catalogue"
        fetchFailed={texts.fetchFailed}
        title={(c) => c.name}
        headerButtons={(c) => (
          <Space>
            <EditButton resource="carriers" recordItemId={c.id} onClick={() => setEditing(true)}>
              {t("carriers.show.edit")}
            </EditButton>
            <CatalogActiveToggle resource="carriers" record={c} texts={texts} size="middle" />
          </Space>
        )}
      >
        {(c) => (
          <Descriptions column={{ xs: 1, sm: 2, lg: 4 }}>
            <Descriptions.Item label={t("carriers.show.activePlans")}>{c.plans_count}</Descriptions.Item>
            {staff && (
              <Descriptions.Item label={t("carriers.show.status")}>
                <ActiveTag active={c.is_active} />
              </Descriptions.Item>
            )}
            {staff && (
              <Descriptions.Item label={t("carriers.show.providerOperatorId")}>
                {c.provider_operator_id ?? none}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t("carriers.show.added")}>{formatDate(c.created_at)}</Descriptions.Item>
          </Descriptions>
        )}
      </RecordPage>
      {!show.query.isError && Number.isInteger(carrierId) && carrierId > 0 && (
        <PlansTable carrierId={carrierId} />
      )}
      {editing && (
        <Suspense fallback={null}>
          <CarrierForm action="edit" id={carrierId} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </Space>
  );
}
