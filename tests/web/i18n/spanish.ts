import { afterAll } from "vitest";
import { speak } from "../../../src/i18n";

/**
 * The panel in Spanish for the rest of this test file (back to English after it). Import the screen under
 * test after it (`await import(...)`): texts a module reads as it loads are read in the language of then.
 */
export async function speakSpanish(): Promise<void> {
  await speak("es");
  afterAll(() => speak("en"));
}
