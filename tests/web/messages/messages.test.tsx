import { screen, within } from "@testing-library/react";
import { api, http, json, server } from "../msw";
import { listHandler, message } from "../fixtures";
import { filterList, findRow, renderApp, warmUp } from "../render";
import { expectFirstPage } from "../lists";

const WELCOME = message();
const FAILED_TEXT = message({
  id: 302,
  kind: "password_reset",
  channel: "sms",
  to: "5550100001",
  subject: null,
  body: "Demo Wireless: your password link {link}",
  status: "failed",
  attempts: 6,
  error: "The number opted out of text messages.",
  sent_at: null,
});

function answerMessages(rows = [WELCOME, FAILED_TEXT]) {
  server.use(listHandler("/api/messages/", rows), listHandler("/api/company/customers/", []));
}

warmUp("/messages", "Welcome", () => answerMessages());

describe("/messages", () => {
  it("shows staff what was sent, to whom, when, and delivered or failed and why", async () => {
    answerMessages();
    const { requests } = renderApp("/messages", { as: "member" });
    const sent = await findRow("Welcome to Demo Wireless");
    for (const text of ["Nov 20, 2026", "Welcome", "Casey Cruz", "casey@example.test", "E-mail", "Sent"])
      expect(sent).toHaveTextContent(text);
    const failed = await findRow("(555) 010-0001");
    for (const text of ["Password reset", "Text message", "Failed", "The number opted out of text messages."])
      expect(failed).toHaveTextContent(text);
    // The provider's own words, English in any panel: marked as such (lang, data-user-content).
    const providerWords = within(failed).getByText("The number opted out of text messages.");
    expect(providerWords).toHaveAttribute("lang", "en");
    expect(providerWords).toHaveAttribute("data-user-content");
    expect(screen.getByRole("combobox", { name: "Filter by customer" })).toBeInTheDocument();
    expectFirstPage(requests, "/api/messages/", "-created_at");
  });

  it("filters by channel and status on the server", async () => {
    answerMessages();
    const view = renderApp("/messages", { as: "member" });
    await findRow("Welcome to Demo Wireless");
    await filterList(view, "/api/messages/", { label: "Filter by channel", option: "Text message" }, [
      "channel",
      "sms",
    ]);
    await filterList(view, "/api/messages/", { label: "Filter by status", option: "Failed" }, [
      "status",
      "failed",
    ]);
  });

  it("shows a customer their own messages, without the customer filter", async () => {
    answerMessages([WELCOME]);
    renderApp("/messages", { as: "customer" });
    const row = await findRow("Welcome to Demo Wireless");
    expect(within(row).queryByText("Casey Cruz")).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Filter by customer" })).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch messages' when the list fails", async () => {
    answerMessages();
    server.use(http.get(api("/api/messages/"), () => json({ detail: "Database unavailable." }, 500)));
    renderApp("/messages", { as: "member" });
    expect(await screen.findByText("Failed to fetch messages")).toBeInTheDocument();
  });
});
