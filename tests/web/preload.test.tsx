import { waitFor } from "@testing-library/react";
import { preloadSignedInPage } from "../../src/App";
import { createServices } from "../../src/providers/services";
import { preloadable, preloadScreenAt } from "../../src/resource-kit/preload";
import type { ResourceDefinition } from "../../src/resource-kit/types";
import { member, profileHandler, saveSession } from "./fixtures";
import { recordRequests, server } from "./msw";

/** A module loader that counts its calls, standing for a screen's chunk. */
function counted() {
  const load = vi.fn(async () => ({ default: () => null }));
  return { load, Screen: preloadable(load) };
}

describe("the first screen's code and the profile are asked for as the panel starts", () => {
  it("a saved session on a signed-in page asks for the profile before anything renders", async () => {
    saveSession({ token: "t-member", email: member().email });
    server.use(profileHandler({ "t-member": member() }));
    const requests = recordRequests();
    const services = createServices();
    preloadSignedInPage(services, "/transactions");
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
    const definitions = [
      { name: "others", label: "Others", route: "/others", screens: { list: other.Screen } },
      {
        name: "rentals",
        label: "Rentals",
        route: "/rentals",
        screens: { list: list.Screen, show: show.Screen },
        fullPages: [{ path: "/rentals/:id/receipt", Screen: receipt.Screen }],
      },
    ] as ResourceDefinition[];
    preloadScreenAt(definitions, "/rentals/12");
    preloadScreenAt(definitions, "/rentals/12");
    expect(show.load).toHaveBeenCalledTimes(1);
    preloadScreenAt(definitions, "/rentals/12/receipt");
    expect(receipt.load).toHaveBeenCalledTimes(1);
    preloadScreenAt(definitions, "/nowhere");
    expect(list.load).not.toHaveBeenCalled();
    expect(other.load).not.toHaveBeenCalled();
  });
});
