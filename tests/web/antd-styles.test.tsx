import { preloadAntd } from "../../src/App";
import { loadAntdStyles } from "../../src/antd-styles";

/**
 * antd's stylesheet made at build time is linked from index.html disabled (vite.config.ts): the sign-in page,
 * drawn without antd, never fetches it; every other screen turns it on as the panel starts and antd waits
 * for it to load (issue 40).
 */
describe("antd's build-time stylesheet", () => {
  it("stays off for /login, is turned on for any other screen, and is awaited until it has loaded", async () => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = "/assets/antd-test.css";
    link.disabled = true;
    link.setAttribute("data-antd-styles", "");
    document.head.append(link);

    preloadAntd("/login");
    expect(link.disabled).toBe(true);

    preloadAntd("/refill-now");
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
