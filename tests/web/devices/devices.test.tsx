import { device } from "../fixtures";
import { screen, waitFor, within } from "@testing-library/react";
import { answerCreate, fakeList, renderAs, warmUpCatalogue } from "../catalogue";
import { findConfirm, findDialog, findFieldError, findNotice, findRow, save, writes } from "../render";

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

warmUpCatalogue("/devices", "Pocket hotspot", () => fakeList("/api/rental/devices/", DEVICES));

describe("/devices (staff)", () => {
  it("lists the devices from GET /api/rental/devices/ with rates and deposits in dollars", async () => {
    fakeList("/api/rental/devices/", DEVICES);
    const { requests } = renderAs("member", "/devices");
    const hotspot = await findRow("Pocket hotspot");
    for (const text of ["Hotspot", "$4.50", "$100.00", "12", "Active"])
      expect(hotspot).toHaveTextContent(text);
    const sim = await findRow("Travel SIM");
    for (const text of ["SIM card", "$1.00", "$0.00", "500", "Inactive"]) expect(sim).toHaveTextContent(text);
    const list = requests.find((r) => r.path === "/api/rental/devices/")!;
    expect(Object.fromEntries(list.search)).toEqual({ page: "1", page_size: "25", ordering: "name" });
  });

  it("filters by kind on the server", async () => {
    fakeList("/api/rental/devices/", DEVICES);
    const { user, requests } = renderAs("owner", "/devices");
    await findRow("Pocket hotspot");
    await user.click(screen.getByRole("combobox", { name: "Filter by kind" }));
    await user.click(await screen.findByTitle("SIM card"));
    await waitFor(() => expect(requests.at(-1)!.search.get("kind")).toBe("sim"));
    await waitFor(() => expect(screen.queryByText("Pocket hotspot")).not.toBeInTheDocument());
    expect(await findRow("Travel SIM")).toBeInTheDocument();
  });

  it("adds a device with sensible defaults and shows the server's field error beside its field", async () => {
    fakeList("/api/rental/devices/", DEVICES);
    answerCreate("/api/rental/devices/", 400, {
      stock: ["Ensure this value is less than or equal to 100000."],
    });
    const { user, requests } = renderAs("member", "/devices");
    await findRow("Pocket hotspot");

    await user.click(screen.getByRole("button", { name: /Add device/ }));
    const dialog = await findDialog("Add device");
    await user.type(within(dialog).getByLabelText("Name"), "Galaxy A15");
    await user.type(within(dialog).getByLabelText("Daily rate"), "6.25");
    await save(user, dialog);

    await findFieldError(dialog, "Units in stock", "Ensure this value is less than or equal to 100000.");
    await findNotice("Failed to save device");
    expect(writes(requests)).toEqual([
      expect.objectContaining({
        method: "POST",
        path: "/api/rental/devices/",
        body: { name: "Galaxy A15", kind: "phone", daily_rate: "6.25", deposit: "0.00", stock: 1 },
      }),
    ]);
  });

  it("edits a device: the form is filled from the API and the change is patched", async () => {
    fakeList("/api/rental/devices/", DEVICES);
    const { user, requests } = renderAs("member", "/devices");
    await user.click(await within(await findRow("Pocket hotspot")).findByRole("button", { name: /Edit/ }));
    const dialog = await findDialog("Edit device");
    const stock = await within(dialog).findByLabelText("Units in stock");
    await waitFor(() => expect(stock).toHaveValue("12"));
    await user.clear(stock);
    await user.type(stock, "15");
    await save(user, dialog);
    await findNotice("Device updated");
    expect(writes(requests)).toEqual([
      expect.objectContaining({
        method: "PATCH",
        path: "/api/rental/devices/7/",
        body: { name: "Pocket hotspot", kind: "hotspot", daily_rate: "4.50", deposit: "100.00", stock: 15 },
      }),
    ]);
    expect(await findRow("Pocket hotspot")).toHaveTextContent("15");
  });

  it("asks before deactivating a device, then DELETEs it; an inactive one can be reactivated", async () => {
    fakeList("/api/rental/devices/", DEVICES);
    const { user, requests } = renderAs("member", "/devices");
    await user.click(
      await within(await findRow("Pocket hotspot")).findByRole("button", { name: /Deactivate/ }),
    );
    const confirm = await findConfirm("Deactivate device “Pocket hotspot”?");
    expect(confirm).toHaveTextContent("Customers will no longer be able to rent it");
    expect(writes(requests)).toEqual([]);
    await user.click(within(confirm).getByRole("button", { name: "Deactivate" }));
    await findNotice("Device deactivated");
    expect(writes(requests)).toEqual([
      expect.objectContaining({ method: "DELETE", path: "/api/rental/devices/7/" }),
    ]);

    await user.click(await within(await findRow("Travel SIM")).findByRole("button", { name: /Reactivate/ }));
    await user.click(
      within(await findConfirm("Reactivate device “Travel SIM”?")).getByRole("button", {
        name: "Reactivate",
      }),
    );
    await findNotice("Device reactivated");
    expect(writes(requests)[1]).toMatchObject({
      method: "PATCH",
      path: "/api/rental/devices/8/",
      body: { is_active: true },
    });
  });

  it("offers to add the first device when there is none", async () => {
    fakeList("/api/rental/devices/", []);
    renderAs("member", "/devices");
    expect(await screen.findByText("No devices yet.", {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Add the first device/ })).toBeInTheDocument();
  });
});

describe("/devices for a customer", () => {
  it("is a member route: a customer is sent to / (and on to carriers), and has no Devices menu entry", async () => {
    fakeList("/api/rental/devices/", DEVICES);
    fakeList("/api/carriers/", []);
    renderAs("customer", "/devices");
    await waitFor(() => expect(window.location.pathname).toBe("/carriers"), { timeout: 20_000 });
    expect(screen.queryByText("Pocket hotspot")).not.toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: /Devices/ })).not.toBeInTheDocument();
  });
});
