import { expect } from "vitest";
import { currentLanguage, speak } from "../../../src/i18n";

/**
 * The panel in Spanish. Files named `*spanish.test.tsx` run in the "web-es" project (vite.config.ts),
 * whose setup has already chosen Spanish before the file loaded its screens; this checks it (and switches
 * if a file ran in another project).
 */
export async function speakSpanish(): Promise<void> {
  await speak("es");
  expect(currentLanguage()).toBe("es");
}
