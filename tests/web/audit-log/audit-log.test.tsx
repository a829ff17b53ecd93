import { within } from "@testing-library/react";
import { searchFilters, declaredValue } from "../../../src/components/lists/useResourceList";
import { createdRangeFilter } from "../../../src/components/lists/filters";
import { expectFirstAsks, expectFirstPage, expectRangeShown, filtersQuery } from "../lists";
import { findRow } from "../render";
import { entry, hijackWrite, renderLog } from "./entries";

const ROWS = [
  entry(),
  hijackWrite({
    hijacked_by_name: "Morgan Member",
    data: { status: 200, params: {}, body: { address: "4 Lantern Row", pin: "[redacted]" } },
  }),
  entry({ id: 3, action: "update", object: "company", object_id: "1", data: { tax_rate: "8.875" } }),
];

describe("/audit-log", () => {
  it("lists who did what as whom, in words, linking each record to its screen", async () => {
    const { requests } = renderLog(ROWS);
    const retry = await findRow("Retried the refill");
    expectFirstPage(requests, "/api/audit-log/", "-created_at");
    expect(within(retry).getByRole("link", { name: "Transaction #12" })).toHaveAttribute(
      "href",
      "/transactions/12",
    );
    expect(within(retry).getByText("Was: Error")).toBeInTheDocument();

    const write = await findRow("Changed the customer's profile");
    expect(within(write).getByText("Morgan Member")).toBeInTheDocument();
    expect(within(write).getByText("Viewing as")).toBeInTheDocument();
    expect(within(write).getByText(/Casey Customer · customer@demo.test/)).toBeInTheDocument();
    expect(within(write).getByText("Write while viewing as customer")).toBeInTheDocument();
    expect(within(write).getByText("Address: 4 Lantern Row; PIN: (hidden)")).toBeInTheDocument();

    const settings = await findRow("Tax rate: 8.875");
    expect(within(settings).getByRole("link", { name: "Company settings" })).toHaveAttribute(
      "href",
      "/settings",
    );
    expect(within(settings).getByText("Changed")).toBeInTheDocument();
  });

  it("reads a date range from the address, sends both days and shows them in the picker", async () => {
    const query = filtersQuery({ created_after: "2026-11-01", created_before: "2026-11-20" });
    const { requests } = renderLog(ROWS, `/audit-log?${query}`);
    await findRow("Retried the refill");
    expectFirstAsks(requests, "/api/audit-log/", {
      created_after: "2026-11-01",
      created_before: "2026-11-20",
    });
    await expectRangeShown("Between", "Nov 1, 2026", "Nov 20, 2026");
  });
});

describe("a date range filter", () => {
  const range = createdRangeFilter();
  it("sends its two ends as created_after and created_before, an open end as nothing", () => {
    expect(searchFilters({ created: ["2026-11-01", ""] }, [range])).toEqual([
      { field: "search", operator: "contains", value: undefined },
      { field: "created_after", operator: "eq", value: "2026-11-01" },
      { field: "created_before", operator: "eq", value: undefined },
    ]);
    expect(
      searchFilters({}, [range])
        .slice(1)
        .map((f) => "value" in f && f.value),
    ).toEqual([undefined, undefined]);
  });
  it("reads both ends back from the address, nothing when neither is set", () => {
    const filters = [{ field: "created_before", operator: "eq" as const, value: "2026-11-20" }];
    expect(declaredValue(filters, range)).toEqual(["", "2026-11-20"]);
    expect(declaredValue([], range)).toBeUndefined();
  });
});
