import { type HttpError, useCustom } from "@refinedev/core";
import { Checkbox, Form } from "antd";
import { formatMoney } from "@common/money";
import { failedNotice } from "../../../src/components/layout/notices";
import { t } from "../../../src/i18n";
import { feeKindText, type RentalFee } from "../../fees/types";
import { rentalEndpoints } from "../endpoints";

/** A fee as staff pick it: its kind, name and amount ("Damage: Cracked screen, $40.00"). */
const feeLabel = (fee: RentalFee) =>
  t(fee.kind === "late_return" ? "rentals.return.feePerDay" : "rentals.return.fee", {
    kind: feeKindText(fee.kind),
    name: fee.name,
    amount: formatMoney(fee.amount),
  });

/**
 * The return's fees, picked from the company's active fee list (each becomes a ledger line the deposit
 * covers first); nothing shows while the company has none.
 */
export function FeeChoice() {
  // Read by its path, not as the owners' /fees screen: members pick from the list they may not edit.
  const { result } = useCustom<{ results: RentalFee[] }, HttpError>({
    url: rentalEndpoints.fees().path,
    method: "get",
    config: { query: { is_active: "true", ordering: "name", page_size: 200 } },
    errorNotification: failedNotice(t("rentals.return.feesFetchFailed")),
    queryOptions: { queryKey: ["rental-fees-active"] },
  });
  const fees = result?.data?.results ?? [];
  if (!fees.length) return null;
  return (
    <Form.Item label={t("rentals.return.fees")} name="fees" extra={t("rentals.return.feesExtra")}>
      <Checkbox.Group
        style={{ display: "flex", flexDirection: "column", gap: 4 }}
        options={fees.map((fee) => ({ value: fee.id, label: feeLabel(fee) }))}
      />
    </Form.Item>
  );
}
