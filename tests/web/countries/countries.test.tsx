import { country } from "../fixtures";
import { screen, waitFor, within } from "@testing-library/react";
import { answerCreate, fakeList, renderAs, warmUpCatalogue } from "../catalogue";
import { findConfirm, findDialog, findFieldError, findNotice, findRow, save, writes } from "../render";

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

warmUpCatalogue("/countries", "Mexico", () => fakeList("/api/rental/countries/", COUNTRIES));

describe("/countries (staff)", () => {
  it("lists the countries from GET /api/rental/countries/ with codes and surcharges", async () => {
    fakeList("/api/rental/countries/", COUNTRIES);
    const { requests } = renderAs("owner", "/countries");
    const mexico = await findRow("Mexico");
    for (const text of ["MX", "$2.00", "Active"]) expect(mexico).toHaveTextContent(text);
    expect(await findRow("Japan")).toHaveTextContent("Inactive");
    const list = requests.find((r) => r.path === "/api/rental/countries/")!;
    expect(Object.fromEntries(list.search)).toEqual({ page: "1", page_size: "25", ordering: "name" });
  });

  it("adds a country: the code is upper-cased and names it; a server error shows beside the code", async () => {
    fakeList("/api/rental/countries/", COUNTRIES);
    answerCreate("/api/rental/countries/", 400, { code: ["A country with that code already exists."] });
    const { user, requests } = renderAs("member", "/countries");
    await findRow("Mexico");

    await user.click(screen.getByRole("button", { name: /Add country/ }));
    const dialog = await findDialog("Add country");
    await user.type(within(dialog).getByLabelText("Country code"), "ca");
    expect(within(dialog).getByLabelText("Country code")).toHaveValue("CA");
    expect(within(dialog).getByLabelText("Name")).toHaveValue("Canada");
    const surcharge = within(dialog).getByLabelText("Daily surcharge");
    await user.clear(surcharge);
    await user.type(surcharge, "1.5");
    await save(user, dialog);

    await findFieldError(dialog, "Country code", "A country with that code already exists.");
    await findNotice("Failed to save country");
    expect(writes(requests)).toEqual([
      expect.objectContaining({
        method: "POST",
        path: "/api/rental/countries/",
        body: { code: "CA", name: "Canada", daily_rate: "1.5" },
      }),
    ]);
  });

  it("keeps a name already typed when the code is entered, and refuses a malformed code before sending", async () => {
    fakeList("/api/rental/countries/", COUNTRIES);
    const { user, requests } = renderAs("member", "/countries");
    await findRow("Mexico");
    await user.click(screen.getByRole("button", { name: /Add country/ }));
    const dialog = await findDialog("Add country");
    await user.type(within(dialog).getByLabelText("Name"), "Deutschland");
    await user.type(within(dialog).getByLabelText("Country code"), "d1");
    expect(within(dialog).getByLabelText("Name")).toHaveValue("Deutschland");
    await save(user, dialog);
    await findFieldError(dialog, "Country code", "Two letters, such as US or MX.");
    expect(writes(requests)).toEqual([]);
  });

  it("asks before deactivating a country, then DELETEs it", async () => {
    fakeList("/api/rental/countries/", COUNTRIES);
    const { user, requests } = renderAs("member", "/countries");
    await user.click(await within(await findRow("Mexico")).findByRole("button", { name: /Deactivate/ }));
    const confirm = await findConfirm("Deactivate country “Mexico”?");
    expect(writes(requests)).toEqual([]);
    await user.click(within(confirm).getByRole("button", { name: "Deactivate" }));
    await findNotice("Country deactivated");
    expect(writes(requests)).toEqual([
      expect.objectContaining({ method: "DELETE", path: "/api/rental/countries/3/" }),
    ]);
    await waitFor(async () => expect(await findRow("Mexico")).toHaveTextContent("Inactive"));
  });
});

describe("/countries for a customer", () => {
  it("is a member route: a customer is sent to /", async () => {
    fakeList("/api/rental/countries/", COUNTRIES);
    fakeList("/api/carriers/", []);
    renderAs("customer", "/countries");
    await waitFor(() => expect(window.location.pathname).toBe("/carriers"), { timeout: 20_000 });
    expect(screen.queryByText("Mexico")).not.toBeInTheDocument();
  });
});
