/** What a local amount reads as: "182.00 MXN"; a dash when the aggregator said none. */
export const localAmount = (amount: string | null, currency: string | null) =>
  amount === null ? "—" : `${amount}${currency ? ` ${currency}` : ""}`;
