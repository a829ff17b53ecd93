import "@ant-design/v5-patch-for-react-19";
// Screens' texts for tests that load a screen without resources/index.ts (which adds them in the app).
import "../../src/i18n/screen-texts";
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import * as React from "react";
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import { server } from "./msw";
import { answersThatBrokeDocument, holdAnswersToDocument } from "./openapi-answers";

// Role queries skip the (very slow under CSS-in-JS) visibility computation; tests assert presence instead.
// Screens load lazily with antd's tables and dialogs: on a busy machine the first paint of a test can take
// well over Testing Library's default wait. Set here, before every file (see vite.config.ts).
configure({ defaultHidden: true, asyncUtilTimeout: 15_000 });

// antd measures the screen and observes sizes; jsdom has neither. The screen is a 1280 px wide desktop,
// so the layout shows its side menu rather than the mobile drawer.
const SCREEN_WIDTH = 1280;
const matchesWidth = (query: string) => {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  return (!min || SCREEN_WIDTH >= Number(min[1])) && (!max || SCREEN_WIDTH <= Number(max[1]));
};
Object.defineProperty(window, "matchMedia", {
  writable: true,
  configurable: true,
  value: (query: string) => ({
    matches: matchesWidth(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;

// jsdom does no layout, and matching antd's large CSS-in-JS sheets makes each getComputedStyle call cost
// tens of milliseconds (antd, Testing Library and user-event call it constantly). The inline style is
// all a test can rely on anyway. (It also avoids jsdom's "Not implemented" for pseudo-element styles.)
window.getComputedStyle = (element: Element) => (element as HTMLElement).style ?? new CSSStyleDeclaration();
window.scrollTo = () => {};

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(holdAnswersToDocument);
afterEach(async () => {
  cleanup();
  const broken = await answersThatBrokeDocument();
  server.resetHandlers();
  server.events.removeAllListeners();
  window.localStorage.clear();
  window.history.replaceState(null, "", "/");
  // With isolate: false the document outlives a file: a title left by one screen must not pass for the next.
  document.title = "";
  // msw's answers are the server's, as the OpenAPI document says them (openapi-answers.ts).
  expect(broken, "msw answers that break the OpenAPI document").toEqual([]);
});
afterAll(() => server.close());

// React's development build records where each element was created (an Error per element, up to 10,000 a
// second) for the owner stacks of its warnings; the tests read no such stack, and it was a tenth of their time.
const reactInternals = (React as unknown as Record<string, Record<string, unknown>>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
Object.defineProperty(reactInternals, "recentlyCreatedOwnerStacks", { get: () => Infinity, set: () => {} });
