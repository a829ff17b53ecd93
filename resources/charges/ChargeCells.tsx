/** A charge as its list and its page show it: status tag, how it was paid, what it paid for. */
import { Tag, Typography } from "antd";
import { Link } from "react-router";
import { cardLabel } from "@common/cards";
import type { ChargeStatus } from "@common/api";
import { t } from "../../src/i18n";
import { chargeMethodText, chargeStatusText } from "./labels";
import type { Charge } from "./types";

const COLORS: Readonly<Record<ChargeStatus, string>> = {
  pending: "blue",
  succeeded: "green",
  failed: "red",
  refunded: "default",
};

export function ChargeStatusTag({ status }: { status: string }) {
  return <Tag color={COLORS[status as ChargeStatus] ?? "default"}>{chargeStatusText(status)}</Tag>;
}

/** How it was paid: the card's label, or "Cash". */
export const paidWith = (c: Charge) =>
  c.method === "card"
    ? (cardLabel(c.brand, c.last4) ?? chargeMethodText(c.method))
    : chargeMethodText(c.method);

/** What the charge paid for: its refill or its rental, linked to it. */
export function ChargeFor({ charge }: { charge: Charge }) {
  if (charge.transaction !== null)
    return (
      <Link to={`/transactions/${charge.transaction}`}>
        {t("charges.for.transaction", { id: charge.transaction })}
      </Link>
    );
  if (charge.rental !== null)
    return <Link to={`/rentals/${charge.rental}`}>{t("charges.for.rental", { id: charge.rental })}</Link>;
  return <Typography.Text type="secondary">—</Typography.Text>;
}
