import { screen, waitFor, within } from "@testing-library/react";
import { vi } from "vitest";
import type { RequestHandler } from "msw";
import "../../../resources/scheduled-refills/ScheduledRefillList";
import { listHandler, phoneLine, scheduledRefill, telloPlans } from "../fixtures";
import { api, http, json, noContent, refusedThenCreated } from "../msw";
import { cancelThenConfirm, choose, filterList, findFieldError, findRow, renderApp, writes } from "../render";
import { expectFirstPage, expectNoCustomerColumn } from "../lists";

const monthly = scheduledRefill();
/** DRF's refusal of a second refill of a number on the same day. */
const dayTaken = { day_of_month: ["This number already has a scheduled refill on day 12."] };
const paused = scheduledRefill({
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
});
const line = phoneLine({ plan: 22, plan_name: "Talk 10", created_at: "2026-01-01T00:00:00Z" });
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
/** /scheduled-refills as `who`, the API answering `rows` and what the form offers (lines, plans, cards). */
function openRefills(who: "customer" | "member", rows: unknown[], ...handlers: RequestHandler[]) {
  return renderApp("/scheduled-refills", {
    as: who,
    handlers: [
      listHandler("/api/scheduled-refills/", rows),
      ...handlers,
      listHandler("/api/phones/", [line]),
      http.get(api("/api/phones/11/"), () => json(line)),
      listHandler("/api/plans/", plans),
      listHandler("/api/payments/cards/", [visa]),
    ],
  });
}

describe("/scheduled-refills", { timeout: 60_000 }, () => {
  it("shows a customer the next run, the last result, plan price and card, without the customer column", async () => {
    const { requests } = openRefills("customer", [monthly, paused]);
    const row = await findRow("(555) 010-0001");
    for (const text of [
      "Apr 5, 2026",
      "Error",
      "Mar 5, 2026",
      "$25.00",
      "Visa •••• 4242",
      "5th of each month",
    ])
      expect(within(row).getByText(text)).toBeInTheDocument();
    const pausedRow = await findRow("(555) 010-0002");
    expect(within(pausedRow).getByText("Paused", { selector: ".plain-tag" })).toBeInTheDocument();
    expect(within(pausedRow).getByText("No card")).toBeInTheDocument();
    expect(within(pausedRow).getByText("Not run yet")).toBeInTheDocument();
    expectNoCustomerColumn();
    expectFirstPage(requests, "/api/scheduled-refills/", "next_run_on");
  });

  it("shows staff the customer column and filters, and filters paused ones on the server", async () => {
    const { user, requests } = openRefills(
      "member",
      [monthly, paused],
      listHandler("/api/company/customers/", []),
    );
    expect(within(await findRow("(555) 010-0002")).getByText("Ann Lee")).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "Customer" })).toBeInTheDocument();
    // The staff-only filters show once the bar knows the reader is staff (its own permissions query).
    expect(await screen.findByRole("combobox", { name: "Filter by customer" })).toBeInTheDocument();
    await filterList(
      { user, requests },
      "/api/scheduled-refills/",
      { label: "Filter by status", option: "Paused only" },
      ["is_active", "false"],
    );
  });

  it("schedules a refill with the line's plan and default card proposed, and shows the server's error beside the day", async () => {
    const { user, requests } = openRefills(
      "customer",
      [],
      ...refusedThenCreated("/api/scheduled-refills/", dayTaken, { ...monthly, id: 33, day_of_month: 13 }),
    );
    expect(
      await screen.findByText("No scheduled refills yet. Schedule one to top up your line every month."),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: /Schedule a refill/ }));
    const dialog = await screen.findByRole("dialog", { name: "Schedule a refill" });
    await choose(user, "Phone number", "(555) 010-0001 · Mom", dialog);
    await waitFor(() => expect(within(dialog).getByText("Talk 10 — $10.00")).toBeInTheDocument());
    await waitFor(() => expect(within(dialog).getByText("Visa •••• 4242 (default)")).toBeInTheDocument());
    const day = within(dialog).getByRole("spinbutton", { name: "Day of the month" });
    await user.clear(day);
    await user.type(day, "12");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    await findFieldError(dialog, "Day of the month", dayTaken.day_of_month[0]);
    expect(writes(requests)[0].body).toEqual({
      phone_number: 11,
      plan: 22,
      payment_method: 5,
      rule: "monthly",
      day_of_month: 12,
    });

    await user.clear(day);
    await user.type(day, "13");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Scheduled refill created")).toBeInTheDocument();
    expect(writes(requests)[1].body).toEqual({
      phone_number: 11,
      plan: 22,
      payment_method: 5,
      rule: "monthly",
      day_of_month: 13,
    });
  });

  it("says when it first charges before saving, and never refills today unless asked", async () => {
    // Only the date is fixed (timers stay real for the clicks): 10 March, in the company's New York.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-10T15:00:00Z"));
    try {
      const { user, requests } = openRefills(
        "customer",
        [],
        http.post(api("/api/scheduled-refills/"), () => json({ ...monthly, id: 34, day_of_month: 10 }, 201)),
      );
      await user.click(await screen.findByRole("button", { name: /Schedule a refill/ }));
      const dialog = await screen.findByRole("dialog", { name: "Schedule a refill" });
      await choose(user, "Phone number", "(555) 010-0001 · Mom", dialog);
      await waitFor(() => expect(within(dialog).getByText("Visa •••• 4242 (default)")).toBeInTheDocument());
      const day = within(dialog).getByRole("spinbutton", { name: "Day of the month" });
      await user.clear(day);
      await user.type(day, "12");
      expect(
        await within(dialog).findByText(
          "First refill on Mar 12, 2026, then on day 12 of every month: the card is charged on those days.",
        ),
      ).toBeInTheDocument();
      expect(within(dialog).queryByRole("checkbox", { name: "Also refill today" })).not.toBeInTheDocument();
      // Today's own day: next month's, unless the customer ticks today too.
      await user.clear(day);
      await user.type(day, "10");
      expect(await within(dialog).findByText(/^First refill on Apr 10, 2026,/)).toBeInTheDocument();
      await user.click(within(dialog).getByRole("checkbox", { name: "Also refill today" }));
      expect(await within(dialog).findByText(/^First refill on Mar 10, 2026,/)).toBeInTheDocument();
      await user.click(within(dialog).getByRole("button", { name: "Save" }));
      expect(await screen.findByText("Scheduled refill created")).toBeInTheDocument();
      expect(writes(requests)[0].body).toMatchObject({ day_of_month: 10, run_today: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it("an automatic refill: 'When my plan runs out', days before, the terms agreed before saving", async () => {
    const { user, requests } = openRefills(
      "customer",
      [],
      http.post(api("/api/scheduled-refills/"), () =>
        json({ ...monthly, id: 35, rule: "on_expiry", days_before: 2 }, 201),
      ),
    );
    await user.click(await screen.findByRole("button", { name: /Schedule a refill/ }));
    const dialog = await screen.findByRole("dialog", { name: "Schedule a refill" });
    await choose(user, "Phone number", "(555) 010-0001 · Mom", dialog);
    await waitFor(() => expect(within(dialog).getByText("Visa •••• 4242 (default)")).toBeInTheDocument());
    await user.click(within(dialog).getByRole("radio", { name: "When my plan runs out" }));
    expect(within(dialog).queryByRole("spinbutton", { name: "Day of the month" })).not.toBeInTheDocument();
    await choose(user, "Refill", "2 days before", dialog);
    expect(
      await within(dialog).findByText(
        /^\(555\) 010-0001 is refilled with Talk 10 — \$10\.00, charged to Visa •••• 4242 \(default\), 2 days before each time its plan runs out/,
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findByText("Agree to the terms to turn on automatic refills."),
    ).toBeInTheDocument();
    expect(writes(requests)).toEqual([]);
    await user.click(within(dialog).getByRole("checkbox", { name: "I agree to these automatic refills" }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Scheduled refill created")).toBeInTheDocument();
    expect(writes(requests)[0].body).toEqual({
      phone_number: 11,
      plan: 22,
      payment_method: 5,
      rule: "on_expiry",
      days_before: 2,
      agree_terms: true,
    });
  });

  it("lists an automatic refill with its rule, consent and state; a suspended one says so", async () => {
    const automatic = scheduledRefill({
      id: 36,
      rule: "on_expiry",
      days_before: 1,
      next_run_on: "2026-04-08",
      service_ends_on: "2026-04-09",
      state: "suspended",
      suspended_at: "2026-04-08T12:00:00Z",
      suspended_reason: "Your card was declined.",
      consent: {
        by: 7,
        by_name: "Casey Customer",
        at: "2026-03-01T15:00:00Z",
        channel: "web",
        address: "203.0.113.9",
        terms: "2026-11",
      },
    });
    openRefills("member", [automatic]);
    const row = await findRow("(555) 010-0001");
    expect(within(row).getByText("1 day before the plan runs out")).toBeInTheDocument();
    expect(within(row).getByText("Suspended", { selector: ".ant-tag" })).toBeInTheDocument();
    expect(within(row).getByText("Casey Customer · Mar 1, 2026 · On the web")).toBeInTheDocument();
    expect(within(row).getByText("Terms 2026-11")).toBeInTheDocument();
    expect(await within(row).findByRole("switch", { name: /Cancel the automatic refill/ })).toBeChecked();
  });

  it("pauses with the switch", async () => {
    const { user, requests } = openRefills(
      "customer",
      [monthly],
      http.patch(api("/api/scheduled-refills/31/"), () => json({ ...monthly, is_active: false })),
    );
    await user.click(
      within(await findRow("(555) 010-0001")).getByRole("switch", { name: /Pause the refill/ }),
    );
    await waitFor(() => expect(writes(requests).map((r) => r.body)).toEqual([{ is_active: false }]));
    expect(await screen.findByText("Scheduled refill paused")).toBeInTheDocument();
  });

  it("asks before deleting", async () => {
    const view = openRefills(
      "customer",
      [monthly],
      http.delete(api("/api/scheduled-refills/:id/"), noContent),
    );
    await cancelThenConfirm(view, await findRow("(555) 010-0001"), {
      action: "Delete",
      question: "Delete the refill of (555) 010-0001?",
      path: "/api/scheduled-refills/31/",
      notice: "Scheduled refill deleted",
    });
  });
});
