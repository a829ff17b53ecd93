import { Table, Tag } from "antd";
import { formatMoney } from "@common/money";
import { CatalogList, moneyColumn, sortable, useResourceList } from "../../src/components/lists";
import { t } from "../../src/i18n";
import { catalogTexts } from "../../src/i18n/catalog-texts";
import { feeKindText, type RentalFee } from "./types";

const texts = catalogTexts("fees");

/** /fees (owners): what staff may add at a return, its amount (a late return's per day late) and tax. */
export default function FeeList() {
  const list = useResourceList<RentalFee>({ resource: "fees", fetchFailed: texts.fetchFailed });
  const columns = {
    kind: sortable(list, "kind"),
    amount: moneyColumn(list, "amount", t("fees.list.amount")),
  };
  return (
    <CatalogList list={list} resource="fees" texts={texts}>
      <Table.Column<RentalFee>
        dataIndex="kind"
        title={t("fees.list.kind")}
        {...columns.kind}
        render={(kind: string) => <Tag>{feeKindText(kind)}</Tag>}
      />
      <Table.Column<RentalFee>
        {...columns.amount}
        render={(amount: string, fee) =>
          fee.kind === "late_return"
            ? t("fees.list.perDayLate", { amount: formatMoney(amount) })
            : formatMoney(amount)
        }
      />
      <Table.Column<RentalFee>
        dataIndex="taxable"
        title={t("fees.list.tax")}
        render={(taxable: boolean) => (taxable ? t("fees.list.taxed") : t("fees.list.untaxed"))}
      />
    </CatalogList>
  );
}
