import { country } from "../fixtures";
import { screen, waitFor, within } from "@testing-library/react";
import { addRefused, catalogueScreen, customerSentAway, expectFirstPageByName, fakeList } from "../catalogue";
import { deactivate, fillIn, findFieldError, findRow, openDialog, save, writes } from "../render";

const COUNTRIES = [
  country({ created_at: "2026-01-05T10:00:00Z" }),
  country({
    id: 4,
    name: "Japan",
    code: "JP",
    daily_rate: "5.50",
    is_active: false,
    created_at: "2026-01-06T10:00:00Z",
  }),
];

const API = "/api/rental/countries/";
const open = catalogueScreen("/countries", API, COUNTRIES, "Mexico");

describe("/countries (staff)", () => {
  it("lists the countries from GET /api/rental/countries/ with codes and surcharges", async () => {
    const { requests, row: mexico } = await open("owner");
    for (const text of ["MX", "+$2.00/day", "Active"]) expect(mexico).toHaveTextContent(text);
    // Added to the device's rate: the column says what it is.
    expect(screen.getByRole("columnheader", { name: /Surcharge/ })).toBeInTheDocument();
    expect(await findRow("Japan")).toHaveTextContent("Inactive");
    expectFirstPageByName(requests, API);
  });

  it("adds a country: the code is upper-cased and names it; a server error shows beside the code", async () => {
    const view = await open("member");
    await addRefused(view, API, {
      title: "Add country",
      fill: async (dialog) => {
        await view.user.type(within(dialog).getByLabelText("Country code"), "ca");
        expect(within(dialog).getByLabelText("Country code")).toHaveValue("CA");
        expect(within(dialog).getByLabelText("Name")).toHaveValue("Canada");
        await fillIn(view.user, dialog, { "Surcharge per day": "1.5" });
      },
      refusal: { code: ["A country with that code already exists."] },
      field: "Country code",
      failed: "Failed to save country",
      body: { code: "CA", name: "Canada", daily_rate: "1.50" },
    });
  });

  it("keeps a name already typed when the code is entered, and refuses a malformed code before sending", async () => {
    const { user, requests } = await open("member");
    const dialog = await openDialog(user, /Add country/, "Add country");
    await user.type(within(dialog).getByLabelText("Name"), "Deutschland");
    await user.type(within(dialog).getByLabelText("Country code"), "d1");
    expect(within(dialog).getByLabelText("Name")).toHaveValue("Deutschland");
    await save(user, dialog);
    await findFieldError(dialog, "Country code", "Two letters, such as US or MX.");
    expect(writes(requests)).toEqual([]);
  });

  it("asks before deactivating a country, then DELETEs it", async () => {
    const view = await open("member");
    await deactivate(view, view.row, {
      question: "Deactivate country “Mexico”?",
      path: `${API}3/`,
      notice: "Country deactivated",
    });
    await waitFor(async () => expect(await findRow("Mexico")).toHaveTextContent("Inactive"));
  });
});

describe("/countries for a customer", () => {
  it("is a member route: a customer is sent to /", async () => {
    fakeList(API, COUNTRIES);
    await customerSentAway("/countries");
    expect(screen.queryByText("Mexico")).not.toBeInTheDocument();
  });
});
