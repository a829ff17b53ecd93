import type { RequestHandler } from "msw";
import { api, http, json, server } from "../msw";
import { findFieldError, findNotice, renderApp, screen, signedInAs } from "../render";

type Body = Record<string, unknown>;

/**
 * /settings as the owner. GET /api/company/ answers what `stored()` is at the time (a test's save may change
 * it). Each PATCH's body is kept in the returned `patches`, then `answerPatch` answers it (`patches.length`
 * says which save it is; by default the company as stored). `handlers`: the test's other answers.
 */
export function openSettings(
  stored: () => Body,
  {
    answerPatch = () => json(stored()),
    handlers = [],
  }: { answerPatch?: (body: Body, patches: Body[]) => Response; handlers?: RequestHandler[] } = {},
) {
  signedInAs("owner");
  const patches: Body[] = [];
  server.use(
    http.get(api("/api/company/"), () => json(stored())),
    http.patch(api("/api/company/"), async ({ request }) => {
      const body = (await request.json()) as Body;
      patches.push(body);
      return answerPatch(body, patches);
    }),
    ...handlers,
  );
  return { ...renderApp("/settings"), patches };
}

type User = ReturnType<typeof renderApp>["user"];

/** Saves the settings; the refusal `message` (the server's or the form's own) shows beside the field `label`. */
export async function saveRefused(user: User, label: string, message: string) {
  await user.click(screen.getByRole("button", { name: /Save/ }));
  await findFieldError(document.body, label, message);
}

/** Saves the settings; the notice says they are saved. */
export async function saveAccepted(user: User) {
  await user.click(screen.getByRole("button", { name: /Save/ }));
  await findNotice("Company settings saved");
}
