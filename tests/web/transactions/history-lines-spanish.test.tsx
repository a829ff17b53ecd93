import { within } from "@testing-library/react";
import { en } from "../../../src/i18n/en";
import { es } from "../../../src/i18n/es";
import { member } from "../fixtures";
import { englishOnly, expectNoEnglish, importInSpanish } from "../i18n/spanish";
import { answerHistoryOf, EVENT_CODES, timelineWith } from "./history-lines";

const render = importInSpanish(() => import("../render"));
/** The history's English and the refill statuses' (a retried refill's former status): none may remain. */
const ENGLISH = englishOnly(
  { history: en.transactions.history, status: en.transactions.status },
  { history: es.transactions.history, status: es.transactions.status },
);

describe("a refill's history: what each person's step says, in Spanish", () => {
  it.each(EVENT_CODES)("%s", async (_, event, _english, spanish) => {
    answerHistoryOf(event);
    render.renderApp("/transactions/101", { as: member({ language: "es" }) });
    const timeline = await timelineWith(spanish);
    expect(within(timeline).getByText(spanish)).toBeInTheDocument();
    expectNoEnglish(timeline, ENGLISH);
  });
});
