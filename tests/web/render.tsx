import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StyleProvider, createCache } from "@ant-design/cssinjs";
import type { RequestHandler } from "msw";
import { App, preloadSignedInPage } from "../../src/App";
import type { Profile } from "../../src/providers/auth";
import { createServices, type Services } from "../../src/providers/services";
import { resourceDefinitions } from "../../resources";
import type { ResourceDefinition, ScreenAction } from "../../src/resource-kit/types";
import { customer, member, owner, profileHandler, saveSession } from "./fixtures";
import { type RecordedRequest, recordRequests, server } from "./msw";

/**
 * The real resource declarations (names, routes, access rules, menu order), with stand-in screens for the
 * given actions only: routes, menu and guards need a component to show, not a real screen.
 */
export function withScreens(screens: Record<string, ScreenAction[]>): ResourceDefinition[] {
  return resourceDefinitions.map((definition) => {
    const actions = screens[definition.name] ?? [];
    const standIns = Object.fromEntries(
      actions.map((action) => [action, () => <h2>{`${definition.label} ${action} screen`}</h2>]),
    );
    // Only the stand-ins: the real screens (and the calls they make) are other tests' business.
    return { ...definition, screens: standIns };
  });
}

/**
 * antd's style cache for every test of a worker, keeping each component's styles once worked out: antd drops
 * them when the last component using them unmounts (after every test) and worked them all out again for the
 * next one, a sixth of the suite's time. Nothing reads the count of users but that removal.
 */
const keptStyles = createCache();
const updateStyle = keptStyles.opUpdate.bind(keptStyles);
keptStyles.opUpdate = (path, next) =>
  updateStyle(path, (previous) => next(previous) ?? (previous ? [0, previous[1]] : null));

/**
 * The whole panel (App: routes, guards, layout, providers) at `path`, the one way every panel test renders
 * it. `as`: signed in as this profile (GET /api/user/me/ answers it); `handlers`: the API as the test
 * answers it; `resources`: other declarations than resources/ (the data provider takes their `api` too).
 * `requests` records every call the panel makes from then on.
 */
export function renderApp(
  path: string,
  {
    resources,
    as,
    handlers = [],
    start = false,
    services: given,
  }: {
    resources?: ResourceDefinition[];
    as?: "customer" | "member" | "owner" | Profile;
    handlers?: RequestHandler[];
    /** as the panel starts in a browser (src/main.tsx): what the address needs is asked for before it renders */
    start?: boolean;
    /** the app's services (a test's own, to watch them), made once the session is saved */
    services?: (reload: () => void) => Services;
  } = {},
) {
  if (as) {
    const profile = typeof as === "string" ? PROFILES[as]() : as;
    const token = typeof as === "string" ? `t-${as}` : `t-${profile.id}`;
    saveSession({ token, email: profile.email });
    server.use(profileHandler({ [token]: profile }));
  }
  server.use(...handlers);
  window.history.replaceState(null, "", path);
  const requests = recordRequests();
  const reload = vi.fn();
  const services = given ? given(reload) : createServices({ reload });
  const user = userEvent.setup({ delay: null });
  // as main.tsx: the address's path (its query string is read from the address)
  if (start) preloadSignedInPage(services, window.location.pathname);
  const view = render(
    // antd's styles are worked out but not written into the document, as on a server: jsdom lays nothing out,
    // and re-reading hundreds of <style> tags on every icon's mount was a fifth of the suite's time.
    <StyleProvider mock="server" cache={keptStyles}>
      <App
        services={services}
        resources={resources}
        queryClientConfig={{ defaultOptions: { queries: { retry: false } } }}
      />
    </StyleProvider>,
  );
  return { ...view, services, reload, user, requests };
}

const PROFILES = { customer, member, owner };

/** Opens another address in the running app, as the browser's back/forward or a typed link would. */
export function visit(path: string) {
  act(() => {
    window.history.pushState(null, "", path);
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
}

export const currentPath = () => `${window.location.pathname}${window.location.search}`;

export async function waitForPath(path: string) {
  await waitFor(() => expect(currentPath()).toBe(path));
}

/**
 * How long the finders below wait: the whole panel renders slowly in jsdom on a busy machine (longer than
 * the suite's default wait, tests/web/setup.ts).
 */
const FIND_TIMEOUT = 20_000;

/** The notice antd shows (role "alert" inside .ant-notification). */
export async function findNotice(text: string) {
  return waitFor(
    () => {
      const notices = [...document.querySelectorAll(".ant-notification-notice")];
      const notice = notices.find((n) => n.textContent?.includes(text));
      if (!notice)
        throw new Error(`No notice "${text}"; notices: ${notices.map((n) => n.textContent).join(" | ")}`);
      return notice;
    },
    { timeout: FIND_TIMEOUT },
  );
}

/** The table row that shows this text (a cell's own text, not a notice's or a dialog's), or text matching it. */
export const findRow = (text: string | RegExp) => findTheOne(text, "tr.ant-table-row", "table rows");

/** The card of a list drawn as cards (CardList: a customer's list) that shows this text, or text matching it. */
export const findCard = (text: string | RegExp) => findTheOne(text, "ul.list-cards > li", "cards");

/** The one element (`selector`: a row, a card) that holds something showing this text, once there is one. */
function findTheOne(text: string | RegExp, selector: string, what: string): Promise<HTMLElement> {
  return waitFor(
    () => {
      const found = screen.getAllByText(text).flatMap((shown) => {
        const holder = shown.closest(selector);
        return holder ? [holder as HTMLElement] : [];
      });
      if (found.length !== 1) throw new Error(`${found.length} ${what} show "${String(text)}"`);
      return found[0];
    },
    { timeout: FIND_TIMEOUT },
  );
}

/**
 * The open antd modal or drawer with this title. (Found by its title text: under test antd gives every
 * dialog the same aria-labelledby id, so accessible names do not tell two dialogs apart.)
 */
export async function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(
    () => {
      const dialogs = [...document.querySelectorAll<HTMLElement>("[role=dialog]")];
      const open = dialogs.find(
        (d) =>
          d.style.display !== "none" &&
          d.querySelector(".ant-drawer-title, .ant-modal-title")?.textContent === title,
      );
      if (!open) throw new Error(`No open dialog "${title}"`);
      return open;
    },
    { timeout: FIND_TIMEOUT },
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
    { timeout: FIND_TIMEOUT },
  );
}

type User = ReturnType<typeof userEvent.setup>;

/** Answers the open confirmation `question` (a destructive action's Popconfirm) with its button `answer`. */
export async function answerConfirm(user: User, question: string, answer: string) {
  await user.click(within(await findConfirm(question)).getByRole("button", { name: answer }));
}

/**
 * Clicks the dialog's Save once it is ready (not loading the record). The button's name may keep a
 * "loading" prefix: jsdom never ends antd's icon animation.
 */
export async function save(user: User, dialog: HTMLElement) {
  const button = within(dialog).getByRole("button", { name: /Save$/ });
  await waitFor(() => expect(button).not.toHaveClass("ant-btn-loading"), { timeout: FIND_TIMEOUT });
  await user.click(button);
}

/**
 * A destructive row action that asks first: the button `action` in `row` asks `question`, answered Cancel
 * (nothing is sent), then again answered `action`; the one write is then to `path`, and `notice` shows.
 */
export async function cancelThenConfirm(
  { user, requests }: { user: User; requests: RecordedRequest[] },
  row: HTMLElement,
  { action, question, path, notice }: { action: string; question: string; path: string; notice: string },
) {
  const button = new RegExp(action);
  await user.click(await within(row).findByRole("button", { name: button }));
  await answerConfirm(user, question, "Cancel");
  expect(writes(requests)).toEqual([]);
  await user.click(await within(row).findByRole("button", { name: button }));
  await answerConfirm(user, question, action);
  await waitFor(() => expect(writes(requests).map((r) => r.path)).toEqual([path]));
  await findNotice(notice);
}

/**
 * Deactivates `row` through its confirmation `question` (which says `consequence`, if given): nothing more
 * is sent before the answer, then one DELETE of `path` and the notice `notice`.
 */
export async function deactivate(
  { user, requests }: { user: User; requests: RecordedRequest[] },
  row: HTMLElement,
  expected: { question: string; consequence?: string; path: string; notice: string },
) {
  const before = writes(requests).length;
  await user.click(await within(row).findByRole("button", { name: /Deactivate/ }));
  const confirm = await findConfirm(expected.question);
  if (expected.consequence) expect(confirm).toHaveTextContent(expected.consequence);
  expect(writes(requests)).toHaveLength(before);
  await answerConfirm(user, expected.question, "Deactivate");
  await findNotice(expected.notice);
  expect(writes(requests).slice(before)).toEqual([sent("DELETE", expected.path)]);
}

/** Opens the dialog titled `title` with the button named `button` (inside `container`: a row, the page). */
export async function openDialog(
  user: User,
  button: RegExp,
  title: string,
  container: HTMLElement = document.body,
) {
  await user.click(await within(container).findByRole("button", { name: button }));
  return findDialog(title);
}

/** Types each of `values` into the field labelled with its key, in place of what the field holds. */
export async function fillIn(user: User, container: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = await within(container).findByLabelText(label);
    await user.clear(field);
    await user.type(field, value);
  }
}

/**
 * Opens `row`'s edit dialog `title`, waits until the field `label` shows `was` (the record is loaded),
 * types `value` in its place and saves. Returns the dialog.
 */
export async function editField(
  user: User,
  row: HTMLElement,
  title: string,
  { label, was, value }: { label: string; was: string; value: string },
) {
  const dialog = await openDialog(user, /Edit/, title, row);
  const field = await within(dialog).findByLabelText(label);
  await waitFor(() => expect(field).toHaveValue(was));
  await fillIn(user, dialog, { [label]: value });
  await save(user, dialog);
  return dialog;
}

/**
 * The error text antd shows under a form field, found by the field's label (the label element: the field
 * itself may be a control with no label of its own, such as Stripe's card element). Returns the form item.
 */
export async function findFieldError(container: HTMLElement, label: string, message: string) {
  // antd's form item, or a field of a page drawn without antd (src/pages/plain-auth-form.tsx).
  const item = within(container)
    .getByText(label, { selector: "label" })
    .closest(".ant-form-item, .plain-field");
  if (!item) throw new Error(`"${label}" is not in a form item`);
  await within(item as HTMLElement).findByText(message);
  return item as HTMLElement;
}

/**
 * Picks `option` (its text, or text matching it) in the antd Select named `label` inside `container` (a
 * dialog; the whole page by default): a filter of a list or a field of a form. Only the open dropdowns'
 * options count, not a tag or a closed dropdown showing the same text.
 */
export async function choose(
  user: User,
  label: string,
  option: string | RegExp,
  container: HTMLElement = document.body,
) {
  await user.click(within(container).getByRole("combobox", { name: label }));
  const item = await waitFor(() => {
    const found = [
      ...document.querySelectorAll<HTMLElement>(
        ".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option",
      ),
    ].find((el) =>
      typeof option === "string" ? el.textContent === option : option.test(el.textContent ?? ""),
    );
    if (!found) throw new Error(`No option ${String(option)} for ${label}`);
    return found;
  });
  await user.click(item);
}

/**
 * Picks `option` in the list's filter `label` and waits until the last request to the list `path` asks
 * `param=value`.
 */
export async function filterList(
  { user, requests }: { user: User; requests: RecordedRequest[] },
  path: string,
  { label, option }: { label: string; option: string },
  [param, value]: [string, string],
) {
  await choose(user, label, option);
  await waitFor(() => expect(lastQuery(requests, path).get(param)).toBe(value));
}

/** The requests that change something (all but GET). */
export const writes = (requests: RecordedRequest[]) => requests.filter((r) => r.method !== "GET");

/** What a write in `writes(requests)` is expected to be: its method and path, and its body if given. */
export const sent = (method: string, path: string, body?: unknown) =>
  expect.objectContaining(body === undefined ? { method, path } : { method, path, body });

/** The query of the last request to `path`. */
export const lastQuery = (requests: RecordedRequest[], path: string) =>
  requests.filter((r) => r.path === path).at(-1)!.search;

/**
 * Renders `path` once (signed in as a member) before the file's tests, so that compiling the lazy screens
 * and antd's first render in jsdom (slow, and slower on a busy machine) do not eat into a test's waits.
 * `answer` declares the API the screen reads; `resources` as renderApp takes them.
 */
export function warmUp(path: string, text: string, answer: () => void, resources?: ResourceDefinition[]) {
  beforeAll(async () => {
    answer();
    const view = renderApp(path, { as: "member", resources });
    await screen.findAllByText(text, {}, { timeout: 60_000 });
    view.unmount();
    server.resetHandlers();
    window.localStorage.clear();
    window.history.replaceState(null, "", "/");
  }, 120_000);
}

/** A saved session of a customer, a member or an owner; GET /api/user/me/ answers each one's token. */
export function signedInAs(who: "customer" | "member" | "owner") {
  saveSession({ token: `t-${who}`, email: `${who}@demo.test` });
  server.use(profileHandler({ "t-customer": customer(), "t-member": member(), "t-owner": owner() }));
}

/** The side menu (a navigation landmark named "Menu" of links to the list screens), once its entries are drawn. */
export async function findSideMenu(): Promise<HTMLElement> {
  const menu = await screen.findByRole("navigation", { name: /^(Menu|Menú)$/ });
  await within(menu).findAllByRole("link");
  return menu;
}

export { screen, waitFor, within };

/** Loads the lazy route modules once per file, so that the first test does not pay for it in its timeouts. */
export async function preloadRoutes() {
  await Promise.all([
    import("../../src/RefineApp"),
    import("../../src/components/layout/AppLayout"),
    import("../../src/pages/home/HomePage"),
    import("../../src/pages/login/LoginPage"),
    import("../../src/pages/not-found/NotFoundPage"),
  ]);
}
