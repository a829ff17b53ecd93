import { Table, Tag } from "antd";
import { formatMoney } from "@common/money";
import { CatalogList, moneyColumn, sortable, useResourceList } from "../../src/components/lists";
import { t } from "../../src/i18n";
import { catalogTexts } from "../../src/i18n/catalog-texts";
import type { Country } from "./types";

const texts = catalogTexts("countries");

/** /countries (staff): where devices can be rented to, and the daily surcharge of each. */
export default function CountryList() {
  const list = useResourceList<Country>({ resource: "countries", fetchFailed: texts.fetchFailed });
  // The columns' sorting and formats, by field (kept out of the JSX, whose strings are texts).
  const columns = {
    code: sortable(list, "code"),
    surcharge: moneyColumn(list, "daily_rate", t("countries.list.surcharge")),
  };
  return (
    <CatalogList list={list} resource="countries" texts={texts}>
      <Table.Column<Country>
        dataIndex="code"
        title={t("countries.list.code")}
        {...columns.code}
        render={(code: string) => <Tag>{code}</Tag>}
      />
      {/* Added to the device's rate for each day: "+$2.50/day" beside the devices list's "$7.00/day". */}
      <Table.Column<Country>
        {...columns.surcharge}
        render={(rate: string) => t("countries.list.perDay", { rate: formatMoney(rate) })}
      />
    </CatalogList>
  );
}
