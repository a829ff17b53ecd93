import { beforeAll } from "vitest";
import { speak } from "../../../src/i18n";

// The "web-es" project (vite.config.ts): every file runs with the panel in Spanish, chosen before the file
// imports its screens. A file that switched back to English for its end is met in Spanish again.
await speak("es");
beforeAll(() => speak("es"));
