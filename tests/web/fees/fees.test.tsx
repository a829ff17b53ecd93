import { screen, waitFor, within } from "@testing-library/react";
import type { RentalFee } from "../../../resources/fees/types";
import { addRefused, expectFirstPageByName, fakeList, openCatalogue, renderAs } from "../catalogue";
import { deactivate, findRow, preloadRoutes } from "../render";

const fee = (overrides: Partial<RentalFee>): RentalFee => ({
  id: 3,
  kind: "damage",
  name: "Cracked screen",
  amount: "60.00",
  taxable: true,
  is_active: true,
  created_at: "2026-01-05T10:00:00Z",
  ...overrides,
});

const FEES = [
  fee({}),
  fee({ id: 4, kind: "late_return", name: "Overdue days", amount: "5.00", taxable: false }),
];

const API = "/api/rental/fees/";
// Owners only: the shared warm-up signs in a member, so the routes are loaded here instead.
beforeAll(preloadRoutes, 120_000);
const open = (who: "owner") => openCatalogue(who, "/fees", API, FEES, "Cracked screen");

describe("/fees (owners)", () => {
  it("lists the fee list with each kind, amount (a late return's per day) and tax", async () => {
    const { requests, row } = await open("owner");
    for (const text of ["Damage", "$60.00", "Taxed", "Active"]) expect(row).toHaveTextContent(text);
    const late = await findRow("Overdue days");
    for (const text of ["$5.00 per day late", "No tax"]) expect(late).toHaveTextContent(text);
    expectFirstPageByName(requests, API);
  });

  it("adds a fee, taxed by default; a server error shows beside its field", async () => {
    const view = await open("owner");
    await addRefused(view, API, {
      title: "Add fee",
      fill: { Name: "Missing charger", Amount: "15" },
      refusal: { amount: ["Ensure this value is greater than or equal to 0.01."] },
      field: "Amount",
      failed: "Failed to save fee",
      body: { kind: "damage", name: "Missing charger", amount: "15.00", taxable: true },
    });
  });

  it("asks before deactivating a fee, then DELETEs it", async () => {
    const view = await open("owner");
    await deactivate(view, view.row, {
      question: "Deactivate fee “Cracked screen”?",
      path: `${API}3/`,
      notice: "Fee deactivated",
    });
    await waitFor(async () => expect(await findRow("Cracked screen")).toHaveTextContent("Inactive"));
  });
});

describe("/fees for a member", () => {
  it("is an owners' route: a member is sent away and never sees the list", async () => {
    fakeList(API, FEES);
    renderAs("member", "/fees");
    await waitFor(() => expect(window.location.pathname).not.toBe("/fees"), { timeout: 20_000 });
    expect(screen.queryByText("Cracked screen")).not.toBeInTheDocument();
    expect(within(document.body).queryByRole("heading", { name: "Fees" })).toBeNull();
  });
});
