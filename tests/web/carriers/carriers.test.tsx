import { screen, waitFor, within } from "@testing-library/react";
import {
  addRefused,
  answerCreate,
  catalogueScreen,
  expectFirstPageByName,
  fakeList,
  renderAs,
} from "../catalogue";
import { carrier, plan, telloAndUltra } from "../fixtures";
import {
  answerConfirm,
  choose,
  deactivate,
  editField,
  fillIn,
  findFieldError,
  findNotice,
  findRow,
  openDialog,
  save,
  sent,
  writes,
} from "../render";

const CARRIERS = telloAndUltra();

const API = "/api/carriers/";
const open = catalogueScreen("/carriers", API, CARRIERS, "Tello Mobile");

describe("/carriers as staff", () => {
  it("lists the carriers from the API, page 1 of 25 ordered by name, with their status and active plans", async () => {
    const { requests, row: tello } = await open("member");
    expect(tello).toHaveTextContent("3");
    expect(tello).toHaveTextContent("Active");
    expect(tello).toHaveTextContent("op-1");
    expect(await findRow("Ultra Mobile")).toHaveTextContent("Inactive");
    expect(within(tello).getByRole("link", { name: "Tello Mobile" })).toHaveAttribute("href", "/carriers/1");

    expectFirstPageByName(requests, API);
    expect(requests.find((r) => r.path === API)!.authorization).toBe("Token t-member");
  });

  it("searches and filters on the server and keeps both in the address", async () => {
    const { user, requests } = await open("owner");

    await user.type(screen.getByPlaceholderText("Search carriers by name"), "ultra{Enter}");
    await waitFor(() => expect(screen.queryByText("Tello Mobile")).not.toBeInTheDocument());
    expect(requests.at(-1)!.search.get("search")).toBe("ultra");
    expect(decodeURIComponent(window.location.search)).toContain("ultra");

    await choose(user, "Filter by status", "Inactive only");
    await waitFor(() => expect(requests.at(-1)!.search.get("is_active")).toBe("false"));
    expect(requests.at(-1)!.search.get("search")).toBe("ultra");
    expect(await findRow("Ultra Mobile")).toBeInTheDocument();
  });

  it("says so when a search finds nothing", async () => {
    const { user } = await open("member");
    await user.type(screen.getByPlaceholderText("Search carriers by name"), "nothing{Enter}");
    expect(await screen.findByText("No carrier matches this search.")).toBeInTheDocument();
  });

  it("adds a carrier: posts the form, and shows the server's field error beside the field", async () => {
    await addRefused(await open("member"), API, {
      title: "Add carrier",
      fill: { Name: "Tello Mobile", "Provider operator id": "1042" },
      refusal: { name: ["A carrier with that name already exists."] },
      field: "Name",
      failed: "Failed to save carrier",
      body: { name: "Tello Mobile", provider_operator_id: "1042" },
    });
  });

  it("adds a carrier: the list is reloaded and a notice confirms it", async () => {
    const created = carrier({ id: 3, name: "Mint", plans_count: 0, created_at: "2026-03-01T00:00:00Z" });
    answerCreate(API, 201, created);
    const { user, state } = await open("member");

    const dialog = await openDialog(user, /Add carrier/, "Add carrier");
    await fillIn(user, dialog, { Name: "Mint" });
    state.rows.push(created);
    await save(user, dialog);
    await findNotice("Carrier added");
    expect(await findRow("Mint")).toBeInTheDocument();
  });

  it("does not send a carrier without a name", async () => {
    const { user, requests } = await open("member");
    const dialog = await openDialog(user, /Add carrier/, "Add carrier");
    await save(user, dialog);
    await findFieldError(dialog, "Name", "Enter the carrier's name.");
    expect(writes(requests)).toEqual([]);
  });

  it("edits a carrier in a modal filled from the API and patches it", async () => {
    const { user, requests, row } = await open("member");
    await editField(user, row, "Edit carrier", { label: "Name", was: "Tello Mobile", value: "Tello" });
    await findNotice("Carrier updated");
    expect(writes(requests)).toEqual([
      sent("PATCH", `${API}1/`, { name: "Tello", provider_operator_id: "op-1" }),
    ]);
    expect(await findRow("Tello")).toBeInTheDocument();
  });

  it("asks before deactivating, sends nothing on cancel, and DELETEs on confirmation", async () => {
    const view = await open("member");
    await view.user.click(await within(view.row).findByRole("button", { name: /Deactivate/ }));
    await answerConfirm(view.user, "Deactivate carrier “Tello Mobile”?", "Cancel");
    expect(writes(view.requests)).toEqual([]);

    await deactivate(view, view.row, {
      question: "Deactivate carrier “Tello Mobile”?",
      consequence: "Customers will no longer see this carrier or its plans",
      path: `${API}1/`,
      notice: "Carrier deactivated",
    });
    await waitFor(async () => expect(await findRow("Tello Mobile")).toHaveTextContent("Inactive"));
  });

  it("reactivates an inactive carrier after confirmation", async () => {
    const { user, requests, row } = await open("owner", "Ultra Mobile");
    await user.click(await within(row).findByRole("button", { name: /Reactivate/ }));
    await answerConfirm(user, "Reactivate carrier “Ultra Mobile”?", "Reactivate");
    await findNotice("Carrier reactivated");
    expect(writes(requests)).toEqual([sent("PATCH", `${API}2/`, { is_active: true })]);
  });

  it("says when the list cannot be loaded", async () => {
    const { server, http, api, json } = await import("../msw");
    server.use(http.get(api(API), () => json({ detail: "A server error occurred." }, 500)));
    renderAs("member", "/carriers");
    await findNotice("Failed to fetch carriers");
    expect(await screen.findByRole("button", { name: /Try again/ })).toBeInTheDocument();
  });
});

describe("/carriers as a customer", () => {
  it("shows the carriers read-only: no add, edit, deactivate, status or provider columns", async () => {
    fakeList(
      "/api/carriers/",
      CARRIERS.filter((c) => c.is_active),
    );
    renderAs("customer", "/carriers");
    const row = await findRow("Tello Mobile");
    expect(row).toHaveTextContent("3");
    expect(screen.queryByRole("button", { name: /Add carrier/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole("button")).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Filter by status" })).not.toBeInTheDocument();
    expect(screen.queryByRole("columnheader", { name: "Provider operator id" })).not.toBeInTheDocument();
    expect(screen.queryByRole("columnheader", { name: "Status" })).not.toBeInTheDocument();
    expect(row).not.toHaveTextContent("op-1");
  });
});

const PLANS = [
  plan({
    id: 5,
    carrier_name: "Tello Mobile",
    name: "Unlimited 30",
    description: "Talk, text and 5 GB",
    provider_product_id: "prod-5",
    created_at: "2026-01-05T10:00:00Z",
  }),
  plan({
    id: 6,
    carrier: 2,
    carrier_name: "Ultra Mobile",
    name: "Other carrier's plan",
    amount: "10.00",
    validity_days: 7,
    created_at: "2026-01-05T10:00:00Z",
  }),
];

/** Tello Mobile's page as `who`, once its plan "Unlimited 30" is listed. */
async function openTello(who: "customer" | "member" | "owner") {
  const view = renderCarrierPage(who, "/carriers/1", PLANS);
  return { ...view, row: await findRow("Unlimited 30") };
}

function renderCarrierPage(who: "customer" | "member" | "owner", path: string, plans: typeof PLANS) {
  fakeList(API, CARRIERS);
  fakeList("/api/plans/", plans);
  return renderAs(who, path);
}

describe("/carriers/{id}", () => {
  it("shows the carrier and its plans (GET /api/plans/?carrier=<id>), prices in dollars", async () => {
    const { requests } = renderCarrierPage("member", "/carriers/1", PLANS);
    expect(await screen.findByRole("heading", { name: "Tello Mobile" })).toBeInTheDocument();
    const plan = await findRow("Unlimited 30");
    expect(plan).toHaveTextContent("$25.00");
    expect(plan).toHaveTextContent("30 days");
    expect(plan).toHaveTextContent("Talk, text and 5 GB");
    expect(screen.queryByText("Other carrier's plan")).not.toBeInTheDocument();
    const list = requests.find((r) => r.path === "/api/plans/")!;
    expect(list.search.get("carrier")).toBe("1");
    expect(list.search.get("ordering")).toBe("amount");
  });

  it("adds a plan to this carrier and shows the server's field error beside the price", async () => {
    const view = await openTello("member");
    // Whatever the server refuses, its message shows beside the field it names.
    await addRefused(view, "/api/plans/", {
      title: "Add plan",
      fill: async (dialog) => {
        expect(within(dialog).getByLabelText("Validity (days)")).toHaveValue("30");
        await fillIn(view.user, dialog, { Name: "Big month", Price: "12.5", "Top-up cost": "11.5" });
      },
      refusal: { amount: ["A valid number is required, with at most 2 decimal places."] },
      field: "Price",
      failed: "Failed to save plan",
      body: {
        carrier: 1,
        name: "Big month",
        description: "",
        amount: "12.50",
        validity_days: 30,
        cost: "11.50",
      },
    });
  });

  it("refuses a price over $1,000.00 with a message instead of changing what was typed", async () => {
    const { user, requests } = await openTello("member");
    const dialog = await openDialog(user, /Add plan/, "Add plan");
    await fillIn(user, dialog, { Name: "Big month", Price: "1200", "Validity (days)": "400" });
    await save(user, dialog);
    await findFieldError(dialog, "Price", "At most $1,000.00.");
    await findFieldError(dialog, "Validity (days)", "A whole number from 1 to 365.");
    expect(within(dialog).getByLabelText("Price")).toHaveValue("1,200.00");
    expect(writes(requests)).toEqual([]);
  });

  it("edits a plan and asks before deactivating it", async () => {
    const { user, requests, row } = await openTello("owner");

    await editField(user, row, "Edit plan", { label: "Price", was: "25.00", value: "27.5" });
    await findNotice("Plan updated");
    expect(writes(requests)[0]).toMatchObject({
      method: "PATCH",
      path: "/api/plans/5/",
      body: { name: "Unlimited 30", amount: "27.50" },
    });

    await deactivate({ user, requests }, await findRow("Unlimited 30"), {
      question: "Deactivate plan “Unlimited 30”?",
      path: "/api/plans/5/",
      notice: "Plan deactivated",
    });
  });

  it("deactivates the carrier from its page after confirmation; the page then shows it inactive", async () => {
    const { user, requests } = await openTello("member");
    const outsideTable = (buttons: HTMLElement[]) => buttons.filter((b) => !b.closest("tr"));
    await waitFor(() =>
      expect(outsideTable(screen.getAllByRole("button", { name: /Deactivate/ }))).toHaveLength(1),
    );
    await user.click(outsideTable(screen.getAllByRole("button", { name: /Deactivate/ }))[0]);
    await answerConfirm(user, "Deactivate carrier “Tello Mobile”?", "Deactivate");
    await findNotice("Carrier deactivated");
    expect(writes(requests)).toEqual([sent("DELETE", `${API}1/`)]);
    expect(
      await screen.findByRole("button", { name: /Reactivate/ }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText("Inactive")).toBeInTheDocument();
  });

  it("shows a customer the plans without any staff action", async () => {
    const { row } = await openTello("customer");
    expect(row).toHaveTextContent("$25.00");
    expect(within(row).queryByRole("button")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Add plan/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Deactivate/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Edit/ })).not.toBeInTheDocument();
  });

  it("says when the carrier does not exist (or is not available to this customer)", async () => {
    renderCarrierPage("customer", "/carriers/99", []);
    expect(await screen.findByText("Carrier not found")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back to carriers" })).toBeInTheDocument();
  });

  it("an address that names no record (/carriers/abc) is not found without asking the server for NaN", async () => {
    const { requests } = renderCarrierPage("member", "/carriers/abc", PLANS);
    expect(await screen.findByText("Carrier not found")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back to carriers" })).toBeInTheDocument();
    expect(requests.filter((r) => r.path.includes("NaN") || r.path.includes("abc"))).toEqual([]);
    expect(requests.filter((r) => [...r.search.values()].some((v) => v.includes("NaN")))).toEqual([]);
  });
});
