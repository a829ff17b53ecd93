import baseRouterProvider from "@refinedev/react-router";
import { matchResourceFromRoute, QS_PARSE_DEPTH, ResourceContext, type ResourceProps } from "@refinedev/core";
import qs from "qs";
import { useCallback, useContext } from "react";
import { matchPath, useLocation, useParams } from "react-router";

type Go = ReturnType<NonNullable<typeof baseRouterProvider.go>>;
type Parse = ReturnType<NonNullable<typeof baseRouterProvider.parse>>;

/**
 * Refine's react-router bindings, with two changes to `go`. A list keeps its page, sorting and filters in
 * the address by calling `go({ query, type: "replace" })` without a path, which react-router resolves
 * against the route the list is rendered in. While the next screen's code is still downloading, the screen
 * being left stays mounted; if its list state settles then (its first page arrives), that replace took the
 * user straight back to it. A `go` without a path now only acts while its screen is still the address shown.
 *
 * And a replace to the address already shown does nothing. A list writes its state after every change of it,
 * including the ones the address made (a page opened from a link, a pager's link, the back button): react-
 * router replaced the entry with itself and re-rendered every screen part that reads the address, the whole
 * panel, rows included (issue 40: a staff list opened at its full address rendered the panel twice before
 * its first page).
 * Refine calls `routerProvider.go()` from inside its own `useGo` hook, so this is a hook too.
 */
function useGuardedGo(): Go {
  const go = baseRouterProvider.go!();
  const { pathname } = useLocation();
  return useCallback<Go>(
    (config) => {
      const moved = window.location.pathname !== pathname;
      const leaving = !config.to && config.type !== "path" && moved;
      // A replace is a correction of the address this screen was drawn for (a list's state, a redirect from
      // "/" to the first screen); made after the user went elsewhere, it would undo their click.
      const stale = config.type === "replace" && moved;
      if (leaving || stale) return undefined;
      // Only where the address is the same wherever it is resolved: no path (this screen's), or from the root.
      const absolute = !config.to || config.to.startsWith("/");
      if (config.type === "replace" && absolute && isShown(go({ ...config, type: "path" }))) return undefined;
      return go(config);
    },
    [go, pathname],
  );
}

/** Whether `address` (a path with its query and hash, as `go` writes it) is the one the browser shows. */
function isShown(address: string | void): boolean {
  if (typeof address !== "string") return false;
  return new URL(address, window.location.href).href === window.location.href;
}

/** Which resource and action an address is, per list of resources: matched once, whichever hook asks. */
const matches = new WeakMap<ResourceProps[], Map<string, ReturnType<typeof matchResourceFromRoute>>>();
function matchOnce(pathname: string, resources: ResourceProps[]) {
  let byPath = matches.get(resources);
  if (!byPath) matches.set(resources, (byPath = new Map()));
  let match = byPath.get(pathname);
  if (!match) {
    // Bounded: a list's records each have an address.
    if (byPath.size >= 200) byPath.clear();
    byPath.set(pathname, (match = matchResourceFromRoute(pathname, resources)));
  }
  return match;
}

/**
 * The query string as qs reads it, read once per query string: each of Refine's hooks calls `parse` on every
 * render, and a list's screen rendered its table's page with a dozen of them (issue 40, a CPU profile of the
 * staff's /transactions: qs ~40 ms at a phone's speed). Callers get a copy of the top level; nothing in
 * Refine or the panel writes into what it parsed.
 */
let lastQuery: { search: string; parsed: Record<string, unknown> } | undefined;
function parseQuery(search: string): Record<string, unknown> {
  if (lastQuery?.search !== search)
    lastQuery = { search, parsed: qs.parse(search, { ignoreQueryPrefix: true, depth: QS_PARSE_DEPTH }) };
  return lastQuery.parsed;
}

const toNumber = (value: unknown) =>
  typeof value === "string" && `${Number(value)}` === value ? Number(value) : value;

/**
 * @refinedev/react-router's `parse`, answering what it answers, with the address matched against the
 * resources' routes once per address instead of once per hook. Each of Refine's data hooks (a list, a
 * create, and the error handler and log-out each of them holds) reads the address, and each matched it
 * against every resource's routes as it mounted: dozens of times as a screen loads (issue 40, a CPU profile
 * of a cold Refill Now at 4x: 186 ms).
 */
function useParse(): Parse {
  let params: Record<string, string | undefined> = useParams();
  const { pathname, search } = useLocation();
  const { resources } = useContext(ResourceContext);
  const { resource, action, matchedRoute } = matchOnce(pathname, resources);
  if (Object.keys(params).length === 0 && matchedRoute)
    params = matchPath(matchedRoute, pathname)?.params ?? {};
  return useCallback(() => {
    const combined: Record<string, unknown> = {
      ...params,
      ...parseQuery(search),
    };
    return {
      ...(resource && { resource }),
      ...(action && { action }),
      ...(params.id && { id: decodeURIComponent(params.id) }),
      pathname,
      params: {
        ...combined,
        currentPage: toNumber(combined.currentPage),
        pageSize: toNumber(combined.pageSize),
        to: combined.to ? decodeURIComponent(String(combined.to)) : undefined,
      },
    } as ReturnType<Parse>;
  }, [pathname, search, params, resource, action]);
}

export const routerProvider: typeof baseRouterProvider = {
  ...baseRouterProvider,
  go: useGuardedGo,
  parse: useParse,
};
