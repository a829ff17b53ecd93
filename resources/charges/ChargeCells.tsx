/** A charge as its list and its page show it: status tag, how it was paid, what it paid for. */
import { Typography } from "antd";
import { Link } from "react-router";
import { cardLabel } from "@common/cards";
import type { ChargeStatus } from "@common/api";
import { t } from "../../src/i18n";
import { chargeMovementText } from "../../src/components/show/chargeMoney";
import { PlainTag, type PlainTagColor } from "../../src/components/plain/PlainTag";
import { chargeStatusText } from "./labels";
import type { Charge } from "./types";

const COLORS: Readonly<Record<ChargeStatus, PlainTagColor>> = {
  pending: "blue",
  succeeded: "green",
  failed: "red",
  refunded: "default",
};

export function ChargeStatusTag({ status }: { status: string }) {
  return <PlainTag color={COLORS[status as ChargeStatus] ?? "default"}>{chargeStatusText(status)}</PlainTag>;
}

/** How the money moved: the card's label or "Cash" for a payment, "Refunded to …" for a refund. */
export const movedWith = (c: Charge) =>
  chargeMovementText({ kind: c.kind, method: c.method, card: cardLabel(c.brand, c.last4) });

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
