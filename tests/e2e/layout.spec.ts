import { expect, type Locator, test } from "@playwright/test";
import { signIn } from "./support";

/**
 * The layout on a phone (390×844) and on a tablet (768×1024): the menu sits behind the header's Menu
 * button, and nothing floats over a screen's title (Refine's drawer button once covered "Tran" of
 * "Transactions").
 */

/** What the page shows at the left end of an element: the element itself, or whatever lies over it. */
const uncovered = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + 4, box.top + box.height / 2);
    return !!top && node.contains(top);
  });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
]) {
  test(`at ${viewport.width}×${viewport.height} the menu opens from the header and the title is not covered`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, "member");
    const title = page.getByRole("heading", { name: "Dashboard", exact: true });
    await expect(title).toBeVisible();
    expect(await uncovered(title)).toBe(true);
    await expect(page.locator(".app-sider")).toHaveCount(0);

    await page.locator(".app-header").getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" }).getByRole("navigation");
    await menu.getByRole("link", { name: "Rentals", exact: true }).click();
    await expect(page).toHaveURL(/\/rentals/);
    await expect(page.getByRole("heading", { name: "Rentals", exact: true })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);
  });
}
