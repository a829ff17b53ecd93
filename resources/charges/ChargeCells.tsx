/** A charge as its list and its page show it: status tag, how it was paid, what it paid for. */
import { Tag, Typography } from "antd";
import { Link } from "react-router";
import { cardLabel } from "@common/cards";
import { chargeMethodLabel, chargeStatusLabel } from "@common/labels";
import type { ChargeStatus } from "@common/api";
import type { Charge } from "./types";

const COLORS: Readonly<Record<ChargeStatus, string>> = {
  pending: "blue",
  succeeded: "green",
  failed: "red",
  refunded: "default",
};

export function ChargeStatusTag({ status }: { status: string }) {
  return <Tag color={COLORS[status as ChargeStatus] ?? "default"}>{chargeStatusLabel(status)}</Tag>;
}

/** How it was paid: the card's label, or "Cash". */
export const paidWith = (c: Charge) =>
  c.method === "card"
    ? (cardLabel(c.brand, c.last4) ?? chargeMethodLabel(c.method))
    : chargeMethodLabel(c.method);

/** What the charge paid for: its refill or its rental, linked to it. */
export function ChargeFor({ charge }: { charge: Charge }) {
  if (charge.transaction !== null)
    return <Link to={`/transactions/${charge.transaction}`}>Transaction #{charge.transaction}</Link>;
  if (charge.rental !== null) return <Link to={`/rentals/${charge.rental}`}>Rental #{charge.rental}</Link>;
  return <Typography.Text type="secondary">—</Typography.Text>;
}
