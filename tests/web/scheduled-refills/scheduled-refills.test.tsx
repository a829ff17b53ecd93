import { screen, waitFor, within } from "@testing-library/react";
import "../../../resources/scheduled-refills/ScheduledRefillList";
import { customer, member, scheduledRefill, telloPlans } from "../fixtures";
import { api, http, json, recordRequests } from "../msw";
import { answerConfirm, choose, fieldError, page, renderApp, rowWith } from "../phone-numbers/render";

const monthly = scheduledRefill();
const paused = {
  ...monthly,
  id: 32,
  phone_number: 12,
  phone_number_digits: "5550100002",
  user: 8,
  user_name: "Ann Lee",
  payment_method: null,
  card_label: null,
  is_active: false,
  last_run_on: null,
  last_result: null,
};
const line = {
  id: 11,
  number: "5550100001",
  nickname: "Mom",
  carrier: 1,
  carrier_name: "Tello",
  plan: 22,
  plan_name: "Talk 10",
  user: 7,
  user_name: "Casey Customer",
  user_email: "customer@demo.test",
  is_active: true,
  created_at: "2026-01-01T00:00:00Z",
};
const plans = telloPlans();
const visa = {
  id: 5,
  brand: "visa",
  last4: "4242",
  exp_month: 4,
  exp_year: 2099,
  is_default: true,
  is_expired: false,
  created_at: "2026-01-02T00:00:00Z",
};
const formHandlers = [
  http.get(api("/api/phones/"), () => json(page([line]))),
  http.get(api("/api/phones/11/"), () => json(line)),
  http.get(api("/api/plans/"), () => json(page(plans))),
  http.get(api("/api/payments/cards/"), () => json(page([visa]))),
];

describe("/scheduled-refills", { timeout: 60_000 }, () => {
  it("shows a customer the next run, the last result, plan price and card, without the customer column", async () => {
    const requests = recordRequests();
    renderApp(
      "/scheduled-refills",
      customer(),
      http.get(api("/api/scheduled-refills/"), () => json(page([monthly, paused]))),
      ...formHandlers,
    );
    const row = await rowWith("(555) 010-0001");
    for (const text of [
      "Apr 5, 2026",
      "Error",
      "Mar 5, 2026",
      "$25.00",
      "Visa •••• 4242",
      "5th of each month",
    ])
      expect(within(row).getByText(text)).toBeInTheDocument();
    const pausedRow = await rowWith("(555) 010-0002");
    expect(within(pausedRow).getByText("Paused", { selector: ".ant-tag" })).toBeInTheDocument();
    expect(within(pausedRow).getByText("No card")).toBeInTheDocument();
    expect(within(pausedRow).getByText("Not run yet")).toBeInTheDocument();
    expect(screen.queryByRole("columnheader", { name: "Customer" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Filter by customer")).not.toBeInTheDocument();
    const list = requests.find((r) => r.path === "/api/scheduled-refills/")!;
    expect(Object.fromEntries(list.search)).toEqual({ page: "1", page_size: "25", ordering: "next_run_on" });
  });

  it("shows staff the customer column and filters, and filters paused ones on the server", async () => {
    const requests = recordRequests();
    const { user } = renderApp(
      "/scheduled-refills",
      member(),
      http.get(api("/api/scheduled-refills/"), () => json(page([monthly, paused]))),
      http.get(api("/api/company/customers/"), () => json(page([]))),
      ...formHandlers,
    );
    expect(within(await rowWith("(555) 010-0002")).getByText("Ann Lee")).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "Customer" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Filter by customer" })).toBeInTheDocument();
    await choose(user, "Status", "Paused only");
    await waitFor(() =>
      expect(
        requests.some((r) => r.path === "/api/scheduled-refills/" && r.search.get("is_active") === "false"),
      ).toBe(true),
    );
  });

  it("schedules a refill with the line's plan and default card proposed, and shows the server's error beside the day", async () => {
    const posted: unknown[] = [];
    const { user } = renderApp(
      "/scheduled-refills",
      customer(),
      http.get(api("/api/scheduled-refills/"), () => json(page([]))),
      http.post(api("/api/scheduled-refills/"), async ({ request }) => {
        posted.push(await request.json());
        return posted.length === 1
          ? json({ day_of_month: ["This number already has a scheduled refill on day 12."] }, 400)
          : json({ ...monthly, id: 33, day_of_month: 13 }, 201);
      }),
      ...formHandlers,
    );
    expect(
      await screen.findByText("No scheduled refills yet. Schedule one to top up your line every month."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Schedule a refill/ }));
    const dialog = await screen.findByRole("dialog", { name: "Schedule a refill" });
    await choose(user, "Phone number", "(555) 010-0001 · Mom", dialog);
    await waitFor(() => expect(within(dialog).getByText("Talk 10 — $10.00")).toBeInTheDocument());
    await waitFor(() => expect(within(dialog).getByText("Visa •••• 4242 (default)")).toBeInTheDocument());
    const day = within(dialog).getByRole("spinbutton", { name: "Day of the month" });
    await user.clear(day);
    await user.type(day, "12");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    await fieldError("Day of the month", "This number already has a scheduled refill on day 12.", dialog);
    expect(posted[0]).toEqual({ phone_number: 11, plan: 22, payment_method: 5, day_of_month: 12 });

    await user.clear(day);
    await user.type(day, "13");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Scheduled refill created")).toBeInTheDocument();
    expect(posted[1]).toEqual({ phone_number: 11, plan: 22, payment_method: 5, day_of_month: 13 });
  });

  it("pauses with the switch", async () => {
    const patched: unknown[] = [];
    const { user } = renderApp(
      "/scheduled-refills",
      customer(),
      http.get(api("/api/scheduled-refills/"), () => json(page([monthly]))),
      http.patch(api("/api/scheduled-refills/31/"), async ({ request }) => {
        patched.push(await request.json());
        return json({ ...monthly, is_active: false });
      }),
      ...formHandlers,
    );
    await user.click(
      within(await rowWith("(555) 010-0001")).getByRole("switch", { name: /Pause the refill/ }),
    );
    await waitFor(() => expect(patched).toEqual([{ is_active: false }]));
    expect(await screen.findByText("Scheduled refill paused")).toBeInTheDocument();
  });

  it("asks before deleting", async () => {
    const deleted: string[] = [];
    const { user } = renderApp(
      "/scheduled-refills",
      customer(),
      http.get(api("/api/scheduled-refills/"), () => json(page([monthly]))),
      http.delete(api("/api/scheduled-refills/:id/"), ({ params }) => {
        deleted.push(String(params.id));
        return new Response(null, { status: 204 });
      }),
      ...formHandlers,
    );
    const row = await rowWith("(555) 010-0001");
    await user.click(await within(row).findByRole("button", { name: /Delete/ }));
    await answerConfirm(user, "Delete the refill of (555) 010-0001?", "Cancel");
    expect(deleted).toEqual([]);
    await user.click(await within(row).findByRole("button", { name: /Delete/ }));
    await answerConfirm(user, "Delete the refill of (555) 010-0001?", "Delete");
    await waitFor(() => expect(deleted).toEqual(["31"]));
    expect(await screen.findByText("Scheduled refill deleted")).toBeInTheDocument();
  });
});
