import { act, render } from "@testing-library/react";
import { type Screens, useScreens } from "../../../src/components/layout/useScreens";
import { onAPhone, widthMatches } from "../refill-now/phone";

/** What a component saw on each of its renders. */
function recordRenders() {
  const seen: Screens[] = [];
  function Probe() {
    seen.push(useScreens());
    return null;
  }
  return { seen, Probe };
}

describe("useScreens on a desk (1280 px)", () => {
  it("knows the breakpoints from the first render and renders once", () => {
    const { seen, Probe } = recordRenders();
    render(<Probe />);
    // antd's Grid.useBreakpoint answered {} first, then rendered again with these.
    expect(seen).toEqual([{ xs: false, sm: true, md: true, lg: true, xl: true, xxl: false }]);
  });
});

describe("useScreens on a phone (390 px)", () => {
  onAPhone();

  it("knows the breakpoints from the first render and renders once", () => {
    const { seen, Probe } = recordRenders();
    render(<Probe />);
    expect(seen).toEqual([{ xs: true, sm: false, md: false, lg: false, xl: false, xxl: false }]);
  });

  it("renders again when the screen crosses a breakpoint (a phone turned)", () => {
    const phone = window.matchMedia;
    const listeners = new Set<() => void>();
    let width = 390;
    window.matchMedia = ((query: string) => ({
      ...phone(query),
      matches: widthMatches(query, width),
      addEventListener: (_: string, listener: () => void) => {
        listeners.add(listener);
      },
      removeEventListener: (_: string, listener: () => void) => {
        listeners.delete(listener);
      },
    })) as unknown as typeof window.matchMedia;
    try {
      const { seen, Probe } = recordRenders();
      const { unmount } = render(<Probe />);
      expect(seen).toHaveLength(1);
      width = 844;
      act(() => listeners.forEach((listener) => listener()));
      expect(seen.at(-1)).toEqual({ xs: false, sm: true, md: true, lg: false, xl: false, xxl: false });
      expect(seen).toHaveLength(2);
      unmount();
      expect(listeners.size).toBe(0);
    } finally {
      window.matchMedia = phone;
    }
  });
});
