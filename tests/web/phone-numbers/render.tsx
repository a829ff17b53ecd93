import { configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RequestHandler } from "msw";
import { App } from "../../../src/App";
// Loaded up front (they are lazy in the app), so that the first test of a file does not time out on them.
import "../../../src/RefineApp";
import "../../../src/components/layout/AppLayout";
import type { Profile } from "../../../src/providers/auth";
import { createServices } from "../../../src/providers/services";
import { profileHandler, saveSession } from "../fixtures";
import { server } from "../msw";

/**
 * The whole panel (App, providers, layout, guards) at one route, signed in as `profile`, with msw answering
 * the real API paths: GET /api/user/me/ plus the handlers a test gives.
 */
// The whole app loads its screens lazily, and antd is slow in jsdom: give the first paint time.
configure({ asyncUtilTimeout: 15_000 });

const TOKEN = "0123456789abcdef0123456789abcdef01234567";

export function renderApp(path: string, profile: Profile, ...handlers: RequestHandler[]) {
  server.use(profileHandler({ [TOKEN]: profile }), ...handlers);
  saveSession({ token: TOKEN, email: profile.email });
  window.history.pushState(null, "", path);
  const services = createServices({ baseUrl: "", storage: window.localStorage, reload: () => {} });
  const user = userEvent.setup();
  const view = render(<App services={services} queryClientConfig={{ defaultOptions: { queries: { retry: false } } }} />);
  return { ...view, user };
}

/** A DRF list page. */
export const page = <T,>(results: T[], count = results.length) => ({ count, next: null, previous: null, results });

/** The table row holding a text. */
export async function rowWith(text: string | RegExp): Promise<HTMLElement> {
  const cell = await screen.findByText(text);
  const row = cell.closest("tr");
  if (!row) throw new Error(`"${String(text)}" is not in a table row`);
  return row as HTMLElement;
}

/** Picks `option` in the antd Select labelled `label` (inside `container`, default the whole page). */
export async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string | RegExp, container: HTMLElement = document.body) {
  const select = within(container).getByRole("combobox", { name: label });
  await user.click(select);
  const dropdowns = () => Array.from(document.querySelectorAll<HTMLElement>(".ant-select-dropdown:not(.ant-select-dropdown-hidden)"));
  let item: HTMLElement | undefined;
  await waitFor(() => {
    item = dropdowns()
      .flatMap((d) => Array.from(d.querySelectorAll<HTMLElement>(".ant-select-item-option")))
      .find((el) => (typeof option === "string" ? el.textContent === option : option.test(el.textContent ?? "")));
    if (!item) throw new Error(`no option ${String(option)} for ${label}`);
  });
  await user.click(item!);
}

/** The error text antd shows beside the form field labelled `label`. */
export async function fieldError(label: string, message: string, container: HTMLElement = document.body) {
  const item = within(container).getByText(label, { selector: "label" }).closest(".ant-form-item");
  await waitFor(() => expect(within(item as HTMLElement).getByText(message)).toBeInTheDocument());
}

/** Answers the open Popconfirm (a destructive action's question) with the button named `answer`. */
export async function answerConfirm(user: ReturnType<typeof userEvent.setup>, question: string, answer: string) {
  const title = await screen.findByText(question);
  const popover = title.closest(".ant-popover") as HTMLElement;
  await user.click(within(popover).getByRole("button", { name: answer }));
}
