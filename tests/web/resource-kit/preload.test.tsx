import { render, waitFor } from "@testing-library/react";
import { type ComponentType, Suspense } from "react";
import { preloadSignedInPage } from "../../../src/App";
import { firstPageRequest } from "../../../src/providers/data";
import { createHttpClient, PREFETCH_KEPT_MS } from "../../../src/providers/http";
import { createServices } from "../../../src/providers/services";
import { preloadable, preloadScreenAt } from "../../../src/resource-kit/preload";
import type { ResourceDefinition } from "../../../src/resource-kit/types";
import { member, page, profileHandler, saveSession } from "../fixtures";
import { makeTransaction } from "../transactions/harness";
import { resourceDefinitions } from "../../../resources";
import { api, http, json, recordRequests, server } from "../msw";

/** A module loader that counts its calls, standing for a screen's chunk. */
function counted() {
  const load = vi.fn(async (): Promise<{ default: ComponentType }> => ({ default: () => null }));
  return { load, Screen: preloadable(load) };
}

describe("the first screen's code and the profile are asked for as the panel starts", () => {
  it("a saved session on a signed-in page asks for the profile before anything renders", async () => {
    saveSession({ token: "t-member", email: member().email });
    server.use(profileHandler({ "t-member": member() }));
    const requests = recordRequests();
    const services = createServices();
    // A record's page: the profile, and no list to prefetch.
    preloadSignedInPage(services, "/transactions/5");
    await waitFor(() => expect(requests.map((r) => r.path)).toEqual(["/api/user/me/"]));
    // Refine's own session check later finds the profile there: no second request.
    expect(await services.auth.restore()).toMatchObject({ email: member().email });
    expect(requests).toHaveLength(1);
  });

  it("nothing is asked for on a public page, or without a saved session", async () => {
    const requests = recordRequests();
    saveSession({ token: "t-member", email: member().email });
    preloadSignedInPage(createServices(), "/login");
    preloadSignedInPage(createServices(), "/forgot-password/confirm");
    window.localStorage.clear();
    preloadSignedInPage(createServices(), "/transactions");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
  });

  it("the screen the path opens is loaded once, ahead of its first render; other screens are not", async () => {
    const list = counted();
    const show = counted();
    const other = counted();
    const receipt = counted();
    const definition = (name: string, more: Partial<ResourceDefinition>): ResourceDefinition => ({
      name,
      label: name,
      route: `/${name}`,
      access: { default: "member" },
      ...more,
    });
    const definitions = [
      definition("others", { screens: { list: other.Screen } }),
      definition("rentals", {
        screens: { list: list.Screen, show: show.Screen },
        fullPages: [{ path: "/rentals/:id/receipt", Screen: receipt.Screen }],
      }),
    ];
    preloadScreenAt(definitions, "/rentals/12");
    preloadScreenAt(definitions, "/rentals/12");
    expect(show.load).toHaveBeenCalledTimes(1);
    preloadScreenAt(definitions, "/rentals/12/receipt");
    expect(receipt.load).toHaveBeenCalledTimes(1);
    preloadScreenAt(definitions, "/nowhere");
    expect(list.load).not.toHaveBeenCalled();
    expect(other.load).not.toHaveBeenCalled();
  });

  it("a screen with variants by role asks for the one the permissions draw, once they are known", async () => {
    const staff = counted();
    const customer = counted();
    const withVariants = () =>
      preloadable(async () => ({
        default: () => null,
        preloadFor: (permissions: { member: boolean } | null) =>
          (permissions?.member ? staff.Screen : customer.Screen).preload(),
      }));
    const definitions = (Screen: ReturnType<typeof withVariants>): ResourceDefinition[] => [
      {
        name: "transactions",
        label: "t",
        route: "/transactions",
        access: { default: "auth" },
        screens: { list: Screen },
      },
    ];
    await preloadScreenAt(
      definitions(withVariants()),
      "/transactions",
      Promise.resolve({ member: false, owner: false }),
    );
    expect(customer.load).toHaveBeenCalledTimes(1);
    expect(staff.load).not.toHaveBeenCalled();
    await preloadScreenAt(
      definitions(withVariants()),
      "/transactions",
      Promise.resolve({ member: true, owner: false }),
    );
    expect(staff.load).toHaveBeenCalledTimes(1);
    // without the permissions (the screen's own load as it renders), neither variant
    await preloadScreenAt(definitions(withVariants()), "/transactions");
    expect(customer.load).toHaveBeenCalledTimes(1);
    expect(staff.load).toHaveBeenCalledTimes(1);
  });

  it("a list's declared opening calls go once the profile is known, while its screen's code still loads", async () => {
    // A screen's module settles only once all it imports is here: the dashboard's figures waited for antd's
    // cards and tables before they were asked for.
    const neverHere = vi.fn(() => new Promise<{ default: ComponentType }>(() => undefined));
    const definitions: ResourceDefinition[] = [
      {
        name: "dashboard",
        label: "d",
        route: "/dashboard",
        access: { default: "member" },
        screens: { list: preloadable(neverHere), show: counted().Screen },
        openingCalls: (permissions, search) =>
          permissions.member
            ? [{ path: "/api/figures/", query: [["range", search.get("range") ?? ""]] }]
            : [],
      },
    ];
    const prefetch = (search: string) => ({
      search: new URLSearchParams(search),
      lists: vi.fn(),
      calls: vi.fn(),
    });
    const atList = prefetch("?range=7d");
    void preloadScreenAt(definitions, "/dashboard", Promise.resolve({ member: true, owner: false }), atList);
    await waitFor(() =>
      expect(atList.calls).toHaveBeenCalledWith([{ path: "/api/figures/", query: [["range", "7d"]] }]),
    );
    expect(neverHere).toHaveBeenCalledTimes(1);
    // A customer is asked for none; a record's page of the same resource is not its list.
    const customer = prefetch("");
    void preloadScreenAt(
      definitions,
      "/dashboard",
      Promise.resolve({ member: false, owner: false }),
      customer,
    );
    const record = prefetch("");
    void preloadScreenAt(
      definitions,
      "/dashboard/3",
      Promise.resolve({ member: true, owner: false }),
      record,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(customer.calls).toHaveBeenCalledWith([]);
    expect(record.calls).not.toHaveBeenCalled();
  });

  it("a screen whose code is already here renders at once, never its fallback", async () => {
    // React reveals what replaces a Suspense fallback no sooner than 300 ms after it appeared: a preloaded
    // screen that still showed its fallback first reached the first row of a cold /transactions that late.
    const Screen = preloadable(async () => ({ default: () => <p>the screen</p> }));
    await Screen.preload();
    const { getByText, queryByText } = render(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(getByText("the screen")).toBeInTheDocument();
    expect(queryByText("loading")).not.toBeInTheDocument();
  });

  it("a screen not yet here shows its fallback, then itself", async () => {
    const Screen = preloadable(async () => ({ default: () => <p>the screen</p> }));
    const { findByText, getByText } = render(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(getByText("loading")).toBeInTheDocument();
    expect(await findByText("the screen")).toBeInTheDocument();
  });
});

describe("a prefetched GET is answered once, to the same call", () => {
  const client = (token = "tok-1") =>
    createHttpClient({ baseUrl: "", authorization: () => `Token ${token}` });

  it("the first identical GET takes the prefetched answer; the next one asks the server again", async () => {
    let served = 0;
    server.use(http.get(api("/api/transactions/"), () => json(page([makeTransaction({ id: ++served })]))));
    const requests = recordRequests();
    const http1 = client();
    http1.prefetch("/api/transactions/", [["page", "1"]]);
    expect(await http1.get("/api/transactions/", [["page", "1"]])).toMatchObject({ results: [{ id: 1 }] });
    expect(requests).toHaveLength(1);
    expect(await http1.get("/api/transactions/", [["page", "1"]])).toMatchObject({ results: [{ id: 2 }] });
  });

  it("another address, another caller or an answer kept past its time is asked for anew", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      let served = 0;
      server.use(http.get(api("/api/transactions/"), () => json(page([makeTransaction({ id: ++served })]))));
      let token = "tok-1";
      const http1 = createHttpClient({ baseUrl: "", authorization: () => `Token ${token}` });
      http1.prefetch("/api/transactions/", [["page", "1"]]);
      expect(await http1.get("/api/transactions/", [["page", "2"]])).toMatchObject({ results: [{ id: 2 }] });
      token = "tok-2";
      expect(await http1.get("/api/transactions/", [["page", "1"]])).toMatchObject({ results: [{ id: 3 }] });
      token = "tok-1";
      http1.prefetch("/api/transactions/", [["page", "3"]]);
      vi.setSystemTime(Date.now() + PREFETCH_KEPT_MS + 1);
      expect(await http1.get("/api/transactions/", [["page", "3"]])).toMatchObject({ results: [{ id: 5 }] });
    } finally {
      vi.useRealTimers();
    }
  });

  it("a prefetched error is the call's error", async () => {
    server.use(http.get(api("/api/transactions/"), () => json({ detail: "Invalid token." }, 401)));
    const http1 = client();
    http1.prefetch("/api/transactions/");
    await expect(http1.get("/api/transactions/")).rejects.toMatchObject({ statusCode: 401 });
  });
});

describe("a list opened at its route starts with its first page", () => {
  it("is the call its list screen makes: page 1, the declaration's order and initial filters", () => {
    expect(firstPageRequest(resourceDefinitions, "/transactions")).toEqual({
      path: "/api/transactions/",
      query: [
        ["page", "1"],
        ["page_size", "25"],
        ["ordering", "-created_at"],
      ],
    });
    expect(firstPageRequest(resourceDefinitions, "/rentals")?.query).toContainEqual([
      "hide_returned",
      "true",
    ]);
    expect(firstPageRequest(resourceDefinitions, "/transactions/12")).toBeNull();
    expect(firstPageRequest(resourceDefinitions, "/")).toBeNull();
  });

  it("the panel's start asks for it beside the profile when the address has no query string", async () => {
    saveSession({ token: "t-member", email: member().email });
    server.use(
      profileHandler({ "t-member": member() }),
      http.get(api("/api/transactions/"), () => json({ count: 0, next: null, previous: null, results: [] })),
    );
    const requests = recordRequests();
    window.history.replaceState(null, "", "/transactions");
    const services = createServices();
    preloadSignedInPage(services, "/transactions");
    await waitFor(() =>
      expect(requests.map((r) => `${r.path}?${r.search}`).sort()).toEqual([
        "/api/transactions/?page=1&page_size=25&ordering=-created_at",
        "/api/user/me/?",
      ]),
    );
  });
});
