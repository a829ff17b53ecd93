import { HttpResponse } from "msw";
import { screen, waitFor } from "@testing-library/react";
import { carrier, listHandler, page, scheduledRefill } from "../fixtures";
import { api, http, json } from "../msw";
import { currentPath, findNotice, findRow, renderApp } from "../render";
import { casey } from "./app";

/**
 * Date ranges on the lists that had none (issue 20, item 2) and the customers' CSV export (item 3): the
 * range goes to the request and lives in the address like every filter; the export asks for the list's
 * own filters, search and order.
 */

const CSV = "\uFEFFCustomer,Name\r\n41,Casey Cruz\r\n";
const RANGE =
  "filters[0][field]=created_after&filters[0][operator]=eq&filters[0][value]=2026-05-01" +
  "&filters[1][field]=created_before&filters[1][operator]=eq&filters[1][value]=2026-05-31";

/** The file the panel handed to the browser: URL.createObjectURL's blob (jsdom has none of its own). */
function catchSavedFiles() {
  const saved: Blob[] = [];
  URL.createObjectURL = (blob: Blob) => {
    saved.push(blob);
    return "blob:export";
  };
  URL.revokeObjectURL = () => undefined;
  return saved;
}

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
    let asked: URL | undefined;
    const exportHandler = http.get(api("/api/company/customers/export/"), ({ request }) => {
      asked = new URL(request.url);
      return new HttpResponse(CSV, {
        headers: {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": 'attachment; filename="customers-2026-11-26.csv"',
        },
      });
    });
    const { user, requests } = renderApp(
      `/customers?${RANGE}&filters[2][field]=search&filters[2][operator]=contains&filters[2][value]=cruz` +
        "&sorters[0][field]=last_name&sorters[0][order]=asc",
      { as: "member", handlers: [customersList(), exportHandler] },
    );
    await listReady();
    await user.click(screen.getByRole("button", { name: /Export CSV/ }));
    await findNotice("Export ready");
    await findNotice("1 rows");
    expect(Object.fromEntries(asked!.searchParams)).toEqual({
      ordering: "last_name",
      search: "cruz",
      created_after: "2026-05-01",
      created_before: "2026-05-31",
    });
    // The very rows the list shows: its own query, without the page.
    const listed = requests.filter((r) => r.path === "/api/company/customers/").at(-1)!.search;
    listed.delete("page");
    listed.delete("page_size");
    expect(Object.fromEntries(asked!.searchParams)).toEqual(Object.fromEntries(listed));
    expect(saved).toHaveLength(1);
    expect([...new Uint8Array(await saved[0].arrayBuffer())]).toEqual([...new TextEncoder().encode(CSV)]);
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
    const query =
      "filters[0][field]=next_run_after&filters[0][operator]=eq&filters[0][value]=2026-12-01" +
      "&filters[1][field]=next_run_before&filters[1][operator]=eq&filters[1][value]=2026-12-07";
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
    const sent = requests.find((r) => r.path === "/api/scheduled-refills/")!.search;
    expect(sent.get("next_run_after")).toBe("2026-12-01");
    expect(sent.get("next_run_before")).toBe("2026-12-07");
    await waitFor(() =>
      expect(screen.getAllByRole("textbox", { name: "Next run between" })[0]).toHaveValue("Dec 1, 2026"),
    );
    expect(screen.getAllByRole("textbox", { name: "Next run between" })[1]).toHaveValue("Dec 7, 2026");
  });

  it("carriers (a catalogue): added between, for staff", async () => {
    const { requests } = renderApp(`/carriers?${RANGE}`, {
      as: "member",
      handlers: [http.get(api("/api/carriers/"), () => json(page([carrier()])))],
    });
    await findRow("Tello");
    const sent = requests.find((r) => r.path === "/api/carriers/")!.search;
    expect(sent.get("created_after")).toBe("2026-05-01");
    expect(sent.get("created_before")).toBe("2026-05-31");
    await waitFor(() =>
      expect(screen.getAllByRole("textbox", { name: "Added between" })[0]).toHaveValue("May 1, 2026"),
    );
  });
});
