import { afterEach, beforeEach } from "vitest";

/** Whether a media query's `min-width` and `max-width` (px) hold on a screen `width` px wide. */
export function widthMatches(query: string, width: number) {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

/**
 * The file's tests on a 390 px wide phone (tests/web/setup.ts draws a 1280 px desktop): antd's breakpoints
 * (Grid.useBreakpoint, a column's `responsive`) read matchMedia.
 */
export function onAPhone(width = 390) {
  const desktop = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      ...desktop(query),
      matches: widthMatches(query, width),
    })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = desktop;
  });
}

/** `a` comes before `b` in the page (what a phone shows higher up in its single column). */
export const comesBefore = (a: Element, b: Element) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
