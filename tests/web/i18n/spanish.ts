import { afterAll, beforeAll, expect } from "vitest";
import { screen, within } from "@testing-library/react";
import type { RequestHandler } from "msw";
import { currentLanguage, speak } from "../../../src/i18n";
import { customer } from "../fixtures";
import type { renderApp } from "../render";

export { englishOnly } from "../../english-only";

/**
 * The panel in Spanish. Files named `*spanish.test.tsx` run in the "web-es" project (vite.config.ts),
 * whose setup has already chosen Spanish before the file loaded its screens; this checks it (and switches
 * if a file ran in another project).
 */
export async function speakSpanish(): Promise<void> {
  await speak("es");
  expect(currentLanguage()).toBe("es");
}

/**
 * Spanish for the file's tests, English again after them, for a file that imports its screens' modules at
 * its top, in English: with the web tests' isolate: false a module loads once per worker, and the resource
 * declarations (menu, search and filter labels, read as they load) would otherwise stay Spanish for every
 * later file of this worker. What a screen reads as it draws is Spanish in the tests.
 */
export function spanishForThisFile() {
  beforeAll(() => speakSpanish(), 60_000);
  // Back to English for the worker's next file, whether or not speakSpanish's own hook runs.
  afterAll(() => speak("en"));
}

/**
 * What `load` imports (the shared render helpers, tests/web/render.tsx, or more), imported once the panel
 * speaks Spanish: the screens and the resource declarations read their texts as they load. Its exports are
 * there from the file's first test on. `load` may load more before the tests (routes, lazy screens), so that
 * their waits do not pay for it.
 */
export function importInSpanish<T extends object>(load: () => Promise<T>): T {
  const loaded = {} as T;
  beforeAll(async () => {
    await speakSpanish();
    Object.assign(loaded, await load());
  }, 60_000);
  return loaded;
}

/**
 * Opens `path` as a customer who reads Spanish, with `render` the helpers `importInSpanish` loaded, and waits
 * for `firstText`: the first screen drawn in Spanish loads its modules, hence the long wait.
 */
export async function openAsSpanishCustomer(
  render: { renderApp: typeof renderApp },
  path: string,
  firstText: string,
  handlers: RequestHandler[],
) {
  const rendered = render.renderApp(path, { as: customer({ language: "es" }), handlers });
  await screen.findAllByText(firstText, {}, { timeout: 60_000 });
  return rendered;
}

/** None of `english` stands in `where` (a text whole, as Testing Library matches it). */
export function expectNoEnglish(where: HTMLElement, english: readonly string[]) {
  for (const text of english) expect(within(where).queryAllByText(text), text).toEqual([]);
}
