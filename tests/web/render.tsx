import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RequestHandler } from "msw";
import { App } from "../../src/App";
import type { Profile } from "../../src/providers/auth";
import { createServices } from "../../src/providers/services";
import { type ResourceDefinition, resourceDefinitions } from "../../resources";
import type { ScreenAction } from "../../resources/types";
import { customer, member, owner, profileHandler, saveSession } from "./fixtures";
import { recordRequests, server } from "./msw";

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
  }: {
    resources?: ResourceDefinition[];
    as?: "customer" | "member" | "owner" | Profile;
    handlers?: RequestHandler[];
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
  const services = createServices({ reload, resources });
  const user = userEvent.setup({ delay: null });
  const view = render(
    <App
      services={services}
      resources={resources}
      queryClientConfig={{ defaultOptions: { queries: { retry: false } } }}
    />,
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

/** The notice antd shows (role "alert" inside .ant-notification). */
export async function findNotice(text: string) {
  return waitFor(() => {
    const notices = [...document.querySelectorAll(".ant-notification-notice")];
    const notice = notices.find((n) => n.textContent?.includes(text));
    if (!notice)
      throw new Error(`No notice "${text}"; notices: ${notices.map((n) => n.textContent).join(" | ")}`);
    return notice;
  });
}

export { screen };

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
