import { render, screen } from "@testing-library/react";
import { App } from "../../../src/App";
import { QUERY_RETRIES, retryQuery } from "../../../src/providers/query-retry";
import { createServices } from "../../../src/providers/services";
import { member, profileHandler, saveSession } from "../fixtures";
import { api, http, json, recordRequests, server } from "../msw";

describe("asking again for data that failed to load", () => {
  it.each([
    [404, false],
    [403, false],
    [400, false],
    [401, false],
    [0, true],
    [500, true],
    [503, true],
    [408, true],
    [429, true],
  ])("after an answer %i: asks again? %s", (statusCode, again) => {
    expect(retryQuery(0, { statusCode })).toBe(again);
  });

  it("asks again at most twice, and after an error that is no answer of ours too", () => {
    expect(QUERY_RETRIES).toBe(2);
    expect(retryQuery(1, { statusCode: 502 })).toBe(true);
    expect(retryQuery(2, { statusCode: 502 })).toBe(false);
    expect(retryQuery(0, new TypeError("Failed to fetch"))).toBe(true);
  });

  it("a record that is not there says so at once, asked for once, with the panel's own settings", async () => {
    // Not renderApp: it turns retries off for every test; this one runs the panel as it ships.
    saveSession({ token: "t-member", email: member().email });
    server.use(
      profileHandler({ "t-member": member() }),
      http.get(api("/api/rental/rentals/:id/"), () => json({ detail: "Not found." }, 404)),
    );
    window.history.replaceState(null, "", "/rentals/999");
    const requests = recordRequests();
    render(<App services={createServices()} />);
    // Before, react-query asked three more times, 1, 2 and 4 s apart: 7 s on a spinner. The timeout is for
    // the lazy screens in jsdom on a busy machine; the count of requests is the check.
    expect(await screen.findByText("Rental not found", {}, { timeout: 15000 })).toBeInTheDocument();
    expect(requests.filter((r) => r.path === "/api/rental/rentals/999/")).toHaveLength(1);
  });
});
