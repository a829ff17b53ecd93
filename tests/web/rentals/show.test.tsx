import { problemOf } from "../../../common/problems";
import { DETAIL_POLL_MS } from "../../../src/config";
import { error, success } from "../../../src/messages";
import { screen, waitFor, within } from "@testing-library/react";
import { server } from "../msw";
import { listHandler, savedCard } from "../fixtures";
import { findConfirm, findNotice, openDialog, writes } from "../render";
import { answer, answerList, answerRental, openRental as open, rentalDetail, warmUpRentals } from "./harness";

warmUpRentals("/rentals/41", "Pocket Hotspot", () => answerRental(rentalDetail()));
// A rental in error loads the pay step's module then (lazyDialog): loaded here, so that its first load on a
// busy machine is not paid inside a 15 s findBy (the declined-payment test failed so at load average 19).
beforeAll(() => import("../../../resources/cards/PayWithCard"), 120_000);

/**
 * Polling runs on react-query's setInterval: the polling tests fake that clock (only intervals; the rest
 * of the app, msw and Testing Library keep real time) and move it on, instead of waiting out real seconds.
 */
function fakePollingClock() {
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"], shouldAdvanceTime: true });
}
afterEach(() => {
  vi.useRealTimers();
});
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);
/** Moves the clock on one polling interval at a time until `check` holds. */
const pollUntil = (check: () => void) =>
  waitFor(async () => {
    await wait(DETAIL_POLL_MS);
    check();
  });

describe("/rentals/{id}: a rental that could not be set up", () => {
  it("tells the customer what happens next", async () => {
    await open(
      "customer",
      rentalDetail({
        status: "error",
        rental_error: "SIM activation failed.",
        rental_problem: problemOf("rental", "SIM activation failed."),
      }),
    );
    expect(await screen.findByText("Your rental could not be set up")).toBeInTheDocument();
    expect(
      screen.getByText("Our staff see this rental and will set it up or contact you."),
    ).toBeInTheDocument();
  });

  it("a declined payment: the customer sees what paying charges before pressing Pay", async () => {
    server.use(listHandler("/api/payments/cards/", [savedCard()]));
    await open(
      "customer",
      rentalDetail({
        status: "error",
        payment_error: "Your card was declined.",
        payment_problem: problemOf("payment", "Your card was declined."),
        assign_card_charge_amount: "57.16",
      }),
    );
    const panel = await screen.findByRole("region", { name: "Your payment did not go through" });
    expect(
      within(panel).getByText("The card you choose is charged $57.16 when you press Pay."),
    ).toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: "Pay $57.16 with this card" })).toBeInTheDocument();
  });
});

describe("/rentals/{id}: what it shows and polling", () => {
  it("shows the rental, its amounts and payments, and a link to the receipt; a customer gets no desk actions", async () => {
    const { requests } = await open("customer");
    for (const text of [
      "Rental #41",
      "Mexico (MX)",
      "Dec 1, 2026",
      "Dec 7, 2026",
      "$176.21",
      "Rental and tax",
      "Deposit",
      // The customer as the transaction and charge pages name them (common/names nameWithEmail).
      "Casey Customer · customer@demo.test",
      // The daily rate names its parts: the device's and the country's surcharge.
      "$10.00/day ($7.50 device + $2.50 Mexico)",
    ])
      expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: /Print receipt/ })).toHaveAttribute(
      "href",
      "/rentals/41/receipt",
    );
    expect(screen.queryByRole("button", { name: /Edit end date/ })).toBeNull();
    expect(writes(requests)).toEqual([]);
  });

  it("lists a refund among its charges as money going back: negative, refunded to the card", async () => {
    const base = rentalDetail();
    await open(
      "customer",
      rentalDetail({
        charges: [
          ...base.charges,
          { ...base.charges[1], id: 3, kind: "refund", amount: "40.00", processor_ref: "re_3" },
        ],
      }),
    );
    const refund = (await screen.findByText("Refunded to Visa •••• 4242")).closest("tr")!;
    expect(refund).toHaveTextContent("-$40.00");
    const deposit = within(refund.closest("tbody")!).getByText("Deposit").closest("tr")!;
    expect(deposit).toHaveTextContent("$100.00");
    expect(deposit).not.toHaveTextContent("-$");
  });

  it("a deposit held on the card, not charged: says how much and until when, then what became of it", async () => {
    const held = rentalDetail({
      deposit_amount: "0.00",
      card_hold: { status: "held", amount: "100.00", expires_at: "2026-12-08T15:00:00Z" },
    });
    const { state } = await open("customer", held);
    const item = (await screen.findByText("Deposit on hold on the card")).closest("tr")!;
    expect(item).toHaveTextContent(/\$100\.00 held on the card until Dec 8, 2026.*, not charged/);
    state.rental = {
      ...held,
      status: "returned",
      card_hold: { status: "captured", amount: "100.00", expires_at: null },
    };
    fakePollingClock();
    await pollUntil(() =>
      expect(screen.getByText("Deposit on hold on the card").closest("tr")).toHaveTextContent(
        "$100.00 was held: what was owed was taken from it, the rest let go",
      ),
    );
  });

  it("a hold charged as the deposit when the rental was extended says so, not that what was owed was taken", async () => {
    await open(
      "customer",
      rentalDetail({
        deposit_amount: "100.00",
        card_hold: { status: "charged", amount: "100.00", expires_at: null },
      }),
    );
    const item = (await screen.findByText("Deposit on hold on the card")).closest("tr")!;
    expect(item).toHaveTextContent(
      "$100.00 was held, then charged as the deposit when the rental was extended; refunded at the return",
    );
  });

  it("names the line's carrier and plan and its number as the transaction page does", async () => {
    await open(
      "member",
      rentalDetail({ carrier_name: "Tello", plan_name: "Unlimited 25", phone_number: "5550100001" }),
    );
    expect(await screen.findByText("Tello · Unlimited 25")).toBeInTheDocument();
    expect(screen.getByText("(555) 010-0001")).toBeInTheDocument();
  });

  it("re-fetches every 3 s while the rental is open, stops once it is returned, and stops on leaving", async () => {
    fakePollingClock();
    const { state, user } = await open("member");
    await screen.findByRole("button", { name: /Edit end date/ });
    await pollUntil(() => expect(state.reads).toBeGreaterThanOrEqual(2));
    state.rental = rentalDetail({ status: "returned", next_statuses: [] });
    // A returned rental can no longer have its end date moved: the new answer is on screen.
    await pollUntil(() => expect(screen.queryByRole("button", { name: /Edit end date/ })).toBeNull());
    const settled = state.reads;
    await wait(3500);
    expect(state.reads).toBe(settled);

    state.rental = rentalDetail({ status: "picked_up" });
    answerList([]);
    await user.click(screen.getAllByRole("link", { name: "Rentals" })[0]);
    await waitFor(() => expect(window.location.pathname).toBe("/rentals"));
    const left = state.reads;
    await wait(3500);
    expect(state.reads).toBe(left);
  });
});

describe("/rentals/{id}: the desk's actions and their notices", () => {
  it("pauses polling while a dialog is open, so the form keeps what is typed, and resumes after", async () => {
    fakePollingClock();
    const { state, user } = await open("member");
    const dialog = await openDialog(user, /Edit total due/, "Edit total due");
    const amount = await within(dialog).findByLabelText("Total due");
    await waitFor(() => expect(amount).toHaveValue("176.21"));
    await user.clear(amount);
    await user.type(amount, "150");
    const reads = state.reads;
    await wait(3500);
    expect(state.reads).toBe(reads);
    expect(amount).toHaveValue("150");
    await user.click(within(dialog).getByRole("button", { name: /Cancel/ }));
    await pollUntil(() => expect(state.reads).toBeGreaterThan(reads));
  });

  it("edits the total due with a reason, and says so when it fails", async () => {
    const { user, requests } = await open("member");
    answer("patch", "/api/rental/rentals/41/update", 400, { total_due_amount: ["Must be at least $0.00."] });
    const dialog = await openDialog(user, /Edit total due/, "Edit total due");
    const amount = await within(dialog).findByLabelText("Total due");
    await user.clear(amount);
    await user.type(amount, "150");
    await user.type(within(dialog).getByLabelText("Reason"), "Loyalty discount");
    await user.click(within(dialog).getByRole("button", { name: /Save/ }));
    await findNotice(error.rentalTotalDueUpdateFailed);
    expect(writes(requests)[0]).toMatchObject({
      body: { total_due_amount: "150.00", reason: "Loyalty discount" },
    });

    answer("patch", "/api/rental/rentals/41/update", 200, rentalDetail({ total_due_amount: "150.00" }));
    await user.click(within(dialog).getByRole("button", { name: /Save/ }));
    await findNotice(success.rentalTotalDueUpdated);
  });

  it("adds a cash payment up to the balance; a refused one says 'Failed to add payment'", async () => {
    const { user, requests } = await open(
      "member",
      rentalDetail({ balance: "40.00", paid_amount: "136.21" }),
    );
    // The dialog offers the customer's saved cards too (GET /api/payments/cards/?user=7).
    server.use(listHandler("/api/payments/cards/", [savedCard()]));
    answer("post", "/api/rental/rentals/add-payment/", 502, {
      detail: "The payment processor could not be reached.",
    });
    const dialog = await openDialog(user, /Add payment/, "Add payment");
    expect(within(dialog).getByLabelText("Amount")).toHaveValue("40.00");
    await user.click(within(dialog).getByRole("button", { name: /Add payment/ }));
    await findNotice(error.paymentAddFailed);

    answer("post", "/api/rental/rentals/add-payment/", 200, rentalDetail());
    await user.click(within(dialog).getByRole("button", { name: /Add payment/ }));
    await findNotice(success.paymentAdded);
    expect(writes(requests).at(-1)).toMatchObject({
      method: "POST",
      path: "/api/rental/rentals/add-payment/",
      body: { rental: 41, amount: "40.00", method: "cash" },
    });
  });

  it("a card payment says what it charges on the button that charges it", async () => {
    const { user, requests } = await open(
      "member",
      rentalDetail({ balance: "40.00", paid_amount: "136.21" }),
    );
    server.use(listHandler("/api/payments/cards/", [savedCard()]));
    answer("post", "/api/rental/rentals/add-payment/", 200, rentalDetail());
    const dialog = await openDialog(user, /Add payment/, "Add payment");
    await user.click(within(dialog).getByRole("radio", { name: "Card" }));
    const charge = await within(dialog).findByRole("button", { name: "Charge $40.00" });
    expect(writes(requests)).toEqual([]);
    await user.click(charge);
    await findNotice(success.paymentAdded);
    expect(writes(requests).at(-1)).toMatchObject({
      path: "/api/rental/rentals/add-payment/",
      body: { rental: 41, amount: "40.00", method: "card" },
    });
  });

  it('says "Failed to fetch end rental preview." when the preview cannot be had', async () => {
    const { user } = await open("member", rentalDetail({ status: "picked_up" }));
    answer("get", "/api/rental/rentals/41/end-preview", 500, { detail: "Boom" });
    await user.click(await screen.findByRole("button", { name: /End preview and return/ }));
    await findNotice(error.endPreviewFetchFailed);
  });

  it("refunds the deposit after a confirmation; a refused refund shows the server's detail", async () => {
    const rental = rentalDetail({
      status: "returned",
      next_statuses: [],
      refundable_deposit_amount: "100.00",
    });
    const { user, requests } = await open("member", rental);
    answer("post", "/api/rental/rentals/41/refund", 400, { detail: "The deposit was already refunded." });
    await user.click(await screen.findByRole("button", { name: /Refund deposit/ }));
    const confirm = await findConfirm("Refund the deposit?");
    await user.click(within(confirm).getByRole("button", { name: /Refund deposit/ }));
    await findNotice("The deposit was already refunded.");

    answer("post", "/api/rental/rentals/41/refund", 200, rentalDetail({ status: "returned" }));
    await user.click(screen.getAllByRole("button", { name: /Refund deposit/ })[0]);
    await user.click(
      within(await findConfirm("Refund the deposit?")).getByRole("button", { name: /Refund deposit/ }),
    );
    await findNotice(success.depositRefunded);
    expect(writes(requests).map((r) => r.path)).toEqual([
      "/api/rental/rentals/41/refund",
      "/api/rental/rentals/41/refund",
    ]);
  });

  it("says a deposit refund the card processor has not finished is pending, not refunded", async () => {
    const { user } = await open(
      "member",
      rentalDetail({ status: "returned", next_statuses: [], refundable_deposit_amount: "100.00" }),
    );
    const sent = rentalDetail({ status: "returned", next_statuses: [], refundable_deposit_amount: "100.00" });
    sent.charges.push({
      ...sent.charges[0],
      id: 9,
      kind: "refund",
      status: "pending",
      amount: "100.00",
      processor_ref: "re_1",
    });
    answer("post", "/api/rental/rentals/41/refund", 200, sent);
    await user.click(await screen.findByRole("button", { name: /Refund deposit/ }));
    await user.click(
      within(await findConfirm("Refund the deposit?")).getByRole("button", { name: /Refund deposit/ }),
    );
    await findNotice(
      "The deposit refund was sent and is pending at the card processor: it counts once the processor confirms it.",
    );
    expect(screen.queryByText(success.depositRefunded)).toBeNull();
  });

  it("says the deposit goes back to the card that paid it, not cash, and lets staff choose cash when both paid", async () => {
    // A desk booking: the rental has no card of its own, the deposit was paid by card at the desk.
    const rental = rentalDetail({
      status: "returned",
      next_statuses: [],
      card_label: null,
      payment_method: null,
      refundable_deposit_amount: "100.00",
      refund_methods: ["card", "cash"],
      refund_card_label: "Visa •••• 4242",
    });
    const { user, requests } = await open("member", rental);
    answer("post", "/api/rental/rentals/41/refund", 200, rentalDetail({ status: "returned" }));
    await user.click(await screen.findByRole("button", { name: /Refund deposit/ }));
    const confirm = await findConfirm("Refund the deposit?");
    expect(confirm).toHaveTextContent("$100.00 goes back to Visa •••• 4242.");
    await user.click(within(confirm).getByRole("radio", { name: "In cash at the desk" }));
    expect(confirm).toHaveTextContent("$100.00 goes back in cash.");
    await user.click(within(confirm).getByRole("button", { name: /Refund deposit/ }));
    await findNotice(success.depositRefunded);
    expect(writes(requests).map((r) => [r.path, r.body])).toEqual([
      ["/api/rental/rentals/41/refund", { method: "cash" }],
    ]);
  });

  it('falls back to "Failed to refund deposit" without a detail', async () => {
    const rental = rentalDetail({
      status: "returned",
      next_statuses: [],
      refundable_deposit_amount: "100.00",
    });
    const { user } = await open("member", rental);
    answer("post", "/api/rental/rentals/41/refund", 400, {});
    await user.click(await screen.findByRole("button", { name: /Refund deposit/ }));
    await user.click(
      within(await findConfirm("Refund the deposit?")).getByRole("button", { name: /Refund deposit/ }),
    );
    await findNotice(error.depositRefundFailed);
  });
});
