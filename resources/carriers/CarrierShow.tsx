import { formatDate } from "@common/dates";
import { Descriptions } from "antd";
import { lazy } from "react";
import { useParams } from "react-router";
import { useIsStaff } from "../../src/components/layout/access";
import { ActiveTag } from "../../src/components/buttons/ActiveToggle";
import { NoValue } from "../../src/components/show/NoValue";
import { CatalogRecordPage } from "../../src/components/show/CatalogRecordPage";
import { PlansTable } from "../plans/PlansTable";
import { t } from "../../src/i18n";
import type { Carrier } from "./types";

// The edit form's code loads when Edit is pressed.
const CarrierForm = lazy(() => import("./CarrierForm"));
const none = <NoValue />;

/** /carriers/{id}: the carrier and its plans; staff edit both. */
export default function CarrierShow() {
  const carrierId = Number(useParams().id);
  const { staff } = useIsStaff();
  return (
    <CatalogRecordPage<Carrier>
      resource="carriers"
      id={carrierId}
      seenBy="catalogue"
      form={CarrierForm}
      below={<PlansTable carrierId={carrierId} />}
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
    </CatalogRecordPage>
  );
}
