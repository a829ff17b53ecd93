import { device } from "../fixtures";
import { screen, waitFor, within } from "@testing-library/react";
import {
  addRefused,
  catalogueScreen,
  customerSentAway,
  expectFirstPageByName,
  fakeList,
  renderAs,
} from "../catalogue";
import {
  answerConfirm,
  choose,
  deactivate,
  editField,
  findNotice,
  findRow,
  findSideMenu,
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
const open = catalogueScreen("/devices", API, DEVICES, "Pocket hotspot");

describe("/devices (staff)", () => {
  it("lists the devices from GET /api/rental/devices/ with rates and deposits in dollars", async () => {
    const { requests, row: hotspot } = await open("member");
    for (const text of ["Hotspot", "$4.50/day", "$100.00", "12", "Active"])
      expect(hotspot).toHaveTextContent(text);
    const sim = await findRow("Travel SIM");
    for (const text of ["SIM card", "$1.00/day", "$0.00", "500", "Inactive"])
      expect(sim).toHaveTextContent(text);
    // The device's own rate: a rental adds the country's surcharge to it.
    expect(screen.getByRole("columnheader", { name: /Device rate/ })).toBeInTheDocument();
    expectFirstPageByName(requests, API);
  });

  it("filters by kind on the server", async () => {
    const { user, requests } = await open("owner");
    await choose(user, "Filter by kind", "SIM card");
    await waitFor(() => expect(requests.at(-1)!.search.get("kind")).toBe("sim"));
    await waitFor(() => expect(screen.queryByText("Pocket hotspot")).not.toBeInTheDocument());
    expect(await findRow("Travel SIM")).toBeInTheDocument();
  });

  it("adds a device with sensible defaults and shows the server's field error beside its field", async () => {
    await addRefused(await open("member"), API, {
      title: "Add device",
      fill: { Name: "Galaxy A15", "Device rate per day": "6.25" },
      refusal: { stock: ["Ensure this value is less than or equal to 100000."] },
      field: "Units in stock",
      failed: "Failed to save device",
      body: { name: "Galaxy A15", kind: "phone", daily_rate: "6.25", deposit: "0.00", stock: 1 },
    });
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
    // The list is asked for again after the notice: its new row comes when that answer does.
    await waitFor(async () => expect(await findRow("Pocket hotspot")).toHaveTextContent("15"));
  });

  it("asks before deactivating a device, then DELETEs it; an inactive one can be reactivated", async () => {
    const view = await open("member");
    const { user, requests } = view;
    await deactivate(view, view.row, {
      question: "Deactivate device “Pocket hotspot”?",
      consequence: "Customers will no longer be able to rent it",
      path: `${API}7/`,
      notice: "Device deactivated",
    });

    await user.click(await within(await findRow("Travel SIM")).findByRole("button", { name: /Reactivate/ }));
    await answerConfirm(user, "Reactivate device “Travel SIM”?", "Reactivate");
    await findNotice("Device reactivated");
    expect(writes(requests)[1]).toEqual(sent("PATCH", `${API}8/`, { is_active: true }));
  });

  it("offers to add the first device when there is none", async () => {
    fakeList(API, []);
    renderAs("member", "/devices");
    expect(await screen.findByText("No devices yet.", {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: /Add the first device/ })).toBeInTheDocument();
  });
});

describe("/devices for a customer", () => {
  it("is a member route: a customer is sent to / (and on to carriers), and has no Devices menu entry", async () => {
    fakeList(API, DEVICES);
    await customerSentAway("/devices");
    expect(screen.queryByText("Pocket hotspot")).not.toBeInTheDocument();
    expect(within(await findSideMenu()).queryByRole("link", { name: /Devices/ })).not.toBeInTheDocument();
  });
});
