import { problemOf } from "../../../common/problems";
import { error, success } from "../../../src/messages";
import { screen, waitFor, within } from "@testing-library/react";
import { api, http, json, type RecordedRequest, server } from "../msw";
import { carrier, page, telloPlans } from "../fixtures";
import type { RentalFee } from "../../../resources/fees/types";
import { choose, findConfirm, findFieldError, findNotice, openDialog, sent, writes } from "../render";
import { answer, answerPickers, answerRental, openRental, rentalDetail, warmUpRentals } from "./harness";
import type { EndDatePreview, RentalDetail } from "../../../resources/rentals/types";

/**
 * The rental desk (resources/rentals/desk/): each dialog's way through and its failure notice, the new end
 * date priced before it is saved, the return's day, and the steps that ask first.
 */
warmUpRentals("/rentals/41", "Pocket Hotspot", () => answerRental(rentalDetail()));

/** The next PATCH of rental 41 (…/update: the desk's edits and steps) answers `status` and `body`. */
const answerUpdate = (status: number, body: object) =>
  answer("patch", "/api/rental/rentals/41/update", status, body);

/** The panel's only writes were PATCHes of rental 41 (…/update) with these bodies, in this order. */
const expectUpdatesSent = (requests: RecordedRequest[], ...bodies: object[]) =>
  expect(writes(requests)).toEqual(
    bodies.map((body) => sent("PATCH", "/api/rental/rentals/41/update", body)),
  );

/** The rental with its line: Tello's Unlimited 25 on (555) 010-0001. */
const withLine = (overrides: Partial<RentalDetail> = {}) =>
  rentalDetail({
    carrier: 1,
    carrier_name: "Tello",
    plan: 21,
    plan_name: "Unlimited 25",
    phone_number: "5550100001",
    ...overrides,
  });

/** The rental page with the carrier and plan pickers answering Tello and its plans. */
async function openWithLine(rental = withLine()) {
  const view = await openRental("member", rental);
  answerPickers({ carriers: [carrier()], plans: telloPlans() });
  server.use(
    http.get(api("/api/carriers/:id/"), () => json(carrier())),
    http.get(api("/api/plans/:id/"), () => json(telloPlans()[0])),
  );
  return view;
}

describe("Edit rental: the line on the device and the note", () => {
  it("saves number, plan and note with one PATCH and says 'Rental has been updated.'; a refusal says 'Failed to update rental.' with the server's words on the field", async () => {
    const { user, requests } = await openWithLine();
    answerUpdate(400, {
      phone_number: ["Enter a phone number of 10 to 15 digits."],
    });
    const dialog = await openDialog(user, /Edit rental/, "Edit rental");
    const number = await within(dialog).findByLabelText("Phone number");
    await waitFor(() => expect(number).toHaveValue("5550100001"));
    await user.clear(number);
    await user.type(number, "555");
    await user.click(within(dialog).getByRole("button", { name: /Save/ }));
    await findNotice(error.rentalUpdateFailed);
    await findFieldError(dialog, "Phone number", "Enter a phone number of 10 to 15 digits.");

    answerUpdate(200, withLine({ plan: 22, plan_name: "Talk 10" }));
    await user.clear(number);
    await user.type(number, "5550100002");
    await choose(user, "Plan", "Talk 10 — $10.00", dialog);
    await user.type(within(dialog).getByLabelText("Note"), "SIM handed over at the desk");
    await user.click(within(dialog).getByRole("button", { name: /Save/ }));
    await findNotice(success.rentalUpdated);
    expectUpdatesSent(
      requests,
      { phone_number: "555", plan: 21, note: "" },
      {
        phone_number: "5550100002",
        plan: 22,
        note: "SIM handed over at the desk",
      },
    );
  });

  it("sends null for an emptied phone number (the server clears it)", async () => {
    const { user, requests } = await openWithLine(withLine({ note: "Kept" }));
    answerUpdate(200, withLine({ phone_number: null }));
    const dialog = await openDialog(user, /Edit rental/, "Edit rental");
    const number = await within(dialog).findByLabelText("Phone number");
    await waitFor(() => expect(number).toHaveValue("5550100001"));
    await user.clear(number);
    await user.click(within(dialog).getByRole("button", { name: /Save/ }));
    await findNotice(success.rentalUpdated);
    expectUpdatesSent(requests, { phone_number: null, plan: 21, note: "Kept" });
  });
});

/** Dec 7 → Dec 9: two more days at $10.00 and their tax; $100.00 of deposit paid. */
const twoMoreDays: EndDatePreview = {
  end_date: "2026-12-09",
  days: 9,
  days_change: 2,
  daily_rate: "10.00",
  amount_change: "20.00",
  tax_change: "1.78",
  total_due_amount_after: "197.99",
  balance_after: "21.78",
  deposit_covers_amount: "21.78",
  deposit_hold_charged_amount: "0.00",
};

describe("Edit end date: the server prices the new day before it is saved", () => {
  async function chooseEndDate(user: Awaited<ReturnType<typeof openRental>>["user"], day: string) {
    const dialog = await openDialog(user, /Edit end date/, "Edit end date");
    const input = await within(dialog).findByLabelText("End date");
    await waitFor(() => expect(input).toHaveValue("Dec 7, 2026"));
    await user.clear(input);
    await user.type(input, `${day}{Enter}`);
    return dialog;
  }

  it("shows days, price change with tax, new total, balance and the deposit that would cover it; Save waits for the preview", async () => {
    const { user, requests } = await openRental("member");
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(api("/api/rental/rentals/41/end-date-preview/"), async () => {
        await answered;
        return json(twoMoreDays);
      }),
    );
    answerUpdate(200, rentalDetail({ end_date: "2026-12-09" }));
    const dialog = await chooseEndDate(user, "Dec 9, 2026");
    const save = within(dialog).getByRole("button", { name: /Save/ });
    await within(dialog).findByText("Working out the new price…");
    expect(save).toBeDisabled();
    // Enter in the field (as typed above) saved nothing before the price is known.
    expect(writes(requests)).toEqual([]);

    release();
    const figures = await within(dialog).findByRole("region", { name: "What changes" });
    for (const text of ["7 → 9 (+2)", "+$20.00 (tax +$1.78)", "$197.99", "$21.78"])
      expect(within(figures).getByText(text)).toBeInTheDocument();
    expect(within(dialog).getByText("Deposit that would cover it: $21.78")).toBeInTheDocument();
    expect(
      requests.find((r) => r.path === "/api/rental/rentals/41/end-date-preview/")?.search.get("end_date"),
    ).toBe("2026-12-09");
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await findNotice(success.rentalEndDateUpdated);
    expectUpdatesSent(requests, { end_date: "2026-12-09" });
  });

  it("warns that a deposit held on the card would be charged when the new end date outlives the hold", async () => {
    const { user } = await openRental("member");
    answer("get", "/api/rental/rentals/41/end-date-preview/", 200, {
      ...twoMoreDays,
      deposit_hold_charged_amount: "100.00",
    });
    const dialog = await chooseEndDate(user, "Dec 9, 2026");
    expect(
      await within(dialog).findByText(
        "The deposit held on the card ($100.00) will be charged now: the hold would lapse before the return. It is refunded at the return.",
      ),
    ).toBeInTheDocument();
  });

  it("says nothing of the deposit when nothing is owed after, and shows a shorter rental's negative change", async () => {
    const { user } = await openRental("member");
    answer("get", "/api/rental/rentals/41/end-date-preview/", 200, {
      ...twoMoreDays,
      end_date: "2026-12-05",
      days: 5,
      days_change: -2,
      amount_change: "-20.00",
      tax_change: "-1.78",
      total_due_amount_after: "154.43",
      balance_after: "-21.78",
      deposit_covers_amount: "0.00",
    });
    const dialog = await chooseEndDate(user, "Dec 5, 2026");
    await within(dialog).findByText("7 → 5 (-2)");
    expect(within(dialog).getByText("-$20.00 (tax -$1.78)")).toBeInTheDocument();
    expect(within(dialog).queryByText(/Deposit that would cover it/)).toBeNull();
    expect(within(dialog).queryByText(/will be charged now/)).toBeNull();
  });

  it("shows the preview's refusal on the field and keeps Save disabled; a refused save says 'Failed to update rental end date'", async () => {
    const { user, requests } = await openRental("member");
    answer("get", "/api/rental/rentals/41/end-date-preview/", 400, {
      end_date: ["The device is not available on those days."],
    });
    const dialog = await chooseEndDate(user, "Dec 20, 2026");
    await findFieldError(dialog, "End date", "The device is not available on those days.");
    expect(within(dialog).getByRole("button", { name: /Save/ })).toBeDisabled();

    answer("get", "/api/rental/rentals/41/end-date-preview/", 200, twoMoreDays);
    answerUpdate(400, {
      end_date: ["The rental was returned meanwhile."],
    });
    const input = within(dialog).getByLabelText("End date");
    await user.clear(input);
    await user.type(input, "Dec 9, 2026{Enter}");
    await within(dialog).findByText("+$20.00 (tax +$1.78)");
    const save = within(dialog).getByRole("button", { name: /Save/ });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await findNotice(error.rentalEndDateUpdateFailed);
    expectUpdatesSent(requests, { end_date: "2026-12-09" });
  });
});

describe("Edit end date: the days the device is booked are greyed, and why", () => {
  it("greys the days from the first booked one after the end, and those before the start, saying why under the field", async () => {
    const { user, requests } = await openRental("member");
    answerRental(rentalDetail(), ["2026-12-12", "2026-12-13"]);
    const dialog = await openDialog(user, /Edit end date/, "Edit end date");
    expect(
      within(dialog).getByText(
        "Greyed days: before the rental's first day; the device is booked; beyond the longest rental (366 days).",
      ),
    ).toBeInTheDocument();
    const input = await within(dialog).findByLabelText("End date");
    await waitFor(() => expect(input).toHaveValue("Dec 7, 2026"));
    // Asked as Rent Now asks, from the day after the rental's end to its longest end.
    await waitFor(() =>
      expect(requests.find((r) => r.path === "/api/rental/devices/5/availability/")?.search.toString()).toBe(
        "from=2026-12-08&to=2027-12-01",
      ),
    );
    await user.click(input);
    const calendar = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(".ant-picker-dropdown");
      expect(found).not.toBeNull();
      return found!;
    });
    const greyed = (day: string) =>
      calendar.querySelector(`td[title="${day}"]`)?.classList.contains("ant-picker-cell-disabled");
    await waitFor(() => expect(greyed("2026-12-12")).toBe(true));
    // A later end would keep the device over the booked days too.
    expect(greyed("2026-12-20")).toBe(true);
    expect(greyed("2026-11-30")).toBe(true);
    for (const free of ["2026-12-01", "2026-12-05", "2026-12-11"]) expect(greyed(free)).toBe(false);
  });
});

/** Out since Dec 2; the company's today is Dec 9. */
const out = () =>
  rentalDetail({
    status: "picked_up",
    next_statuses: ["returned"],
    today: "2026-12-09",
    picked_up_on: "2026-12-02",
    picked_up_at: "2026-12-02T15:00:00Z",
  });
const returningToday = {
  return_date: "2026-12-09",
  end_date: "2026-12-07",
  extra_days: 2,
  daily_rate: "10.00",
  extra_amount: "20.00",
  extra_tax_amount: "1.78",
  total_due_amount_after: "197.99",
  balance_after: "21.78",
  deposit_amount: "100.00",
  refundable_deposit_amount: "100.00",
};

describe("Return at the desk, on a day", () => {
  it("returns today by default with what it costs; days after today and before the pick-up cannot be chosen", async () => {
    const { user, requests } = await openRental("member", out());
    answer("get", "/api/rental/rentals/41/end-preview", 200, returningToday);
    answer("post", "/api/rental/rentals/return/", 200, rentalDetail({ status: "returned" }));
    const dialog = await openDialog(user, /End preview and return/, "End preview and return");
    const field = within(dialog).getByLabelText("Returned on");
    expect(field).toHaveValue("Dec 9, 2026");
    await within(dialog).findByText("$21.78");
    expect(within(dialog).getByText("$1.78")).toBeInTheDocument();

    await user.click(field);
    const cell = (day: string) => document.querySelector(`.ant-picker-dropdown td[title="${day}"]`);
    await waitFor(() => expect(cell("2026-12-09")).not.toBeNull());
    expect(cell("2026-12-10")).toHaveClass("ant-picker-cell-disabled");
    expect(cell("2026-12-01")).toHaveClass("ant-picker-cell-disabled");
    expect(cell("2026-12-02")).not.toHaveClass("ant-picker-cell-disabled");
    expect(cell("2026-12-09")).not.toHaveClass("ant-picker-cell-disabled");
    await user.keyboard("{Escape}");

    await user.click(within(dialog).getByRole("button", { name: /Return rental/ }));
    await findNotice(success.rentalReturned);
    expect(writes(requests)).toEqual([
      sent("POST", "/api/rental/rentals/return/", { rental: 41, returned_on: "2026-12-09" }),
    ]);
  });

  it("returns on an earlier day, shows the day and the server's refusal on the field", async () => {
    const { user, requests } = await openRental("member", out());
    answer("get", "/api/rental/rentals/41/end-preview", 200, returningToday);
    answer("post", "/api/rental/rentals/return/", 400, {
      returned_on: ["The return date cannot be before the pick-up."],
    });
    const dialog = await openDialog(user, /End preview and return/, "End preview and return");
    await within(dialog).findByText("$21.78");
    await user.click(within(dialog).getByLabelText("Returned on"));
    const day = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-picker-dropdown td[title="2026-12-05"]');
      if (!found) throw new Error("no Dec 5 in the calendar");
      return found;
    });
    await user.click(day);
    await within(dialog).findByText(/^Returned on Dec 5, 2026: /);
    // Another day is priced by the server on return: the panel shows no figures of its own.
    expect(within(dialog).queryByText("$21.78")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: /Return rental/ }));
    await findNotice(error.rentalReturnFailed);
    await findFieldError(dialog, "Returned on", "The return date cannot be before the pick-up.");

    answer("post", "/api/rental/rentals/return/", 200, rentalDetail({ status: "returned" }));
    await user.click(within(dialog).getByRole("button", { name: /Return rental/ }));
    await findNotice(success.rentalReturned);
    expect(writes(requests).map((r) => r.body)).toEqual([
      { rental: 41, returned_on: "2026-12-05" },
      { rental: 41, returned_on: "2026-12-05" },
    ]);
  });
});

const fee = (fields: Partial<RentalFee>): RentalFee => ({
  id: 1,
  kind: "damage",
  name: "Fee",
  amount: "1.00",
  taxable: true,
  is_active: true,
  created_at: "2026-11-01T10:00:00Z",
  ...fields,
});

describe("Fees at the return", () => {
  it("offers the company's active fees with their amounts and sends the ones picked", async () => {
    const { user, requests } = await openRental("member", out());
    answer("get", "/api/rental/rentals/41/end-preview", 200, returningToday);
    answer(
      "get",
      "/api/rental/fees/",
      200,
      page([
        fee({ id: 3, kind: "damage", name: "Cracked screen", amount: "40.00" }),
        fee({ id: 4, kind: "late_return", name: "Late", amount: "5.00" }),
      ]),
    );
    answer("post", "/api/rental/rentals/return/", 200, rentalDetail({ status: "returned" }));
    const dialog = await openDialog(user, /End preview and return/, "End preview and return");
    await within(dialog).findByText("$21.78");
    await user.click(await within(dialog).findByLabelText("Damage: Cracked screen, $40.00"));
    expect(within(dialog).getByLabelText("Late return: Late, $5.00 per day late")).not.toBeChecked();
    await user.click(within(dialog).getByRole("button", { name: /Return rental/ }));
    await findNotice(success.rentalReturned);
    expect(writes(requests).map((r) => r.body)).toEqual([
      { rental: 41, returned_on: "2026-12-09", fees: [3] },
    ]);
  });
});

describe("Steps that ask first", () => {
  it("picks up by the scanned barcode: Enter in the scan field sends it", async () => {
    const rental = rentalDetail({ status: "ready_for_pickup", next_statuses: ["picked_up"] });
    const { user, requests } = await openRental("member", rental);
    answer("get", "/api/rental/devices/5/units/", 200, []);
    answer("post", "/api/rental/rentals/41/pick-up/", 200, rentalDetail({ status: "picked_up" }));
    expect(screen.queryByRole("button", { name: "Mark Picked Up" })).toBeNull();
    await user.click(await screen.findByRole("button", { name: "Pick up…" }));
    const field = await screen.findByRole("textbox", { name: "Scan or type the barcode" });
    // A scanner types where the focus is, unclicked: the scan field has it once the dialog is open.
    await waitFor(() => expect(field).toHaveFocus());
    await user.keyboard("BC-7{Enter}");
    await findNotice(success.rentalStatusUpdated);
    expect(writes(requests).map((r) => r.body)).toEqual([{ unit_code: "BC-7" }]);
  });

  it('says "Failed to update rental status" when the server refuses a step', async () => {
    const { user } = await openRental("member");
    answerUpdate(400, {
      status: ["The status cannot change from preorder to ready_for_pickup."],
    });
    await user.click(await screen.findByRole("button", { name: "Mark Ready for Pickup" }));
    await user.click(
      within(await findConfirm("Mark this rental ready for pickup?")).getByRole("button", {
        name: "Mark Ready for Pickup",
      }),
    );
    await findNotice(error.rentalStatusUpdateFailed);
  });

  it("asks before charging again on Retry; failure and success have their notices", async () => {
    const rental = rentalDetail({
      status: "error",
      next_statuses: ["resolved"],
      payment_error: "Declined.",
      payment_problem: problemOf("payment", "Declined."),
    });
    const { user, requests } = await openRental("member", rental);
    const question = "Charge what is due again on the rental's card?";
    answer("post", "/api/rental/41/retry/", 400, { detail: "Nothing left to charge." });
    await user.click(await screen.findByRole("button", { name: /^Retry$/ }));
    await user.click(within(await findConfirm(question)).getByRole("button", { name: /Retry$/ }));
    await findNotice(error.rentalRetryFailed);
    answer("post", "/api/rental/41/retry/", 200, rental);
    await user.click(screen.getByRole("button", { name: /^Retry$/ }));
    await user.click(within(await findConfirm(question)).getByRole("button", { name: /Retry$/ }));
    await findNotice(success.rentalRetried);
    expect(writes(requests).map((r) => r.path)).toEqual(["/api/rental/41/retry/", "/api/rental/41/retry/"]);
  });

  it("Retry on a rental with money due says the amount and the card before it charges", async () => {
    const rental = rentalDetail({
      status: "error",
      next_statuses: ["resolved"],
      payment_error: "Declined.",
      payment_problem: problemOf("payment", "Declined."),
      payment_method_label: "Visa •••• 0002",
      assign_card_charge_amount: "57.16",
    });
    const { user, requests } = await openRental("member", rental);
    answer("post", "/api/rental/41/retry/", 200, rental);
    await user.click(await screen.findByRole("button", { name: /^Retry$/ }));
    const confirm = await findConfirm("Charge $57.16 to Visa •••• 0002 again?");
    expect(writes(requests)).toEqual([]);
    await user.click(within(confirm).getByRole("button", { name: "Charge $57.16" }));
    await findNotice(success.rentalRetried);
    expect(writes(requests).map((r) => r.path)).toEqual(["/api/rental/41/retry/"]);
  });

  it("Resolve needs a note saying why; the server's refusal and failure are shown, then it resolves", async () => {
    const rental = rentalDetail({ status: "error", next_statuses: ["resolved"] });
    const { user, requests } = await openRental("member", rental);
    const dialog = await openDialog(user, /^Resolve$/, "Resolve rental");
    // Resolving is its own dialog, not a status step.
    expect(screen.queryByRole("button", { name: "Mark Resolved" })).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Resolve" }));
    await findFieldError(dialog, "Note", "Say why.");
    expect(writes(requests)).toEqual([]);

    answer("post", "/api/rental/41/resolve/", 500, { detail: "Boom" });
    await user.type(within(dialog).getByLabelText("Note"), "Customer paid in cash at the desk");
    await user.click(within(dialog).getByRole("button", { name: "Resolve" }));
    await findNotice(error.rentalResolveFailed);

    answer("post", "/api/rental/41/resolve/", 200, rentalDetail({ status: "resolved" }));
    await user.click(within(dialog).getByRole("button", { name: "Resolve" }));
    await findNotice(success.rentalResolved);
    await waitFor(() => expect(screen.queryByText("Resolve rental")).toBeNull());
    expect(writes(requests)).toEqual([
      sent("POST", "/api/rental/41/resolve/", { note: "Customer paid in cash at the desk" }),
      sent("POST", "/api/rental/41/resolve/", { note: "Customer paid in cash at the desk" }),
    ]);
  });
});
