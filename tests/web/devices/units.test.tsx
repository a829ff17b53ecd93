import { screen, waitFor, within } from "@testing-library/react";
import { device, deviceUnit, deviceUnitDetail } from "../fixtures";
import { fakeList, renderAs } from "../catalogue";
import { api, http, json, server } from "../msw";
import { findDialog, findFieldError, findNotice, findRow, fillIn, save, sent, writes } from "../render";

const DEVICES = [device({ id: 5, name: "Pocket Hotspot", stock: 2 })];
const UNITS = [
  deviceUnit({ id: 31, serial: "SN-1001", barcode: "HS-0001" }),
  deviceUnit({ id: 32, serial: "SN-1002", barcode: null, status: "out", rental: 12 }),
  deviceUnit({
    id: 33,
    serial: "SN-1003",
    barcode: "HS-0003",
    status: "maintenance",
    note: "Cracked screen",
  }),
];

function renderDevicePage(units = UNITS) {
  fakeList("/api/rental/devices/", DEVICES);
  server.use(http.get(api("/api/rental/devices/5/units/"), () => json(units)));
  return renderAs("member", "/devices/5");
}

describe("/devices/{id} (staff): the device's units", () => {
  it("lists the units with serial, barcode, status and the rental an out unit is on", async () => {
    renderDevicePage();
    expect(await screen.findByRole("heading", { name: "Pocket Hotspot" })).toBeInTheDocument();
    const free = await findRow("SN-1001");
    expect(free).toHaveTextContent("HS-0001");
    expect(free).toHaveTextContent("Available");
    const out = await findRow("SN-1002");
    expect(out).toHaveTextContent("Out");
    expect(within(out).getByRole("link", { name: "Rental #12" })).toHaveAttribute("href", "/rentals/12");
    expect(await findRow("SN-1003")).toHaveTextContent("In repair");
    expect(screen.getByText("2 of 3 in service")).toBeInTheDocument();
  });

  it("says what to do when the device has no units yet", async () => {
    renderDevicePage([]);
    expect(await screen.findByText(/No units yet/)).toBeInTheDocument();
  });

  it("adds a unit, showing the server's refusal beside its field first", async () => {
    const { user, requests } = renderDevicePage();
    await findRow("SN-1001");
    let tries = 0;
    server.use(
      http.post(api("/api/rental/devices/5/units/"), () =>
        tries++ === 0
          ? json({ serial: ["A unit with that serial already exists."] }, 400)
          : json(deviceUnitDetail({ id: 34, serial: "SN-2000" }), 201),
      ),
    );
    await user.click(screen.getAllByRole("button", { name: /Add unit/ })[0]!);
    const dialog = await findDialog("Add a unit");
    // The serial is typed (or scanned) first, without a click.
    await waitFor(() => expect(within(dialog).getByLabelText("Serial or IMEI")).toHaveFocus());
    await fillIn(user, dialog, { "Serial or IMEI": "SN-1001", Barcode: "HS-9" });
    await save(user, dialog);
    await findFieldError(dialog, "Serial or IMEI", "A unit with that serial already exists.");
    await user.clear(within(dialog).getByLabelText("Serial or IMEI"));
    await user.type(within(dialog).getByLabelText("Serial or IMEI"), "SN-2000");
    await save(user, dialog);
    await findNotice("Unit added");
    expect(writes(requests).at(-1)).toEqual(
      sent("POST", "/api/rental/devices/5/units/", {
        serial: "SN-2000",
        barcode: "HS-9",
        iccid: "",
        note: "",
      }),
    );
  });

  it("sends a unit to repair with a note", async () => {
    const { user, requests } = renderDevicePage();
    server.use(
      http.patch(api("/api/rental/units/31/"), () =>
        json(deviceUnitDetail({ id: 31, status: "maintenance", note: "Battery swells" })),
      ),
    );
    const row = await findRow("SN-1001");
    await user.click(await within(row).findByRole("button", { name: "Edit" }));
    const dialog = await findDialog("Edit unit SN-1001");
    await user.click(within(dialog).getByLabelText("Status"));
    await user.click(await screen.findByTitle("In repair"));
    await user.type(within(dialog).getByLabelText("Note"), "Battery swells");
    await save(user, dialog);
    await findNotice("Unit updated");
    expect(writes(requests).at(-1)).toEqual(
      sent("PATCH", "/api/rental/units/31/", {
        serial: "SN-1001",
        barcode: "HS-0001",
        iccid: "",
        note: "Battery swells",
        status: "maintenance",
      }),
    );
  });

  it("does not offer a status change for a unit out on a rental, and says why", async () => {
    const { user } = renderDevicePage();
    const row = await findRow("SN-1002");
    await user.click(await within(row).findByRole("button", { name: "Edit" }));
    const dialog = await findDialog("Edit unit SN-1002");
    expect(within(dialog).getByText(/Out on rental #12/)).toBeInTheDocument();
    expect(within(dialog).getByRole("combobox", { name: "Status" })).toBeDisabled();
  });

  it("opens a unit's history: status changes, pick-ups with their rental, who did it", async () => {
    server.use(
      http.get(api("/api/rental/units/33/"), () =>
        json(
          deviceUnitDetail({
            id: 33,
            serial: "SN-1003",
            status: "maintenance",
            history: [
              {
                id: 3,
                kind: "status",
                from_status: "available",
                to_status: "maintenance",
                rental: null,
                note: "Cracked screen",
                created_by_name: "Morgan Member",
                created_at: "2026-02-03T15:00:00Z",
              },
              {
                id: 2,
                kind: "returned",
                from_status: "out",
                to_status: "available",
                rental: 9,
                note: "",
                created_by_name: "Morgan Member",
                created_at: "2026-02-03T14:00:00Z",
              },
            ],
            rentals: [
              {
                id: 9,
                user_name: "Casey Customer",
                start_date: "2026-01-28",
                end_date: "2026-02-03",
                status: "returned",
              },
            ],
          }),
        ),
      ),
    );
    const { user } = renderDevicePage();
    const row = await findRow("SN-1003");
    await user.click(await within(row).findByRole("button", { name: "History" }));
    const drawer = await screen.findByRole("dialog", { name: "History of SN-1003" });
    await waitFor(() => expect(drawer).toHaveTextContent("Status: Available → In repair"));
    expect(drawer).toHaveTextContent("Cracked screen");
    expect(drawer).toHaveTextContent("Morgan Member");
    expect(drawer).toHaveTextContent("Returned");
    expect(within(drawer).getAllByRole("link", { name: "Rental #9" })[0]).toHaveAttribute(
      "href",
      "/rentals/9",
    );
    expect(drawer).toHaveTextContent("Casey Customer · Jan 28, 2026 – Feb 3, 2026");
  });
});
