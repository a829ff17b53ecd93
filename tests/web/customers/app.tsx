import { configure, screen, waitFor } from "@testing-library/react";
import { customer, member, owner, profileHandler, saveSession } from "../fixtures";
import { server } from "../msw";

// These screens load lazily with antd's tables, drawers and modals: on a busy machine (the whole suite in
// parallel) the first screen of a test can take well over the default 5 s to appear.
configure({ asyncUtilTimeout: 15_000 });

export { renderApp } from "../render";

/** A saved session of a customer, a member or an owner; GET /api/user/me/ answers with their profile. */
export function signedInAs(who: "customer" | "member" | "owner") {
  saveSession({ token: `t-${who}`, email: `${who}@demo.test` });
  server.use(profileHandler({ "t-customer": customer(), "t-member": member(), "t-owner": owner() }));
}

export const currentPath = () => `${window.location.pathname}${window.location.search}`;

export async function waitForPath(path: string) {
  await waitFor(() => expect(window.location.pathname).toBe(path));
}

/** The notice antd shows (inside .ant-notification) containing this text. */
export async function findNotice(text: string) {
  return waitFor(
    () => {
      const notices = [...document.querySelectorAll(".ant-notification-notice")];
      const notice = notices.find((n) => n.textContent?.includes(text));
      if (!notice)
        throw new Error(`No notice "${text}"; notices: ${notices.map((n) => n.textContent).join(" | ")}`);
      return notice;
    },
    { timeout: 15_000 },
  );
}

/**
 * The open drawer or modal with this title. antd gives every dialog the same aria-labelledby id under
 * test, so dialogs are told apart by their title text.
 */
export async function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialogs = [...document.querySelectorAll<HTMLElement>("[role=dialog]")];
    const found = dialogs.find(
      (d) => d.querySelector(".ant-drawer-title, .ant-modal-title")?.textContent === title,
    );
    if (!found) throw new Error(`No dialog "${title}"`);
    return found;
  });
}

/** A customer as GET /api/company/customers/ gives them. */
export const casey = {
  id: 41,
  email: "casey@example.test",
  first_name: "Casey",
  last_name: "Cruz",
  address: "12 Main St",
  state: "NY",
  zip_code: "10001",
  pin: "1234",
  is_active: true,
  created_at: "2026-05-01T10:00:00.000Z",
  last_login: null,
  phone_numbers: ["5550100001", "5550100002"],
  phone_numbers_count: 2,
  scheduled_refills_count: 1,
};

export { page } from "../fixtures";

export { screen };
