import { Table } from "antd";
import { useIsStaff } from "../../src/components/access";
import { CatalogList, dateColumn, optionalColumn, useResourceList } from "../../src/components/lists";
import { catalog } from "../../src/messages";
import type { Carrier } from "./types";

const texts = catalog.carrier;

/** /carriers: everyone reads (customers the active ones); staff add, edit, deactivate and reactivate. */
export default function CarrierList() {
  const { staff } = useIsStaff();
  const list = useResourceList<Carrier>({ resource: "carriers", fetchFailed: texts.fetchFailed });
  return (
    <CatalogList
      list={list}
      resource="carriers"
      texts={texts}
      nameLinks
      nothing={staff ? "No carriers yet." : "No carriers available."}
    >
      <Table.Column<Carrier> dataIndex="plans_count" title="Active plans" align="right" />
      {staff && <Table.Column<Carrier> {...optionalColumn("provider_operator_id", "Provider operator id")} />}
      <Table.Column<Carrier> {...dateColumn(list, "created_at", "Added")} />
    </CatalogList>
  );
}
