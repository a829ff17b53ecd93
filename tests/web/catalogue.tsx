import { resourceDefinitions } from "../../resources";
import { page } from "./fixtures";
import { api, HttpResponse, http, json, type RecordedRequest, server } from "./msw";
import {
  fillIn,
  findFieldError,
  findNotice,
  findRow,
  openDialog,
  renderApp,
  save,
  sent,
  waitFor,
  warmUp,
  writes,
} from "./render";
import { expectFirstPage } from "./lists";

/**
 * The catalogue's screens (carriers, plans, devices, countries, fees) in the whole panel, with the catalogue API
 * answered by msw on its real paths and shapes.
 */

/** The catalogue's resource declarations (the panel shows only these). */
export const CATALOGUE = resourceDefinitions.filter((d) =>
  ["carriers", "plans", "devices", "countries", "fees"].includes(d.name),
);

/** The shared renderApp with the catalogue's resources only, signed in as `who`. */
export function renderAs(who: "customer" | "member" | "owner", path: string) {
  return renderApp(path, { as: who, resources: CATALOGUE });
}

/** The shared warmUp, on the catalogue's resources. */
export function warmUpCatalogue(path: string, text: string, answer: () => void) {
  warmUp(path, text, answer, CATALOGUE);
}

/**
 * The catalogue screen at `path` as `who`, `rows` answered at the list endpoint `endpoint` (fakeList), once
 * the row showing `first` is listed.
 */
export async function openCatalogue<T extends Row>(
  who: "customer" | "member" | "owner",
  path: string,
  endpoint: string,
  rows: T[],
  first: string,
) {
  const state = fakeList(endpoint, rows);
  const view = renderAs(who, path);
  const row = await findRow(first);
  return { ...view, state, row };
}

/** A catalogue list first asks page 1 of 25, ordered by name. */
export const expectFirstPageByName = (requests: RecordedRequest[], endpoint: string) =>
  expectFirstPage(requests, endpoint, "name");

/**
 * A catalogue screen's test file: `path` is warmed up before its tests (with `rows` at `endpoint`), and
 * each test opens it with the function returned (as `who`, once the row showing `first` is listed).
 */
export function catalogueScreen<T extends Row>(path: string, endpoint: string, rows: T[], first: string) {
  warmUpCatalogue(path, first, () => fakeList(endpoint, rows));
  return (who: "customer" | "member" | "owner", firstRow = first) =>
    openCatalogue(who, path, endpoint, rows, firstRow);
}

/** A customer on the staff-only catalogue screen `path` is sent to / and on to /carriers, their first entry. */
export async function customerSentAway(path: string) {
  fakeList("/api/carriers/", []);
  renderAs("customer", path);
  await waitFor(() => expect(window.location.pathname).toBe("/carriers"), { timeout: 20_000 });
}

type Row = { id: number; name: string; is_active: boolean } & Record<string, unknown>;

/**
 * An in-memory list endpoint as the API answers it: a DRF page under `results` (page, page_size, search
 * on name, is_active and any exact filter such as carrier=<id>), one row at `<path><id>/`, PATCH merging
 * the body, DELETE deactivating (204). POST answers what the test says.
 */
export function fakeList<T extends Row>(path: string, rows: T[]) {
  const state = { rows: rows.map((row) => ({ ...row })) };
  const find = (id: unknown) => state.rows.find((row) => String(row.id) === String(id));
  server.use(
    http.get(api(path), ({ request }) => {
      const params = new URL(request.url).searchParams;
      let list = state.rows;
      for (const [key, value] of params) {
        if (["page", "page_size", "ordering"].includes(key)) continue;
        if (key === "search")
          list = list.filter((row) => row.name.toLowerCase().includes(value.toLowerCase()));
        else list = list.filter((row) => String(row[key]) === value);
      }
      const size = Number(params.get("page_size") ?? 25);
      const number = Number(params.get("page") ?? 1);
      return json(page(list.slice((number - 1) * size, number * size), list.length));
    }),
    http.get(api(`${path}:id/`), ({ params }) => {
      const row = find(params.id);
      return row ? json(row) : json({ detail: "Not found." }, 404);
    }),
    http.patch(api(`${path}:id/`), async ({ params, request }) => {
      const row = find(params.id);
      if (!row) return json({ detail: "Not found." }, 404);
      Object.assign(row, await request.json());
      return json(row);
    }),
    http.delete(api(`${path}:id/`), ({ params }) => {
      const row = find(params.id);
      if (!row) return json({ detail: "Not found." }, 404);
      row.is_active = false;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return state;
}

/** POST `path` answers this status and body (the created row, or DRF's field errors). */
export function answerCreate(path: string, status: number, body: Record<string, unknown>) {
  server.use(http.post(api(path), () => json(body, status)));
}

type View = Pick<ReturnType<typeof renderApp>, "user" | "requests">;

/**
 * Adds a row through the dialog `title` (opened by the button of that name) while the server refuses it
 * with `refusal` (DRF's field errors): `fill` fills the form (the values by label, or a function for a form
 * that needs more); the server's message shows beside the field labelled `field`, the notice `failed`
 * shows, and the one write is the POST of `body` to `endpoint`. Returns the dialog.
 */
export async function addRefused(
  { user, requests }: View,
  endpoint: string,
  expected: {
    title: string;
    fill: Record<string, string> | ((dialog: HTMLElement) => Promise<void>);
    refusal: Record<string, string[]>;
    field: string;
    failed: string;
    body: Record<string, unknown>;
  },
) {
  answerCreate(endpoint, 400, expected.refusal);
  const dialog = await openDialog(user, new RegExp(expected.title), expected.title);
  if (typeof expected.fill === "function") await expected.fill(dialog);
  else await fillIn(user, dialog, expected.fill);
  await save(user, dialog);
  await findFieldError(dialog, expected.field, Object.values(expected.refusal)[0][0]);
  await findNotice(expected.failed);
  expect(writes(requests)).toEqual([sent("POST", endpoint, expected.body)]);
  return dialog;
}
