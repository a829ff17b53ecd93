import { api, http, json, server } from "../msw";

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

/**
 * The profile Casey's hijack token answers (GET /api/user/me/ with "Token <token>"): Casey seen by a member
 * viewing the site as them. Any other token is refused, as the server would once the session switched.
 */
export function answerCaseyHijacked(token: string) {
  server.use(
    http.get(api("/api/user/me/"), ({ request }) =>
      request.headers.get("authorization") === `Token ${token}`
        ? json({
            ...casey,
            phone_number: null,
            is_company_member: false,
            is_company_owner: false,
            is_hijacked: true,
            hijacked_by: null,
            company: { id: 1, name: "Demo Wireless", slug: "demo" },
          })
        : json({ detail: "Invalid token." }, 401),
    ),
  );
}
