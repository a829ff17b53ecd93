import { preloadAntd } from "../../src/App";
import { loadAntdStyles } from "../../src/antd-styles";

/**
 * antd's stylesheet made at build time is linked from index.html disabled (vite.config.ts): the pages drawn
 * without antd never fetch it; the public pages drawn with antd turn it on as the panel starts, a signed-in
 * screen once the user's role says it needs antd (App.tsx, preloadSignedInPage), and antd waits for it to
 * load (issue 40).
 */
describe("antd's build-time stylesheet", () => {
  it("stays off for /login and a signed-in address, is turned on for sign-up, and is awaited until it has loaded", async () => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = "/assets/antd-test.css";
    link.disabled = true;
    link.setAttribute("data-antd-styles", "");
    document.head.append(link);

    preloadAntd("/login");
    expect(link.disabled).toBe(true);
    preloadAntd("/transactions");
    expect(link.disabled).toBe(true);

    preloadAntd("/signup/acme");
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
