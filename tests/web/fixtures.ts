import type { Profile } from "../../src/providers/auth";
import { api, http, json } from "./msw";

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 7,
    email: "customer@demo.test",
    first_name: "Casey",
    last_name: "Customer",
    phone_number: "5550100001",
    address: "12 Main St",
    state: "NY",
    zip_code: "10001",
    pin: "1234",
    is_company_member: false,
    is_company_owner: false,
    is_hijacked: false,
    hijacked_by: null,
    company: { id: 1, name: "Demo Wireless", slug: "demo" },
    ...overrides,
  };
}

export const customer = () => makeProfile();
export const member = () =>
  makeProfile({
    id: 3,
    email: "member@demo.test",
    first_name: "Morgan",
    last_name: "Member",
    is_company_member: true,
  });
export const owner = () =>
  makeProfile({
    id: 2,
    email: "owner@demo.test",
    first_name: "Olivia",
    last_name: "Owner",
    is_company_member: true,
    is_company_owner: true,
  });

/**
 * GET /api/user/me/ answering by token: each token of `profiles` gets its profile, any other token 401
 * with DRF's message.
 */
export function profileHandler(profiles: Record<string, Profile>) {
  return http.get(api("/api/user/me/"), ({ request }) => {
    const token = request.headers.get("authorization")?.replace(/^Token /, "") ?? "";
    const profile = profiles[token];
    return profile ? json(profile) : json({ detail: "Invalid token." }, 401);
  });
}

/** A signed-in browser: the saved session of docs/panel.md. */
export function saveSession(values: {
  token?: string;
  email?: string;
  phoneNumber?: string;
  hijackToken?: string;
}) {
  for (const [key, value] of Object.entries(values))
    if (value !== undefined) window.localStorage.setItem(key, value);
}

/** A DRF list page, as every list endpoint answers. */
export const page = <T>(results: T[], count = results.length) => ({
  count,
  next: null,
  previous: null,
  results,
});

/** A carrier as GET /api/carriers/ gives it. */
export const carrier = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  name: "Tello",
  is_active: true,
  provider_operator_id: null as string | null,
  plans_count: 2,
  created_at: "2026-01-01T00:00:00Z",
  ...overrides,
});

/** A plan as GET /api/plans/ gives it. */
export const plan = (overrides: Record<string, unknown> = {}) => ({
  id: 21,
  carrier: 1,
  carrier_name: "Tello",
  name: "Unlimited 25",
  description: "",
  amount: "25.00",
  validity_days: 30,
  is_active: true,
  provider_product_id: null as string | null,
  created_at: "2026-01-01T00:00:00Z",
  ...overrides,
});

/** Tello's two plans, as the phone-number and scheduled-refill forms offer them. */
export const telloPlans = () => [plan(), plan({ id: 22, name: "Talk 10", amount: "10.00" })];
