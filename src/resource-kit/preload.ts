import { type ComponentType, lazy } from "react";
import { matchPath } from "react-router";
import { screenRoutes } from "./routes";
import type { Permissions } from "../providers/auth";
import type { WholeListCall } from "../providers/data";
import type { OpeningCall, ResourceDefinition } from "./types";

/** A lazy screen that can be asked to load before it renders. */
interface Preloadable {
  preload: () => Promise<unknown>;
}

type ScreenModule<P> = { default: ComponentType<P> };

/**
 * React.lazy over `load`, whose module can be requested ahead (preloadScreenAt) and is loaded once. A module
 * already here when the screen first renders is handed to React.lazy at once (a thenable that answers as it
 * is asked): the screen then renders in the same pass as the layout. Given a promise, React.lazy shows its
 * fallback first, and React reveals what replaces a fallback no sooner than 300 ms after the last one
 * appeared: a cold /transactions showed its table ~450 ms after the layout although its code had arrived.
 */
export function preloadable<P>(load: () => Promise<ScreenModule<P>>) {
  let loading: Promise<ScreenModule<P>> | undefined;
  let loaded: ScreenModule<P> | undefined;
  const once = () =>
    (loading ??= load().then((module) => {
      loaded = module;
      return module;
    }));
  // React.lazy only calls `then` (its types ask for a whole Promise).
  const handedOver = (module: ScreenModule<P>) =>
    ({ then: (resolve: (value: ScreenModule<P>) => void) => resolve(module) }) as unknown as Promise<
      ScreenModule<P>
    >;
  const now = () => (loaded ? handedOver(loaded) : once());
  return Object.assign(lazy(now), { preload: once });
}

/**
 * What a screen module may export beside its screen. One that draws one of several variants by who is
 * signed in (a customer's refills as cards, the staff's as a table: resources/transactions/TransactionList.tsx)
 * exports `preloadFor`, which asks for the variant those permissions draw, and may export `customerLists`, the
 * whole lists the customer's variant asks for as it opens. (A list's calls of its own, as the dashboard's
 * figures, are declared with its resource, `openingCalls`: asked for without waiting for the module.)
 */
interface ScreenModuleExtras {
  preloadFor?: (permissions: Permissions | null) => Promise<unknown>;
  customerLists?: WholeListCall[];
}

/** How the panel asks ahead (App.tsx, preloadSignedInPage): the address's query string and the prefetches. */
export interface Prefetch {
  search: URLSearchParams;
  /** whole lists, by the data provider's first call of each */
  lists: (lists: WholeListCall[]) => void;
  /** plain GETs, as the screen will make them */
  calls: (calls: OpeningCall[]) => void;
}

/**
 * Requests the module of the screen the path opens (a resource's list, show, create or edit, or one of its
 * full pages), so that it downloads beside the app's own code instead of after the layout has rendered.
 * Given the signed-in user's permissions (as the panel starts, they are on their way too), a screen with
 * variants asks for the one they draw as soon as it is here, rather than once it has rendered; a customer's
 * `customerLists` and a list's declared `openingCalls` go to `prefetch`: the profile's answer is what both the
 * calls and the screen wait for, so they are asked for before the screen, which renders later, asks itself.
 * The declared calls go as soon as the profile is known, without waiting for the screen's module, which
 * settles only once every module it imports is here (a cold /dashboard asked for its figures ~1.7 s later
 * than its profile, at 1× CPU, for its module's imports).
 * Settles when the screen is here (at once when the path opens no screen); a failure is the screen's to show.
 */
export function preloadScreenAt(
  definitions: ResourceDefinition[],
  path: string,
  permissions?: Promise<Permissions | null>,
  prefetch?: Prefetch,
): Promise<unknown> {
  for (const definition of definitions) {
    const routes = screenRoutes(definition);
    const found = [...routes, ...(definition.fullPages ?? [])].find((screen) => matchPath(screen.path, path));
    if (!found) continue;
    const { openingCalls } = definition;
    const atList = routes.some((screen) => screen === found && screen.action === "list");
    if (permissions && prefetch && openingCalls && atList)
      permissions
        .then((known) => known && prefetch.calls(openingCalls(known, prefetch.search)))
        .catch(() => undefined);
    const preload = (found.Screen as Partial<Preloadable>).preload;
    if (!preload) return Promise.resolve();
    return preload()
      .then(async (module) => {
        const { preloadFor, customerLists } = module as ScreenModuleExtras;
        if (!permissions || !preloadFor) return;
        const known = await permissions;
        if (known && !known.member && customerLists) prefetch?.lists(customerLists);
        await preloadFor(known);
      })
      .catch(() => undefined);
  }
  return Promise.resolve();
}
