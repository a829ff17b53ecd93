import { act, render, screen } from "@testing-library/react";
import { WhenNearView } from "../../../../src/components/layout/WhenNearView";

/**
 * WhenNearView: what a phone shows far below its first screen (the dashboard's charts) renders as its place
 * comes near the screen, or when the page is printed; the placeholder holds the place until then.
 */
type Watched = {
  callback: IntersectionObserverCallback;
  options?: IntersectionObserverInit;
  elements: Element[];
};
let observers: Watched[] = [];

class FakeIntersectionObserver {
  private watched: Watched;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.watched = { callback, options, elements: [] };
    observers.push(this.watched);
  }
  observe(element: Element) {
    this.watched.elements.push(element);
  }
  disconnect() {
    observers = observers.filter((watched) => watched !== this.watched);
  }
}

/** The browser reporting whether the watched place is within the observer's margin of the screen. */
function scrolled(isIntersecting: boolean) {
  for (const { callback, elements } of observers)
    act(() =>
      callback(
        elements.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      ),
    );
}

const chart = (
  <WhenNearView placeholder={<p>Loading the chart</p>}>
    <p>The chart</p>
  </WhenNearView>
);

describe("WhenNearView", () => {
  beforeEach(() => {
    observers = [];
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the placeholder until the place comes within 400 px of the screen, then the children for good", () => {
    render(chart);
    expect(screen.getByText("Loading the chart")).toBeInTheDocument();
    expect(screen.queryByText("The chart")).not.toBeInTheDocument();
    expect(observers[0].options?.rootMargin).toBe("400px 0px");

    scrolled(false);
    expect(screen.queryByText("The chart")).not.toBeInTheDocument();

    scrolled(true);
    expect(screen.getByText("The chart")).toBeInTheDocument();
    expect(screen.queryByText("Loading the chart")).not.toBeInTheDocument();
    // nothing left watching the screen
    expect(observers).toEqual([]);
  });

  it("renders the children when the page is printed, even far from the screen", () => {
    render(chart);
    act(() => {
      window.dispatchEvent(new Event("beforeprint"));
    });
    expect(screen.getByText("The chart")).toBeInTheDocument();
  });

  it("renders the children at once in a browser without IntersectionObserver", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(chart);
    expect(screen.getByText("The chart")).toBeInTheDocument();
  });
});
