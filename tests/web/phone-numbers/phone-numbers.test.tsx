import { screen, waitFor, within } from "@testing-library/react";
import { customerRow, listHandler, phoneLine } from "../fixtures";
import { api, http, json, noContent, refusedThenCreated } from "../msw";
import "../../../resources/phone-numbers/PhoneNumberList";
import { cancelThenConfirm, choose, filterList, findFieldError, findRow, writes } from "../render";
import { expectFirstPage, expectNoCustomerColumn } from "../lists";
import { openLines } from "./harness";

const lines = [
  phoneLine(),
  phoneLine({
    id: 12,
    number: "442079460958",
    nickname: "",
    carrier: null,
    carrier_name: null,
    plan: null,
    plan_name: null,
    user: 8,
    user_name: "Ann Lee",
    user_email: "ann@demo.test",
    is_active: false,
    created_at: "2026-02-01T10:00:00Z",
  }),
];
const ann = customerRow({ id: 8, email: "ann@demo.test", first_name: "Ann", last_name: "Lee" });
/** DRF's refusal of a number some line already has. */
const numberTaken = { number: ["This phone number is already registered."] };

describe("/phone-numbers", { timeout: 60_000 }, () => {
  it("shows a customer their lines without the staff column and filters", async () => {
    const { requests } = openLines("customer", [lines[0]]);
    const row = await findRow("(555) 010-0001");
    expect(within(row).getByText("Mom")).toBeInTheDocument();
    expect(within(row).getByText("Tello")).toBeInTheDocument();
    expect(within(row).getByText("Unlimited 25")).toBeInTheDocument();
    expectNoCustomerColumn();
    expectFirstPage(requests, "/api/phones/", "-created_at");
  });

  it("shows staff the customer column, status and filters, and sends the filter to the API", async () => {
    const { user, requests } = openLines("member", lines);
    const row = await findRow("+442079460958");
    expect(within(row).getByText("Ann Lee")).toBeInTheDocument();
    expect(within(row).getByText("Removed")).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "Customer" })).toBeInTheDocument();
    // The filter's select loads after the list's first rows.
    await screen.findByRole("combobox", { name: "Filter by carrier" });
    await filterList({ user, requests }, "/api/phones/", { label: "Filter by carrier", option: "Tello" }, [
      "carrier",
      "1",
    ]);
  });

  it("lets staff reactivate a removed line", async () => {
    const { user, requests } = openLines(
      "member",
      [lines[1]],
      http.patch(api("/api/phones/12/"), () => json({ ...lines[1], is_active: true })),
    );
    const row = await findRow("+442079460958");
    expect(within(row).queryByRole("button", { name: /Remove/ })).not.toBeInTheDocument();
    await user.click(await within(row).findByRole("button", { name: /Reactivate/ }));
    await waitFor(() =>
      expect(writes(requests)).toEqual([
        expect.objectContaining({ method: "PATCH", path: "/api/phones/12/", body: { is_active: true } }),
      ]),
    );
    expect(await screen.findByText("Phone number reactivated")).toBeInTheDocument();
  });

  it("says so when there are no lines yet", async () => {
    openLines("customer", []);
    expect(
      await screen.findByText("You have no phone numbers yet. Add your number to refill it."),
    ).toBeInTheDocument();
  });

  it("adds a line with the chosen carrier and plan, and shows the server's error beside the number", async () => {
    const { user, requests } = openLines(
      "customer",
      [],
      ...refusedThenCreated("/api/phones/", numberTaken, { ...lines[0], id: 13, number: "5550102233" }),
    );
    await user.click(await screen.findByRole("button", { name: /Add phone number/ }));
    const dialog = await screen.findByRole("dialog", { name: "Add phone number" });
    await user.type(within(dialog).getByLabelText("Phone number"), "(555) 010-2233");
    await choose(user, "Carrier", "Tello", dialog);
    await choose(user, "Plan", "Talk 10 — $10.00", dialog);
    await user.type(within(dialog).getByLabelText(/^Nickname/), "Kid");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    await findFieldError(dialog, "Phone number", numberTaken.number[0]);
    expect(writes(requests)[0].body).toEqual({
      number: "(555) 010-2233",
      carrier: 1,
      plan: 22,
      nickname: "Kid",
    });

    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Phone number added")).toBeInTheDocument();
    expect(writes(requests)).toHaveLength(2);
  });

  it("lets staff add a line only for a customer they pick", async () => {
    const { user, requests } = openLines(
      "member",
      [],
      listHandler("/api/company/customers/", [ann]),
      http.get(api("/api/company/customers/8/"), () => json(ann)),
      http.post(api("/api/phones/"), () => json({ ...lines[1], is_active: true }, 201)),
    );
    await user.click(await screen.findByRole("button", { name: /Add phone number/ }));
    const dialog = await screen.findByRole("dialog", { name: "Add phone number" });
    await user.type(within(dialog).getByLabelText("Phone number"), "+44 20 7946 0958");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Choose the customer this line belongs to.")).toBeInTheDocument();
    expect(writes(requests)).toHaveLength(0);

    await choose(user, "Customer", "Ann Lee · ann@demo.test", dialog);
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(writes(requests).map((r) => r.body)).toEqual([{ user: 8, number: "+44 20 7946 0958" }]),
    );
  });

  it("asks before removing a line", async () => {
    const view = openLines("customer", [lines[0]], http.delete(api("/api/phones/:id/"), noContent));
    await cancelThenConfirm(view, await findRow("(555) 010-0001"), {
      action: "Remove",
      question: "Remove (555) 010-0001?",
      path: "/api/phones/11/",
      notice: "Phone number removed",
    });
  });
});
