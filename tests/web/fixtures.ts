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

/** A signed-in browser: the saved session of SPEC.md §4. */
export function saveSession(values: {
  token?: string;
  email?: string;
  phoneNumber?: string;
  hijackToken?: string;
}) {
  for (const [key, value] of Object.entries(values))
    if (value !== undefined) window.localStorage.setItem(key, value);
}
