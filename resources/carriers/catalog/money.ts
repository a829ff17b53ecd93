const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** The API's decimal strings ("25.00") as the screens show them: "$25.00", "$1,000.00". */
export function formatMoney(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === "") return "—";
  const amount = Number(value);
  return Number.isFinite(amount) ? usd.format(amount) : String(value);
}
