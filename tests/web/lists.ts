import { screen, waitFor } from "@testing-library/react";
import { api, http, HttpResponse, type RecordedRequest } from "./msw";
import { findNotice, type renderApp } from "./render";

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

/** A list's address filtering with `filters` (field: value, operator eq), as Refine's router writes it. */
export const filtersQuery = (filters: Record<string, string>) =>
  Object.entries(filters)
    .map(
      ([field, value], i) =>
        `filters[${i}][field]=${field}&filters[${i}][operator]=eq&filters[${i}][value]=${value}`,
    )
    .join("&");

/** The list's first request to `path` asks each of `params` (a filter read from the address). */
export function expectFirstAsks(requests: RecordedRequest[], path: string, params: Record<string, string>) {
  const sent = requests.find((r) => r.path === path)!.search;
  for (const [name, value] of Object.entries(params)) expect(sent.get(name), name).toBe(value);
}

/** The bar's date range `label` shows `from` (once drawn) and `to`, if given, in its two boxes. */
export async function expectRangeShown(label: string, from: string, to?: string) {
  await waitFor(() => expect(screen.getAllByRole("textbox", { name: label })[0]).toHaveValue(from));
  if (to !== undefined) expect(screen.getAllByRole("textbox", { name: label })[1]).toHaveValue(to);
}

/**
 * The files the panel hands to the browser from now on: URL.createObjectURL's blobs (jsdom has none of its
 * own).
 */
export function catchSavedFiles() {
  const saved: Blob[] = [];
  URL.createObjectURL = (blob: Blob) => {
    saved.push(blob);
    return "blob:export";
  };
  URL.revokeObjectURL = () => undefined;
  return saved;
}

/**
 * The browser was handed one file, `csv` byte for byte: the byte-order mark included (Blob.text() would
 * drop it while decoding).
 */
export async function expectSavedFile(saved: Blob[], csv: string) {
  expect(saved).toHaveLength(1);
  expect([...new Uint8Array(await saved[0].arrayBuffer())]).toEqual([...new TextEncoder().encode(csv)]);
}

/** GET `path` answering the CSV file `filename` holding `csv`; `asked()`: the address it was last asked at. */
export function csvExport(path: string, csv: string, filename: string) {
  let asked: URL | undefined;
  const handler = http.get(api(path), ({ request }) => {
    asked = new URL(request.url);
    return new HttpResponse(csv, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${filename}"`,
      },
    });
  });
  return { handler, asked: () => asked! };
}

/** Clicks the list's Export CSV and waits for its notices: the file is ready, with `rows` rows. */
export async function exportCsv(user: ReturnType<typeof renderApp>["user"], rows: number) {
  await user.click(screen.getByRole("button", { name: /Export CSV/ }));
  await findNotice("Export ready");
  await findNotice(`${rows} rows`);
}
