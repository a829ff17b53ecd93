import { device } from "../fixtures";
import { screen, waitFor, within } from "@testing-library/react";
import {
  answerCreate,
  customerSentAway,
  fakeList,
  firstListQuery,
  openCatalogue,
  renderAs,
  warmUpCatalogue,
} from "../catalogue";
import {
  answerConfirm,
  choose,
  editField,
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

const DEVICES = [
  device({
    id: 7,
    name: "Pocket hotspot",
    daily_rate: "4.50",
    stock: 12,
    created_at: "2026-01-05T10:00:00Z",
  }),
  device({
    id: 8,
    name: "Travel SIM",
    kind: "sim",
    daily_rate: "1.00",
    deposit: "0.00",
    stock: 500,
    is_active: false,
    created_at: "2026-01-06T10:00:00Z",
  }),
];

const API = "/api/rental/devices/";
warmUpCatalogue("/devices", "Pocket hotspot", () => fakeList(API, DEVICES));
const open = (who: "member" | "owner") => openCatalogue(who, "/devices", API, DEVICES, "Pocket hotspot");

describe("/devices (staff)", () => {
  it("lists the devices from GET /api/rental/devices/ with rates and deposits in dollars", async () => {
    const { requests, row: hotspot } = await open("member");
    for (const text of ["Hotspot", "$4.50", "$100.00", "12", "Active"])
      expect(hotspot).toHaveTextContent(text);
    const sim = await findRow("Travel SIM");
    for (const text of ["SIM card", "$1.00", "$0.00", "500", "Inactive"]) expect(sim).toHaveTextContent(text);
    expect(firstListQuery(requests, API)).toEqual({ page: "1", page_size: "25", ordering: "name" });
  });

  it("filters by kind on the server", async () => {
    const { user, requests } = await open("owner");
    await choose(user, "Filter by kind", "SIM card");
    await waitFor(() => expect(requests.at(-1)!.search.get("kind")).toBe("sim"));
    await waitFor(() => expect(screen.queryByText("Pocket hotspot")).not.toBeInTheDocument());
    expect(await findRow("Travel SIM")).toBeInTheDocument();
  });

  it("adds a device with sensible defaults and shows the server's field error beside its field", async () => {
    answerCreate(API, 400, { stock: ["Ensure this value is less than or equal to 100000."] });
    const { user, requests } = await open("member");

    const dialog = await openDialog(user, /Add device/, "Add device");
    await fillIn(user, dialog, { Name: "Galaxy A15", "Daily rate": "6.25" });
    await save(user, dialog);

    await findFieldError(dialog, "Units in stock", "Ensure this value is less than or equal to 100000.");
    await findNotice("Failed to save device");
    expect(writes(requests)).toEqual([
      sent("POST", API, { name: "Galaxy A15", kind: "phone", daily_rate: "6.25", deposit: "0.00", stock: 1 }),
    ]);
  });

  it("edits a device: the form is filled from the API and the change is patched", async () => {
    const { user, requests, row } = await open("member");
    await editField(user, row, "Edit device", { label: "Units in stock", was: "12", value: "15" });
    await findNotice("Device updated");
    expect(writes(requests)).toEqual([
      sent("PATCH", `${API}7/`, {
        name: "Pocket hotspot",
        kind: "hotspot",
        daily_rate: "4.50",
        deposit: "100.00",
        stock: 15,
      }),
    ]);
    expect(await findRow("Pocket hotspot")).toHaveTextContent("15");
  });

  it("asks before deactivating a device, then DELETEs it; an inactive one can be reactivated", async () => {
    const { user, requests, row } = await open("member");
    await user.click(await within(row).findByRole("button", { name: /Deactivate/ }));
    const confirm = await findConfirm("Deactivate device “Pocket hotspot”?");
    expect(confirm).toHaveTextContent("Customers will no longer be able to rent it");
    expect(writes(requests)).toEqual([]);
    await answerConfirm(user, "Deactivate device “Pocket hotspot”?", "Deactivate");
    await findNotice("Device deactivated");
    expect(writes(requests)).toEqual([sent("DELETE", `${API}7/`)]);

    await user.click(await within(await findRow("Travel SIM")).findByRole("button", { name: /Reactivate/ }));
    await answerConfirm(user, "Reactivate device “Travel SIM”?", "Reactivate");
    await findNotice("Device reactivated");
    expect(writes(requests)[1]).toEqual(sent("PATCH", `${API}8/`, { is_active: true }));
  });

  it("offers to add the first device when there is none", async () => {
    fakeList(API, []);
    renderAs("member", "/devices");
    expect(await screen.findByText("No devices yet.", {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Add the first device/ })).toBeInTheDocument();
  });
});

describe("/devices for a customer", () => {
  it("is a member route: a customer is sent to / (and on to carriers), and has no Devices menu entry", async () => {
    fakeList(API, DEVICES);
    await customerSentAway("/devices");
    expect(screen.queryByText("Pocket hotspot")).not.toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: /Devices/ })).not.toBeInTheDocument();
  });
});
