import { screen, within } from "@testing-library/react";
import { listHandler, scheduledRefill } from "../fixtures";
import { onAPhone } from "../refill-now/phone";
import { findCard, findRow, renderApp, warmUp } from "../render";
import { answerList as answerRentals, rentalDetail, renderRentals, warmUpRentals } from "../rentals/harness";
import { answerList as answerTransactions, makeTransaction } from "../transactions/harness";

/**
 * A customer's lists on a 390 px wide phone (issue 33, point 10): the desktop's number, plan, date, card and
 * day columns are hidden there, so each row's first cells must still say what the row is about.
 */

onAPhone();

// antd adds blank headers of its own (the scrolling table's measure cells)
const headers = () =>
  screen
    .getAllByRole("columnheader")
    .map((h) => h.textContent?.trim())
    .filter(Boolean);

describe("transactions on a phone", () => {
  warmUp("/transactions", "Unlimited 25", () => answerTransactions([makeTransaction()]));

  it("a customer's card names the line, the plan and the moment, beside the amount and the status", async () => {
    answerTransactions([
      makeTransaction(),
      makeTransaction({ id: 102, phone_number_digits: "5550100013", plan_name: "Talk 10", status: "error" }),
    ]);
    renderApp("/transactions", { as: "customer" });
    const card = await findCard("(555) 010-0013");
    for (const text of [/Talk 10/, /Nov 20, 2026 10:00 AM/, "$25.00", "Error"])
      expect(within(card).getByText(text)).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "#102" })).toHaveAttribute("href", "/transactions/102");
    expect(await findCard(/Unlimited 25/)).toHaveTextContent("(555) 010-0001");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("a staff row names the line, the plan and the moment, beside the amount and the status", async () => {
    answerTransactions([
      makeTransaction(),
      makeTransaction({ id: 102, phone_number_digits: "5550100013", plan_name: "Talk 10", status: "error" }),
    ]);
    renderApp("/transactions", { as: "member" });
    const row = await findRow("(555) 010-0013");
    for (const text of ["Talk 10", "Nov 20, 2026 10:00 AM", "$25.00", "Error"])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(row).getByRole("link", { name: "#102" })).toHaveAttribute("href", "/transactions/102");
    expect(within(await findRow("(555) 010-0001")).getByText("Unlimited 25")).toBeInTheDocument();
    // the desktop's number, carrier/plan and trigger columns stay hidden: the row fits the screen
    expect(headers()).toEqual(["Transaction", "Amount", "Status"]);
  });
});

describe("rentals on a phone", () => {
  warmUpRentals("/rentals", "Pocket Hotspot", () => answerRentals([rentalDetail()]));

  it("each row names the device and its dates, links the rental, and shows the balance over the total due", async () => {
    answerRentals([rentalDetail({ balance: "26.21", status: "picked_up" })]);
    // The staff's table (a customer's rentals are cards: tests/web/rentals/list.test.tsx).
    renderRentals("member", "/rentals");
    const row = await findRow("Pocket Hotspot");
    for (const text of ["Dec 1, 2026 – Dec 7, 2026", "Picked Up", "$26.21", "Total due $176.21"])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(row).getByRole("link", { name: "#41" })).toHaveAttribute("href", "/rentals/41");
    expect(headers()).toEqual(["Device", "Status", "Balance"]);
  });
});

describe("scheduled refills on a phone", () => {
  const rows = [
    scheduledRefill(),
    scheduledRefill({
      id: 32,
      phone_number_digits: "5550100002",
      plan_name: "Talk 10",
      amount: "10.00",
      card_label: null,
      day_of_month: 22,
      is_active: false,
    }),
  ];
  const open = () =>
    renderApp("/scheduled-refills", {
      as: "customer",
      handlers: [listHandler("/api/scheduled-refills/", rows)],
    });

  it("each row names the line, the plan and its amount, the card, the day of the month and the next run", async () => {
    open();
    const row = await findRow("(555) 010-0001");
    expect(row).toHaveTextContent("Unlimited 25 · $25.00");
    for (const text of ["Visa •••• 4242", "Apr 5, 2026", "5th of each month"])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(
      await within(row).findByRole("switch", { name: "Pause the refill of (555) 010-0001" }),
    ).toBeChecked();

    const paused = await findRow("(555) 010-0002");
    expect(paused).toHaveTextContent("Talk 10 · $10.00");
    for (const text of ["No card", "22nd of each month"])
      expect(within(paused).getByText(text)).toBeInTheDocument();
    expect(within(paused).getByText("Paused", { selector: ".plain-tag" })).toBeInTheDocument();
    expect(
      within(paused).getByRole("switch", { name: "Resume the refill of (555) 010-0002" }),
    ).not.toBeChecked();
    expect(headers()).toEqual(["Phone number", "Next run", "Active"]);
  });
});
