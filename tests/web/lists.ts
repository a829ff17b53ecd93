import { screen } from "@testing-library/react";
import type { RecordedRequest } from "./msw";

/** What the panel's lists are expected to ask the API and to show, whichever list it is. */

/**
 * A list's first request to `path` asks page 1 of 25 ordered by `ordering`, and nothing else but `more`
 * (a default filter).
 */
export const expectFirstPage = (
  requests: RecordedRequest[],
  path: string,
  ordering: string,
  more: Record<string, string> = {},
) =>
  expect(Object.fromEntries(requests.find((r) => r.path === path)!.search)).toEqual({
    page: "1",
    page_size: "25",
    ordering,
    ...more,
  });

/** A customer's list shows neither the Customer column nor the filter by customer (staff-only). */
export function expectNoCustomerColumn() {
  expect(screen.queryByRole("columnheader", { name: "Customer" })).not.toBeInTheDocument();
  expect(screen.queryByLabelText("Filter by customer")).not.toBeInTheDocument();
}
