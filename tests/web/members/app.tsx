import type { RequestHandler } from "msw";
import { listHandler } from "../fixtures";
import { renderApp, screen } from "../render";

const base = {
  is_active: true,
  created_at: "2026-04-01T10:00:00.000Z",
  last_login: null,
  invitation_pending: false,
};
// The owner of the fixtures (tests/web/fixtures.ts) is user 2.
export const olivia = {
  ...base,
  id: 2,
  email: "owner@demo.test",
  first_name: "Olivia",
  last_name: "Owner",
  is_company_owner: true,
};
export const morgan = {
  ...base,
  id: 3,
  email: "member@demo.test",
  first_name: "Morgan",
  last_name: "Member",
  is_company_owner: false,
};
export const ivy = {
  ...base,
  id: 9,
  email: "ivy@demo.test",
  first_name: "Ivy",
  last_name: "Invited",
  is_company_owner: false,
  invitation_pending: true,
};

/** /members as the owner, the team listed, with the test's answers; once Morgan's row is there. */
export async function openMembers(...handlers: RequestHandler[]) {
  const view = renderApp("/members", {
    as: "owner",
    handlers: [listHandler("/api/company/members/", [ivy, morgan, olivia]), ...handlers],
  });
  // The first test of the file loads the lazy screens and antd: as long as warmUp gives them.
  await screen.findByText("Morgan Member", undefined, { timeout: 60_000 });
  return view;
}
