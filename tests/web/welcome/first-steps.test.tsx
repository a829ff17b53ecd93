import { api, http, json, server } from "../msw";
import { renderApp, screen, waitFor, waitForPath, within } from "../render";

/** The customer's counts: how many lines, cards and refills the list calls say they have. */
function answerCounts(counts: { lines: number; cards: number; refills: number }) {
  const page = (count: number) => json({ count, next: null, previous: null, results: [] });
  server.use(
    http.get(api("/api/phones/"), () => page(counts.lines)),
    http.get(api("/api/payments/cards/"), () => page(counts.cards)),
    http.get(api("/api/transactions/"), () => page(counts.refills)),
  );
}

const steps = async () =>
  within(within(await screen.findByRole("main")).getByRole("list")).findAllByRole("listitem");

describe("/welcome (a new customer's first steps)", () => {
  it("a customer with nothing yet: three steps, the first one to take now", async () => {
    answerCounts({ lines: 0, cards: 0, refills: 0 });
    const { user } = renderApp("/welcome", { as: "customer" });
    expect(await screen.findByText(/^Three steps and your line is refilled/)).toBeInTheDocument();
    const [line, card, refill] = await steps();
    const addLine = await within(line).findByRole("button", { name: "Add a phone number" });
    expect(addLine).toHaveClass("ant-btn-primary");
    expect(within(card).getByRole("button", { name: "Add a card" })).not.toHaveClass("ant-btn-primary");
    expect(within(refill).getByRole("button", { name: "Refill Now" })).toBeInTheDocument();
    await user.click(addLine);
    // The line form opens over the list, which adds its paging to the address once its code has loaded.
    await waitFor(() => expect(window.location.pathname).toBe("/phone-numbers/create"));
  });

  it("a line and a card already: both done, the refill is next", async () => {
    answerCounts({ lines: 1, cards: 2, refills: 0 });
    renderApp("/welcome", { as: "customer" });
    await waitFor(async () => {
      const [line, card] = await steps();
      expect(line).toHaveTextContent("Done");
      expect(card).toHaveTextContent("Done");
    });
    const [, , refill] = await steps();
    expect(within(refill).getByRole("button", { name: "Refill Now" })).toHaveClass("ant-btn-primary");
  });

  it("everything done: says so, and leads to the refills", async () => {
    answerCounts({ lines: 1, cards: 1, refills: 3 });
    renderApp("/welcome", { as: "customer" });
    expect(await screen.findByText(/^You are all set/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See my refills" })).toHaveAttribute("href", "/transactions");
  });

  it("a failed count says so and tries again", async () => {
    answerCounts({ lines: 0, cards: 0, refills: 0 });
    server.use(http.get(api("/api/payments/cards/"), () => json({ detail: "down" }, 500)));
    const { user } = renderApp("/welcome", { as: "customer" });
    expect(await screen.findByText("Your steps could not be loaded.")).toBeInTheDocument();
    answerCounts({ lines: 0, cards: 0, refills: 0 });
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() =>
      expect(screen.queryByText("Your steps could not be loaded.")).not.toBeInTheDocument(),
    );
  });

  it("staff are sent to their home", async () => {
    answerCounts({ lines: 0, cards: 0, refills: 0 });
    server.use(http.get(api("/api/dashboard/"), () => json({ detail: "not in this test" }, 500)));
    renderApp("/welcome", { as: "member" });
    await waitForPath("/dashboard");
  });
});
