/** A customer as GET /api/company/customers/ gives them. */
export const casey = {
  id: 41,
  email: "casey@example.test",
  first_name: "Casey",
  last_name: "Cruz",
  address: "12 Main St",
  state: "NY",
  zip_code: "10001",
  pin_set: true,
  is_active: true,
  created_at: "2026-05-01T10:00:00.000Z",
  last_login: null,
  phone_numbers: ["5550100001", "5550100002"],
  phone_numbers_count: 2,
  scheduled_refills_count: 1,
};
