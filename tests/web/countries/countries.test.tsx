import { country } from "../fixtures";
import { screen, waitFor, within } from "@testing-library/react";
import {
  answerCreate,
  customerSentAway,
  fakeList,
  firstListQuery,
  openCatalogue,
  warmUpCatalogue,
} from "../catalogue";
import {
  answerConfirm,
  fillIn,
  findConfirm,
  findFieldError,
  findNotice,
  findRow,
  openDialog,
  save,
  sent,
  writes,
} from "../render";

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
warmUpCatalogue("/countries", "Mexico", () => fakeList(API, COUNTRIES));
const open = (who: "member" | "owner") => openCatalogue(who, "/countries", API, COUNTRIES, "Mexico");

describe("/countries (staff)", () => {
  it("lists the countries from GET /api/rental/countries/ with codes and surcharges", async () => {
    const { requests, row: mexico } = await open("owner");
    for (const text of ["MX", "$2.00", "Active"]) expect(mexico).toHaveTextContent(text);
    expect(await findRow("Japan")).toHaveTextContent("Inactive");
    expect(firstListQuery(requests, API)).toEqual({ page: "1", page_size: "25", ordering: "name" });
  });

  it("adds a country: the code is upper-cased and names it; a server error shows beside the code", async () => {
    answerCreate(API, 400, { code: ["A country with that code already exists."] });
    const { user, requests } = await open("member");

    const dialog = await openDialog(user, /Add country/, "Add country");
    await user.type(within(dialog).getByLabelText("Country code"), "ca");
    expect(within(dialog).getByLabelText("Country code")).toHaveValue("CA");
    expect(within(dialog).getByLabelText("Name")).toHaveValue("Canada");
    await fillIn(user, dialog, { "Daily surcharge": "1.5" });
    await save(user, dialog);

    await findFieldError(dialog, "Country code", "A country with that code already exists.");
    await findNotice("Failed to save country");
    expect(writes(requests)).toEqual([sent("POST", API, { code: "CA", name: "Canada", daily_rate: "1.5" })]);
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
    const { user, requests, row } = await open("member");
    await user.click(await within(row).findByRole("button", { name: /Deactivate/ }));
    await findConfirm("Deactivate country “Mexico”?");
    expect(writes(requests)).toEqual([]);
    await answerConfirm(user, "Deactivate country “Mexico”?", "Deactivate");
    await findNotice("Country deactivated");
    expect(writes(requests)).toEqual([sent("DELETE", `${API}3/`)]);
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
