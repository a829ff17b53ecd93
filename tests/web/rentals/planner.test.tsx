import { act, screen, waitFor, within } from "@testing-library/react";
import type { RentalPlanner } from "../../../common/api";
import { resourceDefinitions } from "../../../resources";
import { api, http, json, server } from "../msw";
import { renderApp } from "../render";

const PLANNER = resourceDefinitions.filter((d) => ["rentals", "planner"].includes(d.name));

const PLAN: RentalPlanner = {
  from: "2026-11-30",
  to: "2026-12-13",
  today: "2026-11-30",
  rows: [
    {
      device: 5,
      device_name: "Pocket Hotspot",
      unit: 11,
      serial: "HS-0001",
      status: "out",
      bars: [
        {
          rental: 41,
          user_name: "Casey Customer",
          start_date: "2026-12-01",
          end_date: "2026-12-07",
          status: "picked_up",
          overdue: false,
        },
      ],
    },
  ],
};

/**
 * The browser's offline and online events, which every copy of react-query's onlineManager listens to (the
 * panel's Refine may load a copy other than this file's import).
 */
const goOffline = (offline: boolean) =>
  act(() => void window.dispatchEvent(new Event(offline ? "offline" : "online")));

afterEach(() => goOffline(false));

describe("/planner", () => {
  it("another week: last week's bars are not drawn under its days, and the grid is busy until its plan is there", async () => {
    server.use(http.get(api("/api/rental/planner/"), () => json(PLAN)));
    const { user } = renderApp("/planner", { as: "member", resources: PLANNER });
    const grid = await screen.findByRole("table", { name: "Planner: units and their rentals" });
    await within(grid).findByText("HS-0001");
    expect(grid).toHaveAttribute("aria-busy", "false");

    // With no network react-query holds the next week's call (paused, which is not "loading"), and Refine's
    // queries keep the last answer as a placeholder: it drew last week's bars under the next week's days.
    goOffline(true);
    await user.click(screen.getByRole("button", { name: "Next week" }));
    await waitFor(() => expect(within(grid).queryByText("HS-0001")).toBeNull());
    expect(grid).toHaveAttribute("aria-busy", "true");

    goOffline(false);
    await within(grid).findByText("HS-0001");
    expect(grid).toHaveAttribute("aria-busy", "false");
  });
});
