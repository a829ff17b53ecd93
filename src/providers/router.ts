import baseRouterProvider from "@refinedev/react-router";
import { useCallback } from "react";
import { useLocation } from "react-router";

type Go = ReturnType<NonNullable<typeof baseRouterProvider.go>>;

/**
 * Refine's react-router bindings, with one change to `go`. A list keeps its page, sorting and filters in
 * the address by calling `go({ query, type: "replace" })` without a path, which react-router resolves
 * against the route the list is rendered in. While the next screen's code is still downloading, the screen
 * being left stays mounted; if its list state settles then (its first page arrives), that replace took the
 * user straight back to it. A `go` without a path now only acts while its screen is still the address shown.
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
      return go(config);
    },
    [go, pathname],
  );
}

export const routerProvider: typeof baseRouterProvider = { ...baseRouterProvider, go: useGuardedGo };
