import { DateField } from "@refinedev/antd";
import { Table } from "antd";
import { Link } from "react-router";
import { useIsStaff } from "../../src/components/access";
import {
  activeColumn,
  catalogActionsColumn,
  CatalogList,
  optionalColumn,
  sortable,
  useResourceList,
} from "../../src/components/lists";
import { catalog } from "../../src/messages";
import type { Carrier } from "./types";

const texts = catalog.carrier;
export const CARRIER_DEACTIVATION =
  "Customers will no longer see this carrier or its plans, and cannot refill on them.";

/** /carriers: everyone reads (customers the active ones); staff add, edit, deactivate and reactivate. */
export default function CarrierList() {
  const { staff } = useIsStaff();
  const list = useResourceList<Carrier>({ resource: "carriers", fetchFailed: texts.fetchFailed });
  return (
    <CatalogList
      list={list}
      resource="carriers"
      title="Carriers"
      noun="carrier"
      nothing={staff ? "No carriers yet." : "No carriers available."}
    >
      <Table.Column<Carrier>
        dataIndex="name"
        title="Name"
        {...sortable(list, "name")}
        render={(name: string, record) => <Link to={`/carriers/${record.id}`}>{name}</Link>}
      />
      <Table.Column<Carrier> dataIndex="plans_count" title="Active plans" align="right" />
      {staff && <Table.Column<Carrier> {...optionalColumn("provider_operator_id", "Provider operator id")} />}
      {staff && <Table.Column<Carrier> {...activeColumn()} />}
      <Table.Column<Carrier>
        dataIndex="created_at"
        title="Added"
        {...sortable(list, "created_at")}
        render={(value: string) => <DateField value={value} format="MMM D, YYYY" />}
      />
      {staff && (
        <Table.Column<Carrier>
          key="actions"
          {...catalogActionsColumn({
            resource: "carriers",
            noun: "carrier",
            texts,
            consequence: CARRIER_DEACTIVATION,
          })}
        />
      )}
    </CatalogList>
  );
}
