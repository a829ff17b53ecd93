import { type ComponentType, lazy } from "react";
import { matchPath } from "react-router";
import { screenRoutes } from "./routes";
import type { Permissions } from "../providers/auth";
import type { WholeListCall } from "../providers/data";
import type { ResourceDefinition } from "./types";

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

/** A GET as a screen will make it: its path and query, in the order the data provider writes them. */
export interface OpeningCall {
  path: string;
  query: Array<[string, string]>;
}

/**
 * What a screen module may export beside its screen. One that draws one of several variants by who is
 * signed in (a customer's refills as cards, the staff's as a table: resources/transactions/TransactionList.tsx)
 * exports `preloadFor`, which asks for the variant those permissions draw, and may export `customerLists`, the
 * whole lists the customer's variant asks for as it opens. A screen that opens with a call of its own (the
 * dashboard's figures) may export `openingCalls`: the calls it makes as it opens for these permissions and
 * this address's query string.
 */
interface ScreenModuleExtras {
  preloadFor?: (permissions: Permissions | null) => Promise<unknown>;
  customerLists?: WholeListCall[];
  openingCalls?: (permissions: Permissions, search: URLSearchParams) => OpeningCall[];
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
 * `customerLists` and a screen's `openingCalls` go to `prefetch`: the profile's answer is what both the calls
 * and the screen wait for, so they are asked for before the screen, which renders later, asks itself.
 * Settles when it is here (at once when the path opens no screen); a failure is the screen's to show.
 */
export function preloadScreenAt(
  definitions: ResourceDefinition[],
  path: string,
  permissions?: Promise<Permissions | null>,
  prefetch?: Prefetch,
): Promise<unknown> {
  for (const definition of definitions) {
    const screens = [...screenRoutes(definition), ...(definition.fullPages ?? [])];
    const found = screens.find((screen) => matchPath(screen.path, path));
    if (!found) continue;
    const preload = (found.Screen as Partial<Preloadable>).preload;
    if (!preload) return Promise.resolve();
    return preload()
      .then(async (module) => {
        const { preloadFor, customerLists, openingCalls } = module as ScreenModuleExtras;
        if (!permissions || (!preloadFor && !openingCalls)) return;
        const known = await permissions;
        if (known && !known.member && customerLists) prefetch?.lists(customerLists);
        if (known && openingCalls && prefetch) prefetch.calls(openingCalls(known, prefetch.search));
        await preloadFor?.(known);
      })
      .catch(() => undefined);
  }
  return Promise.resolve();
}
