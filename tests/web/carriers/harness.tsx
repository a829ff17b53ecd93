import { configure, screen, waitFor, within } from "@testing-library/react";
import { vi } from "vitest";
import type userEvent from "@testing-library/user-event";
import { resourceDefinitions } from "../../../resources";
import { api, HttpResponse, http, json, type recordRequests, server } from "../msw";
import { renderApp } from "../render";

/**
 * The whole panel (routes, guards, layout, providers) at one path, signed in as a customer, a member or an
 * owner, with the catalogue API answered by msw on its real paths and shapes.
 */

/**
 * Renders one screen once before the file's tests, so that compiling the lazy screens and antd's first
 * render in jsdom (slow, and slower on a busy machine) do not eat into a test's waits.
 */
export function warmUp(path: string, text: string, answer: () => void) {
  beforeAll(async () => {
    answer();
    const view = renderAs("member", path);
    await screen.findByText(text, {}, { timeout: 60_000 });
    view.unmount();
    server.resetHandlers();
    window.localStorage.clear();
    window.history.replaceState(null, "", "/");
  }, 120_000);
}

// Rendering the whole panel in jsdom takes a few seconds per test, and a dialog's route loads its code
// on first use.
vi.setConfig({ testTimeout: 90_000 });
configure({ asyncUtilTimeout: 15_000 });

const CATALOGUE = resourceDefinitions.filter((d) =>
  ["carriers", "plans", "devices", "countries"].includes(d.name),
);

/** The shared renderApp with the catalogue's resources only, signed in as `who`. */
export function renderAs(who: "customer" | "member" | "owner", path: string) {
  return renderApp(path, { as: who, resources: CATALOGUE });
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
      const page = Number(params.get("page") ?? 1);
      return json({
        count: list.length,
        next: null,
        previous: null,
        results: list.slice((page - 1) * size, page * size),
      });
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

/** The table row that shows this text (a cell's own text, not a notice or a dialog's). */
export async function findRow(text: string): Promise<HTMLElement> {
  return waitFor(
    () => {
      const rows = screen.getAllByText(text).flatMap((cell) => {
        const row = cell.closest("tr.ant-table-row");
        return row ? [row as HTMLElement] : [];
      });
      if (rows.length !== 1) throw new Error(`${rows.length} table rows show "${text}"`);
      return rows[0];
    },
    { timeout: 20_000 },
  );
}

/**
 * The open antd dialog with this title. (Found by its title text: under test antd gives every dialog the
 * same aria-labelledby id, so accessible names do not tell two dialogs apart.)
 */
export async function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(
    () => {
      const dialogs = [...document.querySelectorAll<HTMLElement>(".ant-modal")];
      const open = dialogs.find(
        (d) => d.style.display !== "none" && d.querySelector(".ant-modal-title")?.textContent === title,
      );
      if (!open) throw new Error(`No open dialog "${title}"`);
      return open;
    },
    { timeout: 20_000 },
  );
}

/** The notice antd shows (inside .ant-notification). */
export async function findNotice(text: string) {
  return waitFor(
    () => {
      const notices = [...document.querySelectorAll(".ant-notification-notice")];
      const notice = notices.find((n) => n.textContent?.includes(text));
      if (!notice)
        throw new Error(`No notice "${text}"; notices: ${notices.map((n) => n.textContent).join(" | ")}`);
      return notice;
    },
    { timeout: 20_000 },
  );
}

/** The open confirmation (antd's Popconfirm, a popover) with this title. */
export async function findConfirm(title: string): Promise<HTMLElement> {
  return waitFor(
    () => {
      const open = screen
        .getAllByText(title)
        .map((text) => text.closest(".ant-popover"))
        .find((popover) => popover && !popover.classList.contains("ant-popover-hidden"));
      if (!open) throw new Error(`No open confirmation "${title}"`);
      return open as HTMLElement;
    },
    { timeout: 20_000 },
  );
}

/**
 * Clicks the dialog's Save once it is ready (not loading the record). The button's name may keep a
 * "loading" prefix: jsdom never ends antd's icon animation.
 */
export async function save(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const button = within(dialog).getByRole("button", { name: /Save$/ });
  await waitFor(() => expect(button).not.toHaveClass("ant-btn-loading"), { timeout: 20_000 });
  await user.click(button);
}

/** The error text antd shows under a form field, by the field's label. */
export async function findFieldError(dialog: HTMLElement, label: string, message: string) {
  const input = within(dialog).getByLabelText(label);
  const item = input.closest(".ant-form-item");
  if (!item) throw new Error(`"${label}" is not in a form item`);
  await within(item as HTMLElement).findByText(message);
  return item as HTMLElement;
}

export const writes = (requests: ReturnType<typeof recordRequests>) =>
  requests.filter((r) => r.method !== "GET");

export { screen, waitFor, within };
