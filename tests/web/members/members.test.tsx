import { waitFor, within } from "@testing-library/react";
import { listHandler } from "../fixtures";
import { api, http, json, noContent, server, refusedThenCreated } from "../msw";
import {
  deactivate,
  fillIn,
  findDialog,
  findNotice,
  findRow,
  findSideMenu,
  renderApp,
  screen,
  sent,
  signedInAs,
  writes,
} from "../render";
import { expectFirstPage } from "../lists";
import { ivy, morgan, openMembers } from "./app";
import { NO_COUNTS } from "../transactions/harness";

/** Clicks `button` in the row of `name`; returns its confirmation (antd's Popconfirm, a tooltip). */
async function askInRow(user: ReturnType<typeof renderApp>["user"], name: string, button: RegExp) {
  await user.click(await within(await findRow(name)).findByRole("button", { name: button }));
  return screen.findByRole("tooltip");
}

describe("/members", () => {
  it("lists the team with roles and statuses; the owner's own row cannot be deactivated", async () => {
    const { requests } = await openMembers();
    expect(within(await findRow("Ivy Invited")).getByText("Invitation pending")).toBeInTheDocument();
    const own = await findRow("Olivia Owner");
    expect(within(own).getByText("Owner")).toBeInTheDocument();
    expect(within(own).getByText("You")).toBeInTheDocument();
    expect(await within(own).findByRole("button", { name: /Deactivate/ })).toBeDisabled();
    const morganRow = await findRow("Morgan Member");
    expect(await within(morganRow).findByRole("button", { name: /Deactivate/ })).toBeEnabled();
    expect(
      within(await findRow("Ivy Invited")).getByRole("button", { name: /Resend invitation/ }),
    ).toBeInTheDocument();
    expect(within(morganRow).queryByRole("button", { name: /Resend invitation/ })).not.toBeInTheDocument();
    expectFirstPage(requests, "/api/company/members/", "-created_at");
  });

  it("invites by e-mail in a modal and shows a server field error beside its field", async () => {
    const { user, requests } = await openMembers(
      ...refusedThenCreated(
        "/api/company/members/",
        { email: ["A user with that email already exists."] },
        { ...ivy, id: 10, email: "new@demo.test" },
      ),
    );
    await user.click(await screen.findByRole("button", { name: /Invite member/ }));
    const modal = await findDialog("Invite a member");
    await fillIn(user, modal, { "E-mail": "member@demo.test", "First name": "Nova", "Last name": "Newman" });
    await user.click(within(modal).getByRole("checkbox", { name: "Owner" }));
    await user.click(within(modal).getByRole("button", { name: /Send invitation/ }));
    expect(await within(modal).findByText("A user with that email already exists.")).toBeInTheDocument();
    expect(writes(requests)).toEqual([
      sent("POST", "/api/company/members/", {
        email: "member@demo.test",
        first_name: "Nova",
        last_name: "Newman",
        is_company_owner: true,
      }),
    ]);

    await fillIn(user, modal, { "E-mail": "new@demo.test" });
    await user.click(within(modal).getByRole("button", { name: /Send invitation/ }));
    await findNotice("Invitation sent");
    expect(writes(requests)[1].body).toMatchObject({ email: "new@demo.test" });
  });

  it("demoting the last owner shows the server's refusal as returned", async () => {
    const { user, requests } = await openMembers(
      http.patch(api("/api/company/members/2/"), () =>
        json({ non_field_errors: ["A company must keep at least one owner."] }, 400),
      ),
    );
    const confirm = await askInRow(user, "Olivia Owner", /Make member/);
    expect(
      within(confirm).getByText("You will no longer manage members or the company's settings."),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "Make member" }));
    const notice = await findNotice("Failed to update member");
    expect(notice).toHaveTextContent("A company must keep at least one owner.");
    expect(writes(requests)).toEqual([sent("PATCH", "/api/company/members/2/", { is_company_owner: false })]);
  });

  it("promotes after a confirmation", async () => {
    const { user, requests } = await openMembers(
      http.patch(api("/api/company/members/3/"), () => json({ ...morgan, is_company_owner: true })),
    );
    const confirm = await askInRow(user, "Morgan Member", /Make owner/);
    await user.click(within(confirm).getByRole("button", { name: "Make owner" }));
    await findNotice("Member is now an owner");
    expect(writes(requests)).toEqual([sent("PATCH", "/api/company/members/3/", { is_company_owner: true })]);
  });

  it("asks before deactivating, then sends DELETE", async () => {
    const { user, requests } = await openMembers(http.delete(api("/api/company/members/3/"), noContent));
    await deactivate({ user, requests }, await findRow("Morgan Member"), {
      question: "Deactivate Morgan Member?",
      path: "/api/company/members/3/",
      notice: "Member deactivated",
    });
  });

  it("resends a pending invitation", async () => {
    const { user, requests } = await openMembers(
      http.post(api("/api/company/members/9/resend-invite/"), () => json(ivy)),
    );
    await user.click(within(await findRow("Ivy Invited")).getByRole("button", { name: /Resend invitation/ }));
    await findNotice("Invitation sent again");
    expect(writes(requests)).toEqual([sent("POST", "/api/company/members/9/resend-invite/")]);
  });

  it("is closed to members: /members sends them away, and the menu has no Members entry", async () => {
    signedInAs("member");
    server.use(
      listHandler("/api/company/customers/", []),
      listHandler("/api/transactions/", []),
      http.get(api("/api/transactions/counters/"), () => json(NO_COUNTS)),
    );
    renderApp("/members");
    await waitFor(() => expect(window.location.pathname).not.toBe("/members"));
    expect(await within(await findSideMenu()).findByRole("link", { name: /Customers/ })).toBeInTheDocument();
    expect(within(await findSideMenu()).queryByRole("link", { name: /Members/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Invite member/ })).not.toBeInTheDocument();
  });
});
