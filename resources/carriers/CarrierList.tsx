import { Table } from "antd";
import { useIsStaff } from "../../src/components/layout/access";
import { CatalogList, dateColumn, optionalColumn, useResourceList } from "../../src/components/lists";
import { catalogTexts } from "../../src/i18n/catalog-texts";
import { t } from "../../src/i18n";
import type { Carrier } from "./types";

const texts = catalogTexts("carriers");

/** /carriers: everyone reads (customers the active ones); staff add, edit, deactivate and reactivate. */
export default function CarrierList() {
  const { staff } = useIsStaff();
  const list = useResourceList<Carrier>({ resource: "carriers", fetchFailed: texts.fetchFailed });
  const columns = {
    operatorId: optionalColumn<Carrier>("provider_operator_id", t("carriers.list.providerOperatorId")),
    added: dateColumn(list, "created_at", t("carriers.list.added")),
  };
  return (
    <CatalogList
      list={list}
      resource="carriers"
      texts={texts}
      nameLinks
      nothing={staff ? t("carriers.list.nothingStaff") : t("carriers.list.nothing")}
    >
      <Table.Column<Carrier> dataIndex="plans_count" title={t("carriers.list.activePlans")} align="right" />
      {staff && <Table.Column<Carrier> {...columns.operatorId} />}
      <Table.Column<Carrier> {...columns.added} />
    </CatalogList>
  );
}
