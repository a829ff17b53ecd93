import { api, http, json, noContent, recordRequests, server } from "../msw";
import {
  member,
  message,
  page,
  phoneLine,
  profileHandler,
  savedCard,
  saveSession,
  scheduledRefill,
} from "../fixtures";
import { makeTransaction, NO_COUNTS } from "../transactions/harness";
import {
  answerConfirm,
  findConfirm,
  findNotice,
  renderApp,
  screen,
  signedInAs,
  waitFor,
  within,
} from "../render";
import { answerCaseyHijacked, casey } from "./app";

/** The first screen of a test loads the lazy screens and antd: give it time. */
const pageReady = () => screen.findByText("casey@example.test", undefined, { timeout: 20_000 });

describe("/customers/{id}", () => {
  function recordsApi(overrides: Partial<Record<string, () => Response>> = {}) {
    const rows: Record<string, unknown[]> = {
      "/api/phones/": [
        phoneLine({
          id: 1,
          number: "5550100001",
          nickname: "Work",
          carrier_name: "Verizon",
          plan_name: "Unlimited",
          is_active: true,
        }),
      ],
      "/api/payments/cards/": [savedCard({ id: 2, exp_month: 4, exp_year: 2031 })],
      "/api/scheduled-refills/": [],
      "/api/transactions/": [
        makeTransaction({
          id: 77,
          created_at: "2026-05-02T10:00:00Z",
          phone_number_digits: "5550100001",
          plan_name: "Unlimited",
          amount: "25.00",
          status: "success",
        }),
      ],
      "/api/rental/rentals/": [],
      "/api/messages/": [
        message({
          id: 302,
          kind: "password_reset",
          channel: "sms",
          to: "5550100001",
          subject: null,
          body: "Demo Wireless: reset your password",
          status: "failed",
          attempts: 6,
          error: "The number opted out of text messages.",
          sent_at: null,
        }),
      ],
    };
    server.use(
      http.get(api("/api/company/customers/41/"), () => json(casey)),
      ...Object.entries(rows).map(([path, results]) =>
        http.get(api(path), () => overrides[path]?.() ?? json(page(results))),
      ),
    );
  }

  it("writes numbers, dates and amounts as the other screens do: one line, 'Apr 5, 2026', '$25.00'", async () => {
    signedInAs("member");
    recordsApi({ "/api/scheduled-refills/": () => json(page([scheduledRefill()])) });
    renderApp("/customers/41");
    expect(await pageReady()).toBeInTheDocument();
    const row = (await screen.findByText("Unlimited 25")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Apr 5, 2026")).toBeInTheDocument();
    expect(within(row).getByText("$25.00")).toBeInTheDocument();
    expect(within(row).getByText("(555) 010-0001")).toHaveStyle({ whiteSpace: "nowrap" });
  });

  it("shows the customer's automatic refills with their rule, consent and state", async () => {
    signedInAs("member");
    recordsApi({
      "/api/scheduled-refills/": () =>
        json(
          page([
            scheduledRefill({
              rule: "on_expiry",
              days_before: 0,
              service_ends_on: "2026-04-09",
              next_run_on: "2026-04-09",
              state: "suspended",
              suspended_reason: "Your card was declined.",
              consent: {
                by: 3,
                by_name: "Morgan Member",
                at: "2026-03-01T15:00:00Z",
                channel: "staff",
                address: null,
                terms: "2026-11",
              },
            }),
          ]),
        ),
    });
    renderApp("/customers/41");
    expect(await pageReady()).toBeInTheDocument();
    const row = (await screen.findByText("Unlimited 25")).closest("tr") as HTMLElement;
    expect(within(row).getByText("When the plan runs out")).toBeInTheDocument();
    expect(within(row).getByText("Suspended")).toBeInTheDocument();
    expect(
      within(row).getByText("Morgan Member · Mar 1, 2026 · Staff, on the customer's word"),
    ).toBeInTheDocument();
  });

  it("shows the customer and each section with its rows, empty state or error", async () => {
    signedInAs("member");
    recordsApi({ "/api/rental/rentals/": () => json({ detail: "Rentals are down." }, 500) });
    const requests = recordRequests();
    renderApp("/customers/41");
    expect(await pageReady()).toBeInTheDocument();
    expect(await screen.findByText("Visa •••• 4242")).toBeInTheDocument();
    expect(await screen.findByText("$25.00")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "77" })).toHaveAttribute("href", "/transactions/77");
    expect(await screen.findByText("No scheduled refills.")).toBeInTheDocument();
    expect(await screen.findByText("Rentals are down.")).toBeInTheDocument();

    const byPath = (p: string) => Object.fromEntries(requests.find((r) => r.path === p)!.search);
    expect(byPath("/api/phones/")).toMatchObject({ user: "41" });
    expect(byPath("/api/payments/cards/")).toMatchObject({ user: "41" });
    expect(byPath("/api/scheduled-refills/")).toMatchObject({ user: "41" });
    expect(byPath("/api/transactions/")).toMatchObject({
      user: "41",
      page_size: "10",
      ordering: "-created_at",
    });
    expect(byPath("/api/rental/rentals/")).toMatchObject({
      user: "41",
      page_size: "10",
      hide_returned: "true",
    });
    expect(byPath("/api/messages/")).toMatchObject({ user: "41", page_size: "10", ordering: "-created_at" });
  });

  it("shows the messages sent to the customer: when, what, where, and why one failed", async () => {
    signedInAs("member");
    recordsApi();
    renderApp("/customers/41");
    await pageReady();
    const section = await screen.findByRole("generic", { name: "Latest messages" });
    const row = (await within(section).findByText("Password reset")).closest("tr") as HTMLElement;
    for (const text of [
      "Nov 20, 2026",
      "(555) 010-0001",
      "Text message",
      "Failed",
      "opted out of text messages",
    ])
      expect(row).toHaveTextContent(text);
  });

  it("writes times on the company's clock, not the browser's: a Los Angeles company reads its own hours", async () => {
    saveSession({ token: "t-la", email: "member@demo.test" });
    server.use(profileHandler({ "t-la": member({ company_time_zone: "America/Los_Angeles" }) }));
    recordsApi();
    renderApp("/customers/41");
    await pageReady();
    // casey.created_at is 10:00 UTC on May 1: 3 am in Los Angeles (PDT).
    const since = screen.getByText("Customer since").closest("tr") as HTMLElement;
    expect(since).toHaveTextContent("May 1, 2026 3:00 AM");
    // A list's date column too (the transactions section: 10:00 UTC on May 2).
    expect(await screen.findByText("May 2, 2026 3:00 AM")).toBeInTheDocument();
  });

  it("shows the customer's consent to texts: the number and since when", async () => {
    signedInAs("member");
    recordsApi();
    server.use(
      http.get(api("/api/company/customers/41/"), () =>
        json({ ...casey, sms_phone: "5550100042", sms_consent_at: "2026-11-02T15:00:00Z" }),
      ),
    );
    renderApp("/customers/41");
    await pageReady();
    const textsRow = screen.getByText("Text messages", { selector: "th *, th" }).closest("tr") as HTMLElement;
    expect(textsRow).toHaveTextContent("(555) 010-0042, agreed on Nov 2, 2026");
  });

  it("never shows the customer's PIN, only whether there is one", async () => {
    signedInAs("member");
    recordsApi();
    server.use(http.get(api("/api/company/customers/41/"), () => json({ ...casey, pin_set: true })));
    renderApp("/customers/41");
    await pageReady();
    const pinRow = screen.getByText("Phone sign-in PIN").closest("tr") as HTMLElement;
    expect(pinRow).toHaveTextContent("Set");
    expect(document.body).not.toHaveTextContent("1234");
  });

  it("Send PIN reset asks first, naming where the link goes, then posts the call", async () => {
    signedInAs("member");
    recordsApi();
    server.use(
      http.get(api("/api/company/customers/41/"), () => json({ ...casey, pin_set: true })),
      http.post(api("/api/company/customers/41/pin-reset/"), () => json({ ...casey, pin_set: true })),
    );
    const { user, requests } = renderApp("/customers/41");
    await pageReady();
    await user.click(screen.getByRole("button", { name: "Send PIN reset" }));
    const question = "E-mail Casey Cruz a link to choose a new PIN?";
    expect(await findConfirm(question)).toHaveTextContent("The link goes to casey@example.test");
    expect(requests.filter((r) => r.method === "POST")).toEqual([]);
    await answerConfirm(user, question, "Send PIN reset");
    await findNotice("PIN reset sent");
    expect(requests.filter((r) => r.method === "POST").map((r) => r.path)).toEqual([
      "/api/company/customers/41/pin-reset/",
    ]);
  });

  it("Remove PIN asks first, then deletes the PIN; without a PIN there is nothing to remove", async () => {
    signedInAs("member");
    recordsApi();
    let pinSet = true;
    server.use(
      http.get(api("/api/company/customers/41/"), () => json({ ...casey, pin_set: pinSet })),
      http.delete(api("/api/company/customers/41/pin/"), () => {
        pinSet = false;
        return noContent();
      }),
    );
    const { user, requests } = renderApp("/customers/41");
    await pageReady();
    await user.click(screen.getByRole("button", { name: "Remove PIN" }));
    await answerConfirm(user, "Remove Casey Cruz's PIN?", "Remove PIN");
    await findNotice("PIN removed");
    expect(requests.filter((r) => r.method === "DELETE").map((r) => r.path)).toEqual([
      "/api/company/customers/41/pin/",
    ]);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Remove PIN" })).not.toBeInTheDocument());
    expect(screen.getByText("Phone sign-in PIN").closest("tr")).toHaveTextContent("None");
  });

  it("View as customer asks first, naming the customer, then takes over their session through the hijack call", async () => {
    signedInAs("member");
    recordsApi();
    server.use(
      http.post(api("/api/company/customers/41/hijack/"), () => json({ token: "t-taken" })),
      http.get(api("/api/transactions/counters/"), () => json(NO_COUNTS)),
    );
    const { user, services, requests } = renderApp("/customers/41");
    await pageReady();
    answerCaseyHijacked("t-taken");
    await user.click(screen.getByRole("button", { name: /View as customer/ }));
    const question = "View the site as Casey Cruz?";
    expect(await findConfirm(question)).toHaveTextContent("You will act as them until you release.");
    expect(requests.filter((r) => r.path.endsWith("/hijack/"))).toEqual([]);
    await answerConfirm(user, question, "View as customer");
    await findNotice("You are viewing site as another user");
    expect(window.localStorage.getItem("hijackToken")).toBe("t-taken");
    expect(window.localStorage.getItem("token")).toBe("t-member");
    expect(services.session.authorization()).toBe("Token t-taken");
  });

  it("a failed hijack says so and keeps the member's own session", async () => {
    signedInAs("member");
    recordsApi();
    server.use(
      http.post(api("/api/company/customers/41/hijack/"), () => json({ detail: "Not found." }, 404)),
    );
    const { user } = renderApp("/customers/41");
    await pageReady();
    await user.click(screen.getByRole("button", { name: /View as customer/ }));
    await answerConfirm(user, "View the site as Casey Cruz?", "View as customer");
    await findNotice("Failed to log in as another user");
    expect(window.localStorage.getItem("hijackToken")).toBeNull();
    await waitFor(() => expect(window.location.pathname).toBe("/customers/41"));
  });

  it("an unknown customer is a not-found result", async () => {
    signedInAs("member");
    server.use(http.get(api("/api/company/customers/999/"), () => json({ detail: "Not found." }, 404)));
    renderApp("/customers/999");
    expect(await screen.findByText("Customer not found", undefined, { timeout: 20_000 })).toBeInTheDocument();
  });
});
