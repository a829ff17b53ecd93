import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RequestHandler } from "msw";
// Loaded up front (they are lazy in the app), so that the first test of a file does not time out on them.
import "../../../src/RefineApp";
import "../../../src/components/layout/AppLayout";
import "../../../src/components/forms";
import "../../../src/components/lists";
import "../../../src/components/pickers";
import type { Profile } from "../../../src/providers/auth";
import { page } from "../fixtures";
import { renderApp as renderWholeApp } from "../render";

/**
 * The whole panel (App, providers, layout, guards) at one route, signed in as `profile`, with msw answering
 * the real API paths: GET /api/user/me/ plus the handlers a test gives.
 */
/** The shared renderApp, signed in as `profile`, with the test's handlers. */
export function renderApp(path: string, profile: Profile, ...handlers: RequestHandler[]) {
  return renderWholeApp(path, { as: profile, handlers });
}

export { page };

/** The table row holding a text. */
export async function rowWith(text: string | RegExp): Promise<HTMLElement> {
  const cell = await screen.findByText(text);
  const row = cell.closest("tr");
  if (!row) throw new Error(`"${String(text)}" is not in a table row`);
  return row as HTMLElement;
}

/** Picks `option` in the antd Select labelled `label` (inside `container`, default the whole page). */
export async function choose(
  user: ReturnType<typeof userEvent.setup>,
  label: string,
  option: string | RegExp,
  container: HTMLElement = document.body,
) {
  const select = within(container).getByRole("combobox", { name: label });
  await user.click(select);
  const dropdowns = () =>
    Array.from(
      document.querySelectorAll<HTMLElement>(".ant-select-dropdown:not(.ant-select-dropdown-hidden)"),
    );
  let item: HTMLElement | undefined;
  await waitFor(() => {
    item = dropdowns()
      .flatMap((d) => Array.from(d.querySelectorAll<HTMLElement>(".ant-select-item-option")))
      .find((el) =>
        typeof option === "string" ? el.textContent === option : option.test(el.textContent ?? ""),
      );
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
export async function answerConfirm(
  user: ReturnType<typeof userEvent.setup>,
  question: string,
  answer: string,
) {
  const title = await screen.findByText(question);
  const popover = title.closest(".ant-popover") as HTMLElement;
  await user.click(within(popover).getByRole("button", { name: answer }));
}
