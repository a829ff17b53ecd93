import { useLayoutEffect, useState } from "react";

/** antd's breakpoints (its screen tokens; src/theme.ts keeps antd's), as Grid.useBreakpoint asks them. */
const QUERIES = {
  xs: "(max-width: 575px)",
  sm: "(min-width: 576px)",
  md: "(min-width: 768px)",
  lg: "(min-width: 992px)",
  xl: "(min-width: 1200px)",
  xxl: "(min-width: 1600px)",
} as const;

export type Screens = Record<keyof typeof QUERIES, boolean>;

const BREAKPOINTS = Object.keys(QUERIES) as (keyof typeof QUERIES)[];

function readScreens(): Screens {
  return Object.fromEntries(
    BREAKPOINTS.map((name) => [name, window.matchMedia(QUERIES[name]).matches]),
  ) as Screens;
}

/**
 * Which of antd's breakpoints the screen reaches, as Grid.useBreakpoint answers once it has looked, but known
 * from the first render: antd's hook answers nothing (every breakpoint undefined) on the first render and
 * renders its component again in a layout effect, so a phone drew the desk's side menu, the wide order page
 * and the desk's header before drawing them again for the phone (issue 40). This one renders again only when
 * the screen crosses a breakpoint (a window resized, a phone turned).
 */
export function useScreens(): Screens {
  const [screens, setScreens] = useState(readScreens);
  const [first] = useState(screens);
  useLayoutEffect(() => {
    // A query's change event fires only when it stops or starts matching: the screens did change.
    const update = () => setScreens(readScreens());
    const lists = BREAKPOINTS.map((name) => window.matchMedia(QUERIES[name]));
    for (const list of lists) list.addEventListener?.("change", update);
    // A change between the first render and this effect; none (as a rule) renders nothing again.
    const now = readScreens();
    if (BREAKPOINTS.some((name) => now[name] !== first[name])) setScreens(now);
    return () => {
      for (const list of lists) list.removeEventListener?.("change", update);
    };
  }, [first]);
  return screens;
}
