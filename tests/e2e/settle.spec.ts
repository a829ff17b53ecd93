import { expect, test } from "@playwright/test";
import { ARRIVING, settle } from "./screens";

/**
 * settle (screens.ts), which every screen check waits on before axe reads the screen, on a page that arrives
 * as the Planner did: nothing at first (the access check), then a grid that says it is busy with its buttons
 * off, then its answer, which turns the buttons on with antd's fade. axe once read the buttons mid-fade.
 */
test("settle waits for a screen that starts loading while the page stands still, and for its fade", async ({
  page,
}) => {
  await page.setContent(`
    <style>button { transition: color 0.2s; color: #bfbfbf } button:enabled { color: #1f1f1f }</style>
    <main></main>`);
  // As a click in the menu opens a screen: the page loaded long ago, and the new screen comes in steps.
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => {
    const main = document.querySelector("main")!;
    // The grid comes in once settle's first look is over and the screen has stood still for three frames
    // (stillScreen counts them in window.quietFrames), as the Planner came in after the access check.
    const arrive = () => {
      if (((window as unknown as { quietFrames?: number }).quietFrames ?? 0) < 3) {
        requestAnimationFrame(arrive);
        return;
      }
      main.innerHTML = '<div role="table" aria-busy="true"></div><button disabled>Next week</button>';
      setTimeout(() => {
        main.querySelector("[role=table]")!.setAttribute("aria-busy", "false");
        main.querySelector("button")!.disabled = false;
      }, 500);
    };
    requestAnimationFrame(arrive);
  });
  await settle(page);
  await expect(page.locator(ARRIVING)).toHaveCount(0, { timeout: 1 });
  const button = page.getByRole("button", { name: "Next week" });
  expect(await button.isEnabled()).toBe(true);
  // the fade is over: the button has its enabled colour, not one on the way
  expect(await button.evaluate((b) => getComputedStyle(b).color)).toBe("rgb(31, 31, 31)");
});
