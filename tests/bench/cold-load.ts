import { chromium } from "@playwright/test";
import { CHROMIUM, CHROMIUM_ARGS } from "../chromium";

/**
 * Cold load of a list screen, as a member opening the panel in a fresh browser (empty cache, a saved
 * session): from navigation to the list's first row on screen, by the browser's own clock. Prints each
 * run and the median of BENCH_COLD_RUNS (default 3), then the median run's requests in the order they
 * started, so that a chain of one-after-another downloads shows. Issue 22's target: ≤ 1 s for
 * /transactions at a million transactions.
 */
export async function coldLoadFigures(base: string, token: string, paths = ["/transactions", "/rentals"]) {
  const runs = Number(process.env.BENCH_COLD_RUNS ?? 3);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    console.log(`\ncold load to the first row (Chromium, empty cache, signed in), ${runs} runs; ms`);
    for (const path of paths) {
      const results: Array<{ ms: number; requests: Array<{ name: string; start: number; end: number }> }> =
        [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        await context.addInitScript((key) => {
          window.localStorage.setItem("token", key);
          // The moment the first row is in the page, by the page's clock: Playwright's own waiting notices
          // it up to a few hundred milliseconds later on a busy machine.
          const seen = new MutationObserver(() => {
            if (!document.querySelector(".ant-table-tbody .ant-table-row")) return;
            (window as unknown as { firstRowAt: number }).firstRowAt = performance.now();
            seen.disconnect();
          });
          seen.observe(document, { childList: true, subtree: true });
        }, token);
        const page = await context.newPage();
        await page.goto(base + path, { waitUntil: "commit" });
        await page
          .locator(".ant-table-tbody .ant-table-row")
          .first()
          .waitFor({ state: "visible", timeout: 30_000 });
        const ms = await page.evaluate(() => (window as unknown as { firstRowAt: number }).firstRowAt);
        const requests = await page.evaluate(() =>
          performance.getEntriesByType("resource").map((e) => ({
            name: e.name.replace(location.origin, ""),
            start: e.startTime,
            end: (e as PerformanceResourceTiming).responseEnd,
          })),
        );
        results.push({ ms, requests });
        await context.close();
      }
      const sorted = [...results].sort((a, b) => a.ms - b.ms);
      const median = sorted[Math.floor(sorted.length / 2)];
      console.log(
        `${path.padEnd(16)} median ${median.ms.toFixed(0)} (runs: ${results.map((r) => r.ms.toFixed(0)).join(", ")})`,
      );
      if (process.env.BENCH_COLD_REQUESTS !== "0")
        for (const r of median.requests.sort((a, b) => a.start - b.start))
          console.log(
            `    ${r.start.toFixed(0).padStart(5)} → ${r.end.toFixed(0).padStart(5)}  ${r.name.slice(0, 90)}`,
          );
    }
  } finally {
    await browser.close();
  }
}
