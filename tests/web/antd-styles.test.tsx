import { resourceDefinitions } from "../../resources";
import { plainForCustomers, preloadAntd } from "../../src/App";
import { screenRoutes } from "../../src/resource-kit/routes";
import { loadAntdStyles } from "../../src/antd-styles";

/**
 * antd's stylesheet made at build time is linked from index.html disabled (vite.config.ts): the pages drawn
 * without antd never fetch it; the public pages drawn with antd turn it on as the panel starts, a signed-in
 * screen once the user's role says it needs antd (App.tsx, preloadSignedInPage), and antd waits for it to
 * load (issue 40).
 */
describe("antd's build-time stylesheet", () => {
  it("stays off for /login, sign-up and a plain screen, is turned on for the hijack page, and is awaited until it has loaded", async () => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = "/assets/antd-test.css";
    link.disabled = true;
    link.setAttribute("data-antd-styles", "");
    document.head.append(link);

    preloadAntd("/login", false);
    expect(link.disabled).toBe(true);
    // a signed-out visitor to a signed-in address is sent to the sign-in page
    preloadAntd("/customers", false);
    expect(link.disabled).toBe(true);
    // a customer's refills are drawn without antd: the profile decides
    preloadAntd("/transactions", true);
    expect(link.disabled).toBe(true);

    // a customer signs up on a page drawn without antd
    preloadAntd("/signup/acme", false);
    expect(link.disabled).toBe(true);

    preloadAntd("/hijack/a-token", false);
    expect(link.disabled).toBe(false);
    let loaded = false;
    const waiting = loadAntdStyles().then(() => (loaded = true));
    await Promise.resolve();
    expect(loaded).toBe(false);
    link.dispatchEvent(new Event("load"));
    await waiting;
    expect(loaded).toBe(true);
    link.remove();
  });
});

describe("the addresses whose screen is plain for customers", () => {
  it("are those of the screens declared drawn without antd", () => {
    const declared = resourceDefinitions.flatMap((definition) =>
      screenRoutes(definition)
        .filter((route) => definition.plainScreens?.includes(route.action))
        .map((route) => route.path),
    );
    expect(declared).toEqual(["/transactions", "/refill-now", "/rentals", "/rent-now"]);
    for (const path of declared) expect(plainForCustomers(path), path).toBe(true);
    const others = resourceDefinitions.flatMap((definition) =>
      screenRoutes(definition)
        .map((route) => route.path.replace(":id", "1"))
        .filter((path) => !declared.includes(path)),
    );
    for (const path of others) expect(plainForCustomers(path), path).toBe(false);
  });
});
