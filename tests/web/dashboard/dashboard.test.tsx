import type { MockInstance } from "vitest";
import type { Dashboard } from "@common/api";
import { createServices, type Services } from "../../../src/providers/services";
import { api, http, json, server } from "../msw";
import {
  currentPath,
  findSideMenu,
  lastQuery,
  renderApp,
  screen,
  visit,
  waitFor,
  waitForPath,
  warmUp,
  within,
} from "../render";
import { answerList as answerTransactions, makeTransaction } from "../transactions/harness";
import { answerList as answerRentals } from "../rentals/harness";
import { expectRangeShown } from "../lists";
import { dispute, listHandler } from "../fixtures";

/** The company's answer on Nov 26, 2026 in New York, unless a test says otherwise. */
function dashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  const base = {
    range: "today" as const,
    from: "2026-11-26",
    to: "2026-11-26",
    time_zone: "America/New_York",
    refills: 12,
    succeeded: 8,
    failed: 2,
    pending: 2,
    sales: "345.50",
    gross_revenue: "612.00",
    refunds: "40.00",
    net_revenue: "572.00",
    success_rate: 0.8,
    waiting: { error: 3, action_required: 1 },
    disputes_needing_response: 2,
    fees: "17.45",
    margin: { revenue: "305.50", cost: "270.10", fees: "11.20", gross_margin: "24.20" },
    automatic_refills: { enrolled: 3, due_7d: 2, suspended: 1 },
    wallet: null as Dashboard["wallet"],
    rentals: {
      going_out_today: 4,
      due_back_today: 2,
      overdue: 5,
      owing: 6,
      balances_due: "1290.00",
      deposits_held: "520.00",
    },
    days: [
      {
        day: "2026-11-26",
        refills: 12,
        succeeded: 8,
        failed: 2,
        pending: 2,
        sales: "345.50",
        gross_revenue: "612.00",
        refunds: "40.00",
        net_revenue: "572.00",
      },
    ],
    carriers: [
      {
        carrier: 31,
        carrier_name: "Tello Mobile",
        refills: 9,
        succeeded: 6,
        failed: 2,
        pending: 1,
        sales: "300.00",
        margin: { revenue: "260.00", cost: "231.00", fees: "9.10", gross_margin: "19.90" },
      },
      {
        carrier: 32,
        carrier_name: "Mint",
        refills: 3,
        succeeded: 2,
        failed: 0,
        pending: 1,
        sales: "45.50",
        margin: { revenue: "45.50", cost: "39.10", fees: "2.10", gross_margin: "4.30" },
      },
    ],
  };
  return { ...base, ...overrides };
}

const WEEK = dashboard({
  range: "7d",
  from: "2026-11-20",
  days: ["20", "21", "22", "23", "24", "25", "26"].map((d) => ({
    day: `2026-11-${d}`,
    refills: 1,
    succeeded: 1,
    failed: 0,
    pending: 0,
    sales: "10.00",
    gross_revenue: "10.00",
    refunds: "0.00",
    net_revenue: "10.00",
  })),
  refills: 70,
});

/** GET /api/dashboard/ answering by its range (a 400 for one it does not know, as the server). */
function answerDashboard(byRange: Partial<Record<string, Dashboard>> = { today: dashboard(), "7d": WEEK }) {
  server.use(
    http.get(api("/api/dashboard/"), ({ request }) => {
      const range = new URL(request.url).searchParams.get("range") ?? "today";
      const answer = byRange[range];
      return answer ? json(answer) : json({ range: ["Unknown range."] }, 400);
    }),
  );
}

/** A link's list filters, as `field=value` pairs in the order written (the address Refine's lists read). */
function filtersOf(link: HTMLElement): Record<string, string> {
  const href = link.getAttribute("href")!;
  const search = new URLSearchParams(href.slice(href.indexOf("?") + 1));
  const out: Record<string, string> = {};
  for (let i = 0; search.has(`filters[${i}][field]`); i++) {
    expect(search.get(`filters[${i}][operator]`)).toBe("eq");
    out[search.get(`filters[${i}][field]`)!] = search.get(`filters[${i}][value]`)!;
  }
  return out;
}

const figure = (name: string) => screen.findByRole("link", { name: new RegExp(`^${name}: `) });

warmUp("/dashboard", "Tello Mobile", () => answerDashboard());

describe("/dashboard", () => {
  it("a member opening / lands on it and reads today's figures, as of the company's day and zone", async () => {
    answerDashboard();
    const { requests } = renderApp("/", { as: "member" });
    await waitForPath("/dashboard");
    expect(await figure("Refills")).toHaveAccessibleName("Refills: 12");
    expect(screen.getByRole("link", { name: /^Succeeded: / })).toHaveAccessibleName("Succeeded: 8");
    expect(screen.getByRole("link", { name: /^Refill sales: / })).toHaveAccessibleName(
      "Refill sales: $345.50",
    );
    // the money kept, net of refunds, with what it is made of beside it
    expect(screen.getByText("Money today")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^Net revenue: / })).toHaveAccessibleName("Net revenue: $572.00");
    expect(screen.getByRole("link", { name: /^Refunds: / })).toHaveAccessibleName("Refunds: -$40.00");
    expect(screen.getByText("Processor fees").closest(".figure-card")).toHaveTextContent("$17.45");
    const gross = screen.getByText("Gross revenue").closest(".figure-card") as HTMLElement;
    expect(gross).toHaveTextContent("$612.00");
    expect(within(gross).queryByRole("link")).toBeNull();
    // the margin on today's refills: what they took, what their top-ups and payments cost
    expect(screen.getByText("Margin on today's refills")).toBeInTheDocument();
    const margin = screen.getByText("Gross margin", { selector: ".figure-title *" });
    expect(margin.closest(".figure-card")).toHaveTextContent("$24.20");
    expect(screen.getByRole("link", { name: /^Refill revenue: / })).toHaveAccessibleName(
      "Refill revenue: $305.50",
    );
    expect(
      screen.getByText("Top-up cost", { selector: ".figure-title *" }).closest(".figure-card"),
    ).toHaveTextContent("$270.10");
    expect(screen.getByText("Refill fees").closest(".figure-card")).toHaveTextContent("$11.20");
    // and per carrier, in its table (which loads after the figures)
    const tello = (await screen.findByRole("link", { name: "Tello Mobile" })).closest("tr") as HTMLElement;
    expect(tello).toHaveTextContent("$231.00");
    expect(tello).toHaveTextContent("$19.90");
    expect(screen.getByRole("link", { name: /^Failed: / })).toHaveAccessibleName("Failed: 2");
    expect(screen.getByRole("link", { name: /^Pending: / })).toHaveAccessibleName("Pending: 2");
    expect(screen.getByRole("link", { name: /^In error: / })).toHaveAccessibleName("In error: 3");
    expect(screen.getByRole("link", { name: /^Action required: / })).toHaveAccessibleName(
      "Action required: 1",
    );
    expect(screen.getByRole("link", { name: /^Going out today: / })).toHaveAccessibleName(
      "Going out today: 4",
    );
    expect(screen.getByRole("link", { name: /^Due back today: / })).toHaveAccessibleName("Due back today: 2");
    expect(screen.getByRole("link", { name: /^Overdue: / })).toHaveAccessibleName("Overdue: 5");
    expect(screen.getByRole("link", { name: /^Balances due/ })).toHaveAccessibleName(
      "Balances due: $1,290.00, 6 rentals",
    );
    // the success rate and the deposits held lead to no list
    const rate = screen.getByText("Success rate").closest(".figure-card")!;
    expect(rate).toHaveTextContent("80%");
    expect(within(rate as HTMLElement).queryByRole("link")).toBeNull();
    const deposits = screen.getByText("Deposits held").closest(".figure-card") as HTMLElement;
    expect(deposits).toHaveTextContent("$520.00");
    expect(within(deposits).queryByRole("link")).toBeNull();
    expect(within(deposits).getByLabelText(/Deposits customers paid/)).toBeInTheDocument();

    expect(
      screen.getByText(/As of Nov 26, 2026, in the company's time zone \(America\/New_York\)/),
    ).toBeVisible();
    expect(lastQuery(requests, "/api/dashboard/").get("range")).toBe("today");
    // the charts' numbers are in tables too, each row a link to its refills
    expect(filtersOf(screen.getByRole("link", { name: "Mint" }))).toEqual({
      created_after: "2026-11-26",
      created_before: "2026-11-26",
      plan__carrier: "32",
    });
    expect(filtersOf(screen.getByRole("link", { name: "Nov 26, 2026" }))).toEqual({
      created_after: "2026-11-26",
      created_before: "2026-11-26",
    });
  });

  it("each figure links to the list it counts, filtered as the server's tests compare them", async () => {
    answerDashboard();
    renderApp("/dashboard", { as: "member" });
    const range = { created_after: "2026-11-26", created_before: "2026-11-26" };
    const expected: Array<[string, string, Record<string, string>]> = [
      ["Refills", "/transactions", range],
      ["Succeeded", "/transactions", { ...range, status: "success" }],
      ["Refill sales", "/transactions", { ...range, status: "success" }],
      ["Net revenue", "/charges", range],
      ["Refunds", "/charges", { ...range, kind: "refund", status: "succeeded" }],
      ["Failed", "/transactions", { ...range, status: "error,action_required,resolved" }],
      ["Pending", "/transactions", { ...range, status: "in_queue,in_progress" }],
      ["In error", "/transactions", { status: "error" }],
      ["Action required", "/transactions", { status: "action_required" }],
      [
        "Disputes needing a response",
        "/disputes",
        { status: "warning_needs_response,needs_response,appeal_needs_response" },
      ],
      [
        "Going out today",
        "/rentals",
        { start_after: "2026-11-26", start_before: "2026-11-26", status: "preorder,ready_for_pickup" },
      ],
      [
        "Due back today",
        "/rentals",
        { end_after: "2026-11-26", end_before: "2026-11-26", status: "picked_up" },
      ],
      ["Overdue", "/rentals", { end_before: "2026-11-25", status: "picked_up" }],
      ["Balances due", "/rentals", { has_balance: "true", hide_returned: "" }],
    ];
    for (const [name, list, filters] of expected) {
      const link = await screen.findByRole("link", { name: new RegExp(`^${name}: `) });
      expect(link.getAttribute("href")!.split("?")[0]).toBe(list);
      expect({ name, filters: filtersOf(link) }).toEqual({ name, filters });
    }
  });

  it("the Failed figure opens the refills list sending its range and statuses", async () => {
    answerDashboard();
    answerTransactions([makeTransaction({ status: "error" })]);
    const { user, requests } = renderApp("/dashboard", { as: "member" });
    await user.click(await figure("Failed"));
    await waitFor(() => expect(requests.some((r) => r.path === "/api/transactions/")).toBe(true));
    const sent = lastQuery(requests, "/api/transactions/");
    expect(sent.get("created_after")).toBe("2026-11-26");
    expect(sent.get("created_before")).toBe("2026-11-26");
    expect(sent.get("status")).toBe("error,action_required,resolved");
    expect(window.location.pathname).toBe("/transactions");
  });

  it("Disputes needing a response opens the disputes list showing that choice and asking those statuses", async () => {
    answerDashboard();
    server.use(listHandler("/api/disputes/", [dispute()]), listHandler("/api/company/customers/", []));
    const { user, requests } = renderApp("/dashboard", { as: "member" });
    const tile = await figure("Disputes needing a response");
    expect(tile).toHaveAccessibleName("Disputes needing a response: 2");
    await user.click(tile);
    await waitFor(() => expect(requests.some((r) => r.path === "/api/disputes/")).toBe(true));
    expect(lastQuery(requests, "/api/disputes/").get("status")).toBe(
      "warning_needs_response,needs_response,appeal_needs_response",
    );
    expect(window.location.pathname).toBe("/disputes");
    expect(await screen.findByTitle("Needing a response")).toBeInTheDocument();
  });

  it("Balances due opens the rentals owing, returned ones included; Due back today shows its end days in the bar", async () => {
    answerDashboard();
    answerRentals([]);
    const { user, requests } = renderApp("/dashboard", { as: "member" });
    await user.click(await screen.findByRole("link", { name: /^Balances due/ }));
    await waitFor(() => expect(requests.some((r) => r.path === "/api/rental/rentals/")).toBe(true));
    let sent = lastQuery(requests, "/api/rental/rentals/");
    expect(sent.get("has_balance")).toBe("true");
    expect(sent.has("hide_returned")).toBe(false);

    visit("/dashboard");
    await user.click(await figure("Due back today"));
    await waitFor(() => {
      sent = lastQuery(requests, "/api/rental/rentals/");
      expect(sent.get("end_after")).toBe("2026-11-26");
    });
    expect(sent.get("end_before")).toBe("2026-11-26");
    expect(sent.get("status")).toBe("picked_up");
    // the bar shows what narrows the list (resources/rentals/index.tsx declares the end days)
    await expectRangeShown("Ending between", "Nov 26, 2026", "Nov 26, 2026");
  });

  it("the range is chosen above the figures, refetched and kept in the address", async () => {
    answerDashboard();
    const { user, requests } = renderApp("/dashboard", { as: "member" });
    await figure("Refills");
    await user.click(screen.getByText("7 days"));
    await waitFor(() => expect(currentPath()).toBe("/dashboard?range=7d"));
    await waitFor(() => expect(lastQuery(requests, "/api/dashboard/").get("range")).toBe("7d"));
    expect(await figure("Refills")).toHaveAccessibleName("Refills: 70");
    expect(screen.getByText(/Nov 20, 2026 to Nov 26, 2026/)).toBeVisible();
    expect(filtersOf(screen.getByRole("link", { name: /^Refills: / }))).toEqual({
      created_after: "2026-11-20",
      created_before: "2026-11-26",
    });
    await user.click(screen.getByText("Today"));
    await waitFor(() => expect(currentPath()).toBe("/dashboard"));
    expect(await figure("Refills")).toHaveAccessibleName("Refills: 12");
  });

  it("another range: today's figures are not shown as the week's while the week's are asked", async () => {
    let answerWeek = () => {};
    const weekAsked = new Promise<void>((resolve) => (answerWeek = resolve));
    server.use(
      http.get(api("/api/dashboard/"), async ({ request }) => {
        if (new URL(request.url).searchParams.get("range") !== "7d") return json(dashboard());
        await weekAsked;
        return json(WEEK);
      }),
    );
    const { user } = renderApp("/dashboard", { as: "member" });
    expect(await figure("Refills")).toHaveAccessibleName("Refills: 12");
    await user.click(screen.getByText("7 days"));
    await waitFor(() => expect(currentPath()).toBe("/dashboard?range=7d"));
    // Refine's queries keep the last answer while the next loads: today's 12 refills stood for the week.
    await waitFor(() => expect(screen.queryByRole("link", { name: /^Refills: / })).toBeNull());
    answerWeek();
    expect(await figure("Refills")).toHaveAccessibleName("Refills: 70");
  });

  it("opens on the range its address says", async () => {
    answerDashboard({ "30d": dashboard({ range: "30d", from: "2026-10-28", refills: 300 }) });
    const { requests } = renderApp("/dashboard?range=30d", { as: "owner" });
    expect(await figure("Refills")).toHaveAccessibleName("Refills: 300");
    expect(lastQuery(requests, "/api/dashboard/").get("range")).toBe("30d");
    expect(screen.getByRole("radio", { name: "30 days" })).toBeChecked();
  });

  it("a range it does not know in the address (even __proto__) reads as today", async () => {
    answerDashboard();
    const { requests } = renderApp("/dashboard?range=__proto__", { as: "member" });
    expect(await figure("Refills")).toHaveAccessibleName("Refills: 12");
    expect(requests.filter((r) => r.path === "/api/dashboard/").map((r) => r.search.get("range"))).toEqual([
      "today",
    ]);
    expect(screen.getByRole("radio", { name: "Today" })).toBeChecked();
  });

  it("says when it cannot be read, and reads it again on Try again", async () => {
    let calls = 0;
    server.use(
      http.get(api("/api/dashboard/"), () => {
        calls += 1;
        return calls === 1 ? json({ detail: "Database unavailable." }, 503) : json(dashboard());
      }),
    );
    const { user } = renderApp("/dashboard", { as: "member" });
    expect(await screen.findByText("Failed to fetch the dashboard")).toBeVisible();
    expect(screen.getByText("Database unavailable.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: /Try again/ }));
    expect(await figure("Refills")).toHaveAccessibleName("Refills: 12");
    expect(screen.queryByText("Failed to fetch the dashboard")).toBeNull();
  });

  it("with no refills in the range: says so instead of empty charts, the other figures still there", async () => {
    answerDashboard({
      today: dashboard({
        refills: 0,
        succeeded: 0,
        failed: 0,
        pending: 0,
        sales: "0.00",
        success_rate: null,
        days: [
          {
            day: "2026-11-26",
            refills: 0,
            succeeded: 0,
            failed: 0,
            pending: 0,
            sales: "0.00",
            gross_revenue: "0.00",
            refunds: "0.00",
            net_revenue: "0.00",
          },
        ],
        carriers: [],
      }),
    });
    renderApp("/dashboard", { as: "member" });
    expect(await screen.findByText(/No refills today yet/)).toBeVisible();
    expect(screen.getByText("Success rate").closest(".figure-card")).toHaveTextContent("—");
    expect(screen.getByRole("link", { name: /^Overdue: / })).toHaveAccessibleName("Overdue: 5");
    expect(screen.queryByText("By carrier")).toBeNull();
  });

  it("a customer is not sent there from /, and /dashboard sends them back to their refills", async () => {
    answerTransactions([makeTransaction()]);
    const { requests } = renderApp("/", { as: "customer" });
    await waitFor(() => expect(window.location.pathname).toBe("/transactions"));
    // The list's frame may be drawn again as its variant for the role arrives: wait for the one that stays.
    await waitFor(() => expect(screen.getByRole("heading", { name: "Transactions" })).toBeVisible());
    expect(within(await findSideMenu()).queryByRole("link", { name: /Dashboard/ })).toBeNull();
    visit("/dashboard");
    await waitFor(() => expect(window.location.pathname).toBe("/transactions"));
    expect(requests.some((r) => r.path === "/api/dashboard/")).toBe(false);
  });
});

describe("/dashboard as the panel starts", () => {
  /** The app as main.tsx starts it, its http.prefetch watched. */
  function started(path: string, as: "member" | "customer") {
    let prefetch: MockInstance<Services["http"]["prefetch"]> | undefined;
    const watched = (reload: () => void) => {
      const services = createServices({ reload });
      prefetch = vi.spyOn(services.http, "prefetch");
      return services;
    };
    const { requests } = renderApp(path, { as, start: true, services: watched });
    const asked = (prefix: string) => (prefetch?.mock.calls ?? []).filter(([p]) => p.startsWith(prefix));
    return { requests, asked };
  }

  it("staff: the figures of the address's range are asked for beside the profile, and the page takes that answer", async () => {
    answerDashboard();
    const { requests, asked } = started("/dashboard?range=7d", "member");
    expect(await figure("Refills")).toHaveAccessibleName("Refills: 70");
    expect(asked("/api/dashboard/")).toEqual([["/api/dashboard/", [["range", "7d"]]]]);
    // Taken by the page: not asked for again.
    const figures = requests.filter((r) => r.path === "/api/dashboard/").map((r) => r.search.toString());
    expect(figures).toEqual(["range=7d"]);
  });

  it("a customer sent away from it is asked for no figures", async () => {
    answerDashboard();
    answerTransactions([makeTransaction()]);
    const { requests, asked } = started("/dashboard", "customer");
    await waitFor(() => expect(window.location.pathname).toBe("/transactions"));
    await waitFor(() => expect(screen.getByRole("heading", { name: "Transactions" })).toBeVisible());
    expect(asked("/api/dashboard/")).toEqual([]);
    expect(requests.some((r) => r.path === "/api/dashboard/")).toBe(false);
  });
});

describe("/dashboard: the top-up wallet (owners)", () => {
  const SIMULATED = {
    provider: "simulated" as const,
    balance: "4975.00",
    currency: "USD",
    read_at: "2026-11-26T15:04:00Z",
  };

  it("owners see its balance as last known; Reloadly's has no button", async () => {
    answerDashboard({ today: dashboard({ wallet: { ...SIMULATED, provider: "reloadly" } }) });
    renderApp("/dashboard", { as: "owner" });
    const wallet = await screen.findByRole("region", { name: "Top-up wallet" });
    expect(wallet).toHaveTextContent("Balance");
    expect(wallet).toHaveTextContent("$4,975.00");
    expect(wallet).toHaveTextContent(/As last read from the top-up provider, Nov 26, 2026 \d+:04 [AP]M\./);
    // Reloadly's wallet is funded at Reloadly: no button here.
    expect(within(wallet).queryByRole("button")).toBeNull();
  });

  it("a member's dashboard has no wallet section", async () => {
    answerDashboard();
    renderApp("/dashboard", { as: "member" });
    await figure("Refills");
    expect(screen.queryByRole("region", { name: "Top-up wallet" })).toBeNull();
  });

  it("simulated: an owner adds funds, the amount checked first, and the dashboard is read again", async () => {
    let balance = "4975.00";
    server.use(
      http.get(api("/api/dashboard/"), () => json(dashboard({ wallet: { ...SIMULATED, balance } }))),
      http.post(api("/api/topup-wallet/add-funds/"), () => {
        balance = "5075.00";
        return json({ ...SIMULATED, balance });
      }),
    );
    const { user, requests } = renderApp("/dashboard", { as: "owner" });
    const wallet = await screen.findByRole("region", { name: "Top-up wallet" });
    expect(wallet).toHaveTextContent("Simulated wallet; each top-up runs it down.");
    await user.click(within(wallet).getByRole("button", { name: /Add simulated funds$/ }));
    const dialog = await screen.findByRole("dialog", { name: /Add simulated funds$/ });
    await user.click(within(dialog).getByRole("button", { name: "Add funds" }));
    expect(await within(dialog).findByText("Enter the amount to add.")).toBeInTheDocument();
    expect(requests.some((r) => r.method === "POST")).toBe(false);
    await user.type(within(dialog).getByLabelText("Amount"), "100");
    await user.click(within(dialog).getByRole("button", { name: "Add funds" }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === "POST")).toMatchObject({
        path: "/api/topup-wallet/add-funds/",
        body: { amount: "100.00" },
      }),
    );
    expect(await screen.findByText("Funds added: the wallet holds $5,075.00.")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "Top-up wallet" })).toHaveTextContent("$5,075.00"),
    );
  });
});
