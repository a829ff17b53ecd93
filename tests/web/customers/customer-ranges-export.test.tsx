import { screen, waitFor } from "@testing-library/react";
import { carrier, listHandler, page, scheduledRefill } from "../fixtures";
import { api, http, json } from "../msw";
import { currentPath, findNotice, findRow, renderApp } from "../render";
import {
  catchSavedFiles,
  csvExport,
  expectSavedFile,
  expectFirstAsks,
  expectRangeShown,
  exportCsv,
  filtersQuery,
} from "../lists";
import { casey } from "./app";

/**
 * Date ranges on the lists that had none (issue 20, item 2) and the customers' CSV export (item 3): the
 * range goes to the request and lives in the address like every filter; the export asks for the list's
 * own filters, search and order.
 */

const CSV = "\uFEFFCustomer,Name\r\n41,Casey Cruz\r\n";
const RANGE = filtersQuery({ created_after: "2026-05-01", created_before: "2026-05-31" });

const customersList = () => listHandler("/api/company/customers/", [casey]);
/** The first screen of a test loads the lazy screens and antd: give it time. */
const listReady = () => screen.findByRole("link", { name: "Casey Cruz" }, { timeout: 60_000 });

describe("/customers: joined between, and Export CSV", () => {
  it("sends a range picked on the calendar and keeps it in the address", async () => {
    const { user, requests } = renderApp("/customers", { as: "member", handlers: [customersList()] });
    await listReady();
    const [from, to] = screen.getAllByRole("textbox", { name: "Joined between" });
    await user.click(from);
    await user.type(from, "May 1, 2026{Enter}");
    await user.type(to, "May 31, 2026{Enter}");
    await waitFor(() => {
      const sent = requests.filter((r) => r.path === "/api/company/customers/").at(-1)!.search;
      expect(sent.get("created_after")).toBe("2026-05-01");
      expect(sent.get("created_before")).toBe("2026-05-31");
    });
    const address = decodeURIComponent(currentPath());
    expect(address).toContain("[field]=created_after&");
    expect(address).toContain("[value]=2026-05-01");
    expect(address).toContain("[value]=2026-05-31");
  });

  it("exports with the list's range, search, filters and order, and saves the server's file", async () => {
    const saved = catchSavedFiles();
    const exported = csvExport("/api/company/customers/export/", CSV, "customers-2026-11-26.csv");
    const { user, requests } = renderApp(
      `/customers?${RANGE}&filters[2][field]=search&filters[2][operator]=contains&filters[2][value]=cruz` +
        "&sorters[0][field]=last_name&sorters[0][order]=asc",
      { as: "member", handlers: [customersList(), exported.handler] },
    );
    await listReady();
    await exportCsv(user, 1);
    expect(Object.fromEntries(exported.asked().searchParams)).toEqual({
      ordering: "last_name",
      search: "cruz",
      created_after: "2026-05-01",
      created_before: "2026-05-31",
    });
    // The very rows the list shows: its own query, without the page.
    const listed = requests.filter((r) => r.path === "/api/company/customers/").at(-1)!.search;
    listed.delete("page");
    listed.delete("page_size");
    expect(Object.fromEntries(exported.asked().searchParams)).toEqual(Object.fromEntries(listed));
    await expectSavedFile(saved, CSV);
  });

  it("says why when the export is refused", async () => {
    catchSavedFiles();
    const refused = http.get(api("/api/company/customers/export/"), () =>
      json({ created_before: ["Enter a valid date."] }, 400),
    );
    const { user } = renderApp("/customers", { as: "member", handlers: [customersList(), refused] });
    await listReady();
    await user.click(screen.getByRole("button", { name: /Export CSV/ }));
    await findNotice("Enter a valid date.");
  });
});

describe("ranges of the other lists, read from the address", () => {
  it("scheduled refills: next run between, sent as next_run_after / next_run_before", async () => {
    const query = filtersQuery({ next_run_after: "2026-12-01", next_run_before: "2026-12-07" });
    const { requests } = renderApp(`/scheduled-refills?${query}`, {
      as: "member",
      handlers: [
        listHandler("/api/scheduled-refills/", [scheduledRefill()]),
        // the bar's customer and plan pickers
        listHandler("/api/company/customers/", []),
        listHandler("/api/plans/", []),
      ],
    });
    await findRow("(555) 010-0001");
    expectFirstAsks(requests, "/api/scheduled-refills/", {
      next_run_after: "2026-12-01",
      next_run_before: "2026-12-07",
    });
    await expectRangeShown("Next run between", "Dec 1, 2026", "Dec 7, 2026");
  });

  it("carriers (a catalogue): added between, for staff", async () => {
    const { requests } = renderApp(`/carriers?${RANGE}`, {
      as: "member",
      handlers: [http.get(api("/api/carriers/"), () => json(page([carrier()])))],
    });
    await findRow("Tello");
    expectFirstAsks(requests, "/api/carriers/", {
      created_after: "2026-05-01",
      created_before: "2026-05-31",
    });
    await expectRangeShown("Added between", "May 1, 2026");
  });
});
