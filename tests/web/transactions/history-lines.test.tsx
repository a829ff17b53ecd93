import { within } from "@testing-library/react";
import { renderApp, warmUp } from "../render";
import { makeDetail } from "./harness";
import { api, http, json, server } from "../msw";
import { answerHistoryOf, EVENT_CODES, timelineWith } from "./history-lines";

warmUp("/transactions/101", "Transaction #101", () =>
  server.use(http.get(api("/api/transactions/101/"), () => json(makeDetail()))),
);

describe("a refill's history: what each person's step says, in English", () => {
  it.each(EVENT_CODES)("%s", async (_, event, english) => {
    answerHistoryOf(event);
    renderApp("/transactions/101", { as: "member" });
    const timeline = await timelineWith(english);
    expect(within(timeline).getByText(english)).toBeInTheDocument();
    // The note staff wrote, as written, on its own line.
    if (event.message) expect(within(timeline).getByText(event.message)).toBeInTheDocument();
  });
});
