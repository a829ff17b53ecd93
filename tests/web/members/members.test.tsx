import { waitFor, within } from "@testing-library/react";
import { page } from "../fixtures";
import { findDialog, findNotice, renderApp, screen, signedInAs } from "../render";
import { api, http, json, recordRequests, server } from "../msw";

const base = {
  is_active: true,
  created_at: "2026-04-01T10:00:00.000Z",
  last_login: null,
  invitation_pending: false,
};
// The owner of the fixtures (tests/web/fixtures.ts) is user 2.
const olivia = {
  ...base,
  id: 2,
  email: "owner@demo.test",
  first_name: "Olivia",
  last_name: "Owner",
  is_company_owner: true,
};
const morgan = {
  ...base,
  id: 3,
  email: "member@demo.test",
  first_name: "Morgan",
  last_name: "Member",
  is_company_owner: false,
};
const ivy = {
  ...base,
  id: 9,
  email: "ivy@demo.test",
  first_name: "Ivy",
  last_name: "Invited",
  is_company_owner: false,
  invitation_pending: true,
};

const rowOf = (name: string) =>
  within(document.querySelector<HTMLElement>(".ant-table-tbody")!).getByText(name).closest("tr")!;
const listReady = () => screen.findByText("Morgan Member", undefined, { timeout: 20_000 });

function membersApi(rows = [ivy, morgan, olivia]) {
  server.use(http.get(api("/api/company/members/"), () => json(page(rows))));
}

describe("/members", () => {
  it("lists the team with roles and statuses; the owner's own row cannot be deactivated", async () => {
    signedInAs("owner");
    membersApi();
    const requests = recordRequests();
    renderApp("/members");
    await listReady();
    expect(within(rowOf("Ivy Invited")).getByText("Invitation pending")).toBeInTheDocument();
    expect(within(rowOf("Olivia Owner")).getByText("Owner")).toBeInTheDocument();
    expect(within(rowOf("Olivia Owner")).getByText("You")).toBeInTheDocument();
    expect(await within(rowOf("Olivia Owner")).findByRole("button", { name: /Deactivate/ })).toBeDisabled();
    expect(await within(rowOf("Morgan Member")).findByRole("button", { name: /Deactivate/ })).toBeEnabled();
    expect(
      within(rowOf("Ivy Invited")).getByRole("button", { name: /Resend invitation/ }),
    ).toBeInTheDocument();
    expect(
      within(rowOf("Morgan Member")).queryByRole("button", { name: /Resend invitation/ }),
    ).not.toBeInTheDocument();
    const list = requests.find((r) => r.path === "/api/company/members/")!;
    expect(Object.fromEntries(list.search)).toEqual({ page: "1", page_size: "25", ordering: "-created_at" });
  });

  it("invites by e-mail in a modal and shows a server field error beside its field", async () => {
    signedInAs("owner");
    membersApi();
    const posted: unknown[] = [];
    server.use(
      http.post(api("/api/company/members/"), async ({ request }) => {
        posted.push(await request.json());
        return posted.length === 1
          ? json({ email: ["A user with that email already exists."] }, 400)
          : json({ ...ivy, id: 10, email: "new@demo.test" }, 201);
      }),
    );
    const { user } = renderApp("/members");
    await listReady();
    await user.click(screen.getByRole("button", { name: /Invite member/ }));
    const modal = await findDialog("Invite a member");
    await user.type(within(modal).getByLabelText("E-mail"), "member@demo.test");
    await user.type(within(modal).getByLabelText("First name"), "Nova");
    await user.type(within(modal).getByLabelText("Last name"), "Newman");
    await user.click(within(modal).getByRole("checkbox", { name: "Owner" }));
    await user.click(within(modal).getByRole("button", { name: /Send invitation/ }));
    expect(await within(modal).findByText("A user with that email already exists.")).toBeInTheDocument();
    expect(posted[0]).toEqual({
      email: "member@demo.test",
      first_name: "Nova",
      last_name: "Newman",
      is_company_owner: true,
    });

    await user.clear(within(modal).getByLabelText("E-mail"));
    await user.type(within(modal).getByLabelText("E-mail"), "new@demo.test");
    await user.click(within(modal).getByRole("button", { name: /Send invitation/ }));
    await findNotice("Invitation sent");
    expect(posted[1]).toMatchObject({ email: "new@demo.test" });
  });

  it("demoting the last owner shows the server's refusal as returned", async () => {
    signedInAs("owner");
    membersApi();
    let patched: unknown;
    server.use(
      http.patch(api("/api/company/members/2/"), async ({ request }) => {
        patched = await request.json();
        return json({ non_field_errors: ["A company must keep at least one owner."] }, 400);
      }),
    );
    const { user } = renderApp("/members");
    await listReady();
    await user.click(within(rowOf("Olivia Owner")).getByRole("button", { name: /Make member/ }));
    const confirm = await screen.findByRole("tooltip");
    expect(
      within(confirm).getByText("You will no longer manage members or the company's settings."),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "Make member" }));
    const notice = await findNotice("Failed to update member");
    expect(notice).toHaveTextContent("A company must keep at least one owner.");
    expect(patched).toEqual({ is_company_owner: false });
  });

  it("promotes after a confirmation", async () => {
    signedInAs("owner");
    membersApi();
    let patched: unknown;
    server.use(
      http.patch(api("/api/company/members/3/"), async ({ request }) => {
        patched = await request.json();
        return json({ ...morgan, is_company_owner: true });
      }),
    );
    const { user } = renderApp("/members");
    await listReady();
    await user.click(within(rowOf("Morgan Member")).getByRole("button", { name: /Make owner/ }));
    await user.click(within(await screen.findByRole("tooltip")).getByRole("button", { name: "Make owner" }));
    await findNotice("Member is now an owner");
    expect(patched).toEqual({ is_company_owner: true });
  });

  it("asks before deactivating, then sends DELETE", async () => {
    signedInAs("owner");
    membersApi();
    const requests = recordRequests();
    server.use(http.delete(api("/api/company/members/3/"), () => new Response(null, { status: 204 })));
    const { user } = renderApp("/members");
    await listReady();
    await user.click(await within(rowOf("Morgan Member")).findByRole("button", { name: /Deactivate/ }));
    const confirm = await screen.findByRole("tooltip");
    expect(within(confirm).getByText("Deactivate Morgan Member?")).toBeInTheDocument();
    expect(requests.some((r) => r.method === "DELETE")).toBe(false);
    await user.click(within(confirm).getByRole("button", { name: "Deactivate" }));
    await findNotice("Member deactivated");
    expect(requests.filter((r) => r.method === "DELETE").map((r) => r.path)).toEqual([
      "/api/company/members/3/",
    ]);
  });

  it("resends a pending invitation", async () => {
    signedInAs("owner");
    membersApi();
    const requests = recordRequests();
    server.use(http.post(api("/api/company/members/9/resend-invite/"), () => json(ivy)));
    const { user } = renderApp("/members");
    await listReady();
    await user.click(within(rowOf("Ivy Invited")).getByRole("button", { name: /Resend invitation/ }));
    await findNotice("Invitation sent again");
    expect(
      requests.some((r) => r.method === "POST" && r.path === "/api/company/members/9/resend-invite/"),
    ).toBe(true);
  });

  it("is closed to members: /members sends them away, and the menu has no Members entry", async () => {
    signedInAs("member");
    server.use(http.get(api("/api/company/customers/"), () => json(page([]))));
    server.use(
      http.get(api("/api/transactions/"), () => json(page([]))),
      http.get(api("/api/transactions/counters/"), () => json({})),
    );
    renderApp("/members");
    await waitFor(() => expect(window.location.pathname).not.toBe("/members"));
    expect(await screen.findByRole("menuitem", { name: /Customers/ })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: /Members/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Invite member/ })).not.toBeInTheDocument();
  });
});
