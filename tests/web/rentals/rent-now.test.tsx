import { problemOf } from "../../../common/problems";
import dayjs from "dayjs";
import { error, success } from "../../../src/messages";
import { screen, waitFor, within } from "@testing-library/react";
import { MAX_RENTAL_DAYS } from "../../../common/api/limits";
import { formatDate } from "../../../common/dates";
import { customerRow, device, page, savedCard } from "../fixtures";
import { api, http, json, server } from "../msw";
import { choose, findNotice, renderApp, writes } from "../render";
import type { MockInstance } from "vitest";
import { createServices, type Services } from "../../../src/providers/services";
import {
  answerRental,
  answerRentNow,
  fillCustomerRentNow,
  pick,
  QUOTE,
  renderRentals,
  rentalDetail,
  warmUpRentals,
  writeDay,
} from "./harness";

const DEVICES = [
  device(),
  device({ id: 6, name: "Travel Phone", kind: "phone", daily_rate: "6.00", deposit: "80.00", stock: 1 }),
];
const CARDS = [savedCard()];
const CASEY = customerRow({ id: 7, email: "customer@demo.test", first_name: "Casey", last_name: "Customer" });

/** Rent Now's catalogue with two devices, and Casey for staff to choose. */
const answerCatalogue = (options: Parameters<typeof answerRentNow>[0] = {}) =>
  answerRentNow({ devices: DEVICES, customers: [CASEY], ...options });

warmUpRentals("/rent-now", "Confirm rental", () => answerCatalogue());

const start = dayjs().add(7, "day");
const end = start.add(6, "day");
const day = (d: dayjs.Dayjs) => d.format("YYYY-MM-DD");

/** Staff's form (antd's): the device, Mexico and the week in the range picker. */
async function fillQuote(
  user: ReturnType<typeof renderRentals>["user"],
  device = "Pocket Hotspot (Hotspot) · $8.00/day",
) {
  await screen.findByRole("button", { name: /Confirm rental/ });
  await choose(user, "Device", device);
  await choose(user, "Country", /^Mexico · \+\$2\.00\/day$/);
  const [from, to] = [...document.querySelectorAll<HTMLInputElement>(".ant-picker-range input")];
  await user.click(from);
  await user.type(from, `${start.format("MMM D, YYYY")}{Enter}`);
  await user.type(to, `${end.format("MMM D, YYYY")}{Enter}`);
}

/** A customer's form (plain): the device, Mexico and the week in the date fields. */
async function fillCustomer(
  user: ReturnType<typeof renderRentals>["user"],
  device = "Pocket Hotspot (Hotspot) · $8.00/day",
) {
  await screen.findByRole("button", { name: /Confirm rental/ });
  await fillCustomerRentNow(user, { device, country: /^Mexico · \+\$2\.00\/day$/, start, end });
}

const cardSelect = () => screen.getByRole("combobox", { name: "Card" });
const defaultCardChosen = () =>
  waitFor(() => expect(cardSelect()).toHaveDisplayValue("Visa •••• 4242 (default)"));

describe("/rent-now", () => {
  it("as the panel starts there, a customer's devices, countries and cards are asked for beside the profile, and the form takes those answers", async () => {
    answerCatalogue();
    let prefetch: MockInstance<Services["http"]["prefetch"]> | undefined;
    const watched = (reload: () => void) => {
      const services = createServices({ reload });
      prefetch = vi.spyOn(services.http, "prefetch");
      return services;
    };
    const { requests } = renderApp("/rent-now", { as: "customer", start: true, services: watched });
    await defaultCardChosen();
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Device" })).toHaveTextContent("Travel Phone"),
    );
    const whole = (...query: Array<[string, string]>) => [...query, ["page", "1"], ["page_size", "200"]];
    const active = whole(["ordering", "name"], ["is_active", "true"]);
    expect(prefetch?.mock.calls).toEqual([
      ["/api/rental/devices/", active],
      ["/api/rental/countries/", active],
      ["/api/payments/cards/", whole()],
    ]);
    // Taken by the form: not asked for again.
    for (const path of ["/api/rental/devices/", "/api/rental/countries/", "/api/payments/cards/"])
      expect(
        requests.filter((r) => r.path === path),
        path,
      ).toHaveLength(1);
  });

  it("offers the customer's cards that have not expired, the default one marked and chosen", async () => {
    answerCatalogue();
    const expired = savedCard({ id: 10, last4: "0005", brand: "amex", is_default: false, is_expired: true });
    const other = savedCard({ id: 11, last4: "4444", brand: "mastercard", is_default: false });
    server.use(http.get(api("/api/payments/cards/"), () => json(page([expired, other, ...CARDS]))));
    renderRentals("customer", "/rent-now");
    await defaultCardChosen();
    // The page's heading, as Refill Now's (OrderPage)
    expect(screen.getByRole("heading", { name: "Rent Now" })).toBeInTheDocument();
    expect(
      within(cardSelect())
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Choose a card", "Mastercard •••• 4444", "Visa •••• 4242 (default)"]);
    expect(screen.queryByText(/0005/)).not.toBeInTheDocument();
  });

  it("prices the choice live (rental, tax, deposit) and creates the rental on the default card", async () => {
    answerCatalogue();
    server.use(
      http.post(api("/api/rental/devices/cost/"), () => json(QUOTE)),
      http.post(api("/api/rental/rentals/create/as-customer/"), () => json(rentalDetail({ id: 77 }), 201)),
    );
    answerRental(rentalDetail({ id: 77 }));
    const { user, requests } = renderRentals("customer", "/rent-now");
    await fillCustomer(user);

    const price = await screen.findByLabelText("Price");
    for (const text of ["$70.00", "$6.21", "$100.00", "$176.21"])
      expect(within(price).getByText(text)).toBeInTheDocument();
    // The daily rate names its parts, the device's and the country's surcharge, as the rental page does.
    expect(within(price).getByText("$10.00/day ($7.50 device + $2.50 Mexico)")).toBeInTheDocument();
    const quote = { device: 5, country: 3, start_date: day(start), end_date: day(end) };
    expect(requests.find((r) => r.path === "/api/rental/devices/cost/")?.body).toEqual(quote);
    // The default card is chosen, marked as on Refill Now.
    await defaultCardChosen();

    await user.click(screen.getByRole("button", { name: /Confirm rental/ }));
    await findNotice(success.rentalCreated);
    await waitFor(() => expect(window.location.pathname).toBe("/rentals/77"));
    expect(writes(requests).filter((r) => r.path.includes("create"))).toEqual([
      expect.objectContaining({
        path: "/api/rental/rentals/create/as-customer/",
        body: { ...quote, payment_method: 9 },
      }),
    ]);
  });

  it("another device: the last choice's price is not shown for it while its own is asked, nor can it be confirmed", async () => {
    answerCatalogue();
    let answerPhone = () => {};
    const phoneAsked = new Promise<void>((resolve) => (answerPhone = resolve));
    const PHONE = {
      ...QUOTE,
      amount: "56.00",
      total_amount: "149.93",
      daily_rate: "8.00",
      device_daily_rate: "6.00",
    };
    server.use(
      http.post(api("/api/rental/devices/cost/"), async ({ request }) => {
        const { device } = (await request.json()) as { device: number };
        if (device !== 6) return json(QUOTE);
        await phoneAsked;
        return json(PHONE);
      }),
    );
    const { user } = renderRentals("customer", "/rent-now");
    await fillCustomer(user);
    expect(await within(await screen.findByLabelText("Price")).findByText("$176.21")).toBeInTheDocument();
    await defaultCardChosen();

    await pick(user, "Device", /^Travel Phone/);
    // Refine's queries keep the last answer while the next loads: the hotspot's total stood for the phone.
    await waitFor(() => expect(screen.queryByText("$176.21")).toBeNull());
    expect(screen.getByRole("button", { name: /Confirm rental/ })).toBeDisabled();

    answerPhone();
    expect(await within(await screen.findByLabelText("Price")).findByText("$149.93")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Confirm rental/ })).toBeEnabled();
  });

  it("a declined card: no green 'Rental created' but the failure with the reason, then another card pays it", async () => {
    answerCatalogue();
    const declined = rentalDetail({
      id: 78,
      status: "error",
      payment_error: "Your card was declined.",
      payment_problem: problemOf("payment", "Your card was declined."),
      assign_card_charge_amount: "176.21",
    });
    let pay = 400;
    server.use(
      http.get(api("/api/payments/cards/"), () =>
        json(
          page([savedCard(), savedCard({ id: 12, last4: "4444", brand: "mastercard", is_default: false })]),
        ),
      ),
      http.post(api("/api/rental/devices/cost/"), () => json(QUOTE)),
      http.post(api("/api/rental/rentals/create/as-customer/"), () => json(declined, 201)),
      http.post(api("/api/rental/rentals/78/pay/"), () =>
        pay === 400
          ? json({ payment_method: ["Your card was declined."] }, 400)
          : json(rentalDetail({ id: 78, status: "preorder" })),
      ),
    );
    answerRental(rentalDetail({ id: 78, status: "preorder" }));
    const { user, requests } = renderRentals("customer", "/rent-now");
    await fillCustomer(user);
    await screen.findByLabelText("Price");
    await defaultCardChosen();
    await user.click(screen.getByRole("button", { name: /Confirm rental/ }));

    expect(await findNotice(error.rentalCreateFailed)).toHaveTextContent("Your card was declined.");
    expect(document.querySelector(".ant-notification-notice-success")).toBeNull();
    const panel = await screen.findByRole("region", { name: "Your payment did not go through" });
    expect(within(panel).getByText("Your card was declined.")).toBeInTheDocument();
    expect(
      within(panel).getByText("The card you choose is charged $176.21 when you press Pay."),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe("/rent-now");

    // The same card again: refused beside the card, still here.
    await choose(user, "Card", "Visa •••• 4242 (default)", panel);
    await user.click(within(panel).getByRole("button", { name: "Pay $176.21 with this card" }));
    await waitFor(() => expect(within(panel).getAllByText("Your card was declined.")).toHaveLength(2));

    pay = 200;
    await choose(user, "Card", "Mastercard •••• 4444", panel);
    await user.click(within(panel).getByRole("button", { name: "Pay $176.21 with this card" }));
    await findNotice(success.rentalCreated);
    await waitFor(() => expect(window.location.pathname).toBe("/rentals/78"));
    expect(
      writes(requests)
        .filter((r) => r.path === "/api/rental/rentals/78/pay/")
        .map((r) => r.body),
    ).toEqual([{ payment_method: 9 }, { payment_method: 12 }]);
  });

  it('says "Failed to fetch cost" with the server\'s reason, and "Failed to create rental"', async () => {
    answerCatalogue();
    server.use(
      http.post(api("/api/rental/devices/cost/"), () =>
        json({ device: ["This device is not available for these dates."] }, 400),
      ),
      http.post(api("/api/rental/rentals/create/as-customer/"), () => json({ detail: "Boom" }, 500)),
    );
    const { user } = renderRentals("customer", "/rent-now");
    await fillCustomer(user);
    await findNotice(error.costFetchFailed);
    expect(
      (await screen.findAllByText("This device is not available for these dates.")).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole("button", { name: /Confirm rental/ })).toBeDisabled();

    server.use(http.post(api("/api/rental/devices/cost/"), () => json(QUOTE)));
    // Another device is priced again (the refused quote stays refused).
    await pick(user, "Device", "Travel Phone (Phone) · $6.00/day");
    await screen.findByLabelText("Price");
    await waitFor(() => expect(screen.getByRole("button", { name: /Confirm rental/ })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: /Confirm rental/ }));
    await findNotice(error.rentalCreateFailed);
  });

  it("says the chosen device's booked days under the dates, and refuses a range across one", async () => {
    const booked = start.add(2, "day");
    const later = [start.add(20, "day"), start.add(21, "day"), start.add(22, "day"), start.add(30, "day")];
    answerCatalogue({ unavailable: { "5": [...later, booked].map(day) } });
    server.use(http.post(api("/api/rental/devices/cost/"), () => json(QUOTE)));
    const { user, requests } = renderRentals("customer", "/rent-now");
    await screen.findByRole("button", { name: /Confirm rental/ });
    await pick(user, "Device", "Pocket Hotspot (Hotspot) · $8.00/day");
    await waitFor(() =>
      expect(requests.some((r) => r.path === "/api/rental/devices/5/availability/")).toBe(true),
    );
    const asked = requests.find((r) => r.path === "/api/rental/devices/5/availability/")!;
    expect([asked.search.get("from"), asked.search.get("to")]).toEqual([
      day(dayjs()),
      day(dayjs().add(365, "day")),
    ]);

    // A native picker cannot grey a day: the booked ones are said, consecutive days as one range.
    const dates = screen.getByRole("group", { name: "Dates" });
    const [d, first, last, alone] = [booked, later[0], later[2], later[3]].map((b) => formatDate(day(b)));
    expect(await within(dates).findByText(`Booked: ${d}; ${first} – ${last}; ${alone}.`)).toBeInTheDocument();

    // Dates chosen for a free device are refused, without asking the price, once the booked device is chosen.
    await fillCustomer(user, "Travel Phone (Phone) · $6.00/day");
    expect(within(dates).queryByText(/^Booked:/)).not.toBeInTheDocument();
    await screen.findByLabelText("Price");
    await waitFor(() => expect(screen.getByRole("button", { name: /Confirm rental/ })).toBeEnabled());
    await pick(user, "Device", "Pocket Hotspot (Hotspot) · $8.00/day");
    const refusal = `This device is not available for these dates: ${booked.format("MMM D, YYYY")} is booked. Choose dates around it.`;
    // on the field, and in place of the price
    expect(await within(dates).findByRole("alert")).toHaveTextContent(refusal);
    expect(screen.getByLabelText("First day")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getAllByText(refusal)).toHaveLength(2);
    expect(screen.getByRole("button", { name: /Confirm rental/ })).toBeDisabled();
    expect(
      requests.some(
        (r) => r.path === "/api/rental/devices/cost/" && (r.body as { device: number }).device === 5,
      ),
    ).toBe(false);

    // Days up to the booked one are priced.
    writeDay("Last day", day(booked.subtract(1, "day")));
    await waitFor(() => expect(within(dates).queryByRole("alert")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("button", { name: /Confirm rental/ })).toBeEnabled());
  });

  it("the first day from the company's today, the last from the first, the longest rental at most", async () => {
    answerCatalogue();
    renderRentals("customer", "/rent-now");
    await screen.findByRole("button", { name: /Confirm rental/ });
    const [firstDay, lastDay] = [screen.getByLabelText("First day"), screen.getByLabelText("Last day")];
    const today = dayjs();
    expect(firstDay).toHaveAttribute("min", day(today));
    expect(firstDay).toHaveAttribute("max", day(today.add(MAX_RENTAL_DAYS - 1, "day")));
    expect(lastDay).toHaveAttribute("min", day(today));
    writeDay("First day", day(start));
    expect(lastDay).toHaveAttribute("min", day(start));
    expect(lastDay).toHaveAttribute("max", day(start.add(MAX_RENTAL_DAYS - 1, "day")));
    expect(screen.getByRole("group", { name: "Dates" })).toHaveTextContent(
      "Both the first and the last day are charged.",
    );
  });

  it("a last day before the first, or a day typed past what the field allows, is said on the field and not priced", async () => {
    answerCatalogue();
    server.use(http.post(api("/api/rental/devices/cost/"), () => json(QUOTE)));
    const { user, requests } = renderRentals("customer", "/rent-now");
    await screen.findByRole("button", { name: /Confirm rental/ });
    await fillCustomerRentNow(user, { start, end: start.subtract(1, "day") });
    const dates = screen.getByRole("group", { name: "Dates" });
    expect(await within(dates).findByRole("alert")).toHaveTextContent(
      "The last day cannot be before the first day.",
    );
    expect(screen.getByLabelText("Last day")).toHaveAttribute("aria-invalid", "true");

    writeDay("First day", day(dayjs().subtract(1, "day")));
    writeDay("Last day", day(start));
    expect(within(dates).getByRole("alert")).toHaveTextContent(
      `Choose a day from ${formatDate(day(dayjs()))} to ${formatDate(day(dayjs().add(MAX_RENTAL_DAYS - 1, "day")))}.`,
    );
    expect(requests.some((r) => r.path === "/api/rental/devices/cost/")).toBe(false);
    expect(
      screen.getByText("Choose a device, a country and the dates to see the price."),
    ).toBeInTheDocument();

    writeDay("First day", day(start));
    await screen.findByLabelText("Price");
    expect(within(dates).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("without a card, Confirm says 'Choose a card.' beside it, focuses it and sends nothing", async () => {
    answerCatalogue();
    server.use(
      http.get(api("/api/payments/cards/"), () => json(page([]))),
      http.post(api("/api/rental/devices/cost/"), () => json(QUOTE)),
    );
    const { user, requests } = renderRentals("customer", "/rent-now");
    await fillCustomer(user);
    await screen.findByLabelText("Price");
    await waitFor(() => expect(cardSelect()).toHaveDisplayValue("No saved cards"));
    await user.click(screen.getByRole("button", { name: /Confirm rental/ }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Choose a card.");
    expect(cardSelect()).toHaveFocus();
    expect(writes(requests).filter((r) => r.path.includes("create"))).toEqual([]);
  });

  it("'Add card' saves a card in its dialog and chooses it, without confirming the rental", async () => {
    answerCatalogue();
    const added = savedCard({ id: 13, last4: "1881", brand: "visa", is_default: false });
    const cards = [...CARDS];
    server.use(
      http.get(api("/api/payments/cards/"), () => json(page(cards))),
      http.post(api("/api/payments/cards/"), () => {
        cards.push(added);
        return json(added, 201);
      }),
      http.post(api("/api/rental/devices/cost/"), () => json(QUOTE)),
    );
    const { user, requests } = renderRentals("customer", "/rent-now");
    await fillCustomer(user);
    await screen.findByLabelText("Price");
    await defaultCardChosen();
    await user.click(screen.getByRole("button", { name: /Add card/ }));
    const dialog = await screen.findByRole("dialog", { name: "Add a card" });
    await user.type(await within(dialog).findByLabelText("Card number"), "4012 8888 8888 1881");
    await choose(user, "Expiry month", "04", dialog);
    await choose(user, "Expiry year", String(new Date().getFullYear() + 2), dialog);
    await user.type(within(dialog).getByLabelText("CVC"), "123");
    // The dialog's form is saved, and only it (React's events go up through the dialog's portal).
    await user.click(within(dialog).getByRole("button", { name: "Save card" }));
    await waitFor(() => expect(cardSelect()).toHaveDisplayValue("Visa •••• 1881"));
    expect(writes(requests).map((r) => r.path)).toEqual([
      "/api/rental/devices/cost/",
      "/api/payments/cards/",
    ]);
  });

  it("shows the server's refusals by their fields: the days, the note", async () => {
    answerCatalogue();
    server.use(
      http.post(api("/api/rental/devices/cost/"), () => json(QUOTE)),
      http.post(api("/api/rental/rentals/create/as-customer/"), () =>
        json({ start_date: ["Too far ahead."], note: ["Too long."] }, 400),
      ),
    );
    const { user, requests } = renderRentals("customer", "/rent-now");
    await fillCustomer(user);
    const note = screen.getByRole("textbox", { name: "Note" });
    expect(note).toHaveAttribute("maxLength", "2000");
    await user.type(note, "  Leave it at the desk ");
    await screen.findByLabelText("Price");
    await defaultCardChosen();
    await user.click(screen.getByRole("button", { name: /Confirm rental/ }));
    await findNotice(error.rentalCreateFailed);
    expect(await within(screen.getByRole("group", { name: "Dates" })).findByRole("alert")).toHaveTextContent(
      "Too far ahead.",
    );
    expect(note).toHaveAccessibleDescription("Too long.");
    expect(writes(requests).find((r) => r.path.includes("create"))?.body).toMatchObject({
      note: "Leave it at the desk",
      payment_method: 9,
    });
    // Changed, the note lets go of what was wrong with it.
    await user.type(note, ".");
    expect(note).not.toHaveAccessibleDescription("Too long.");
  });

  it("says when the deposit is held on the card rather than charged, as the price answers", async () => {
    answerCatalogue();
    server.use(http.post(api("/api/rental/devices/cost/"), () => json({ ...QUOTE, deposit_held: true })));
    const { user } = renderRentals("customer", "/rent-now");
    expect(await screen.findByText("Charged now: rental, tax and deposit.")).toBeInTheDocument();
    await fillCustomer(user);
    const price = await screen.findByLabelText("Price");
    expect(within(price).getByText("Deposit (held on the card, not charged)")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Charged now: rental and tax. The deposit is held on the card, not charged: at the return only what is owed is taken.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText("Charged now: rental, tax and deposit.")).not.toBeInTheDocument();
  });

  it('says "Failed to fetch devices" and "Failed to fetch countries"', async () => {
    answerCatalogue({ devices: 500, countries: 500 });
    renderRentals("customer", "/rent-now");
    await findNotice(error.devicesFetchFailed);
    await findNotice(error.countriesFetchFailed);
  });

  it("staff book for a chosen customer through as-member, the card optional", async () => {
    answerCatalogue();
    server.use(
      http.post(api("/api/rental/devices/cost/"), () => json(QUOTE)),
      http.post(api("/api/rental/rentals/create/as-member/"), () =>
        json(rentalDetail({ id: 78, trigger: "member" }), 201),
      ),
    );
    answerRental(rentalDetail({ id: 78 }));
    const { user, requests } = renderRentals("member", "/rent-now");
    await screen.findByRole("button", { name: /Confirm rental/ });
    await choose(user, "Customer", "Casey Customer · customer@demo.test");
    await fillQuote(user);
    await screen.findByLabelText("Price");
    await user.click(screen.getByRole("button", { name: /Confirm rental/ }));
    await findNotice(success.rentalCreated);
    await waitFor(() => expect(window.location.pathname).toBe("/rentals/78"));
    expect(writes(requests).filter((r) => r.path.includes("create"))[0]).toMatchObject({
      path: "/api/rental/rentals/create/as-member/",
      body: { user: 7, device: 5, country: 3, start_date: day(start), end_date: day(end) },
    });
    expect(requests.some((r) => r.path === "/api/payments/cards/" && r.search.get("user") === "7")).toBe(
      true,
    );
  });
});
