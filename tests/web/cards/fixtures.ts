/** The cards the /cards tests answer with (the server's shape: brand, last four, expiry only). */
export const YEAR = new Date().getFullYear();

export const visa = {
  id: 5,
  brand: "visa",
  last4: "4242",
  exp_month: 4,
  exp_year: YEAR + 2,
  is_default: true,
  is_expired: false,
  created_at: "2026-01-02T00:00:00Z",
};
