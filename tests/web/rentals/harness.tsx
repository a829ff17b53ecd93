import { rentalAnswer } from "../../../common/api/records";
import { resourceDefinitions } from "../../../resources";
import type { RentalDetail, RentalLine } from "../../../resources/rentals/types";
import { country, device, page, savedCard } from "../fixtures";
import type { Dayjs } from "dayjs";
import { api, http, json, type RecordedRequest, server } from "../msw";
import { renderApp, warmUp } from "../render";

type User = ReturnType<typeof renderApp>["user"];
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { t } from "../../../src/i18n";

/** The rental screens and the resources they read (the panel shows only these). */
export const RENTALS = resourceDefinitions.filter((d) =>
  ["rentals", "rent-now", "cards", "devices", "countries", "carriers", "plans", "customers"].includes(d.name),
);

/** The shared renderApp with the rental screens' resources, signed in as `who`. */
export function renderRentals(who: "customer" | "member" | "owner", path: string) {
  return renderApp(path, { as: who, resources: RENTALS });
}

/** The shared warmUp, on the rental screens' resources. */
export function warmUpRentals(path: string, text: string, answer: () => void) {
  warmUp(path, text, answer, RENTALS);
}

export function rentalDetail(overrides: Partial<RentalDetail> = {}): RentalDetail {
  return {
    id: 41,
    status: "preorder",
    trigger: "manual",
    user: 7,
    user_name: "Casey Customer",
    user_email: "customer@demo.test",
    device: 5,
    device_name: "Pocket Hotspot",
    device_kind: "hotspot",
    unit: null,
    unit_serial: null,
    unit_barcode: null,
    unit_iccid: null,
    country: 3,
    country_name: "Mexico",
    country_code: "MX",
    plan: null,
    plan_name: null,
    carrier: null,
    carrier_name: null,
    phone_number: null,
    start_date: "2026-12-01",
    end_date: "2026-12-07",
    days: 7,
    amount: "70.00",
    tax_amount: "6.21",
    deposit_amount: "100.00",
    total_due_amount: "176.21",
    paid_amount: "176.21",
    balance: "0.00",
    payment_method: 9,
    card_label: "Visa •••• 4242",
    payment_error: null,
    payment_problem: null,
    rental_error: null,
    rental_problem: null,
    picked_up_at: null,
    returned_at: null,
    deposit_refunded_at: null,
    note: "",
    created_by: 7,
    resolved_by: null,
    resolved_at: null,
    created_at: "2026-11-20T10:00:00Z",
    updated_at: "2026-11-20T10:00:00Z",
    company_name: "Demo Wireless",
    company_address: null,
    company_support_phone: null,
    company_support_email: null,
    daily_rate: "10.00",
    device_daily_rate: "7.50",
    country_daily_rate: "2.50",
    today: "2026-11-25",
    time_zone: "America/New_York",
    picked_up_on: null,
    created_by_name: "Casey Customer",
    resolved_by_name: null,
    deposit_paid_amount: "100.00",
    deposit_refunded_amount: "0.00",
    refundable_deposit_amount: "0.00",
    next_statuses: ["ready_for_pickup"],
    payment_method_label: "Visa •••• 4242",
    rental_due_amount: "76.21",
    deposit_held_amount: "100.00",
    received_amount: "176.21",
    refunded_amount: "0.00",
    refund_methods: [],
    refund_card_label: null,
    assign_card_charge_amount: "0.00",
    lines: [
      ledgerLine(1, "days", { amount: "70.00", tax_amount: "6.21", days: 7, daily_rate: "10.00" }),
      ledgerLine(2, "deposit", { amount: "100.00" }),
      ledgerLine(3, "payment", { paid_amount: "76.21", charge: 1 }),
      ledgerLine(4, "payment", { paid_amount: "100.00", charge: 2, is_deposit: true }),
    ],
    charges: [
      {
        id: 1,
        kind: "rental",
        method: "card",
        status: "succeeded",
        amount: "76.21",
        card_label: "Visa •••• 4242",
        processor_ref: "sim_1",
        failure_message: null,
        failure_problem: null,
        created_by: 7,
        created_at: "2026-11-20T10:00:01Z",
      },
      {
        id: 2,
        kind: "deposit",
        method: "card",
        status: "succeeded",
        amount: "100.00",
        card_label: "Visa •••• 4242",
        processor_ref: "sim_2",
        failure_message: null,
        failure_problem: null,
        created_by: 7,
        created_at: "2026-11-20T10:00:02Z",
      },
    ],
    end_preview: null,
    card_hold: null,
    ...overrides,
  };
}

/** A line of a rental's ledger (RentalDetail.lines): amounts and values default to nothing, a card paid. */
export function ledgerLine(
  id: number,
  kind: RentalLine["kind"],
  fields: Partial<RentalLine> = {},
): RentalLine {
  const card =
    kind === "payment" || kind === "deposit_refund" || kind === "refund" || kind.startsWith("deposit_hold");
  return {
    id,
    kind,
    days: null,
    daily_rate: null,
    amount: "0.00",
    tax_amount: "0.00",
    tax_rate: null,
    paid_amount: "0.00",
    method: card ? "card" : null,
    charge: null,
    card_label: card ? "Visa •••• 4242" : null,
    from_date: null,
    to_date: null,
    reason: null,
    is_deposit: false,
    fee_kind: null,
    hold_amount: null,
    created_at: "2026-11-20T10:00:00Z",
    ...fields,
  };
}

/**
 * GET /api/rental/rentals/{id}/ answering the current state of `state.rental`, counting calls; the device's
 * availability (the desk's Edit end date reads it) with the `booked` days.
 */
export function answerRental(initial: RentalDetail, booked: string[] = []) {
  const state = { rental: initial, reads: 0 };
  server.use(
    http.get(api("/api/rental/devices/:id/availability/"), ({ params, request }) => {
      const url = new URL(request.url);
      return json({
        device: Number(params.id),
        from: url.searchParams.get("from") ?? "",
        to: url.searchParams.get("to") ?? "",
        stock: 1,
        is_active: true,
        unavailable_dates: booked,
      });
    }),
    http.get(api("/api/rental/rentals/:id/"), () => {
      state.reads += 1;
      return json(state.rental);
    }),
  );
  return state;
}

/** The lists the filter bar's own selects read (carriers, plans, customers). */
export function answerPickers(pages: Partial<Record<"carriers" | "plans" | "customers", unknown[]>> = {}) {
  server.use(
    http.get(api("/api/carriers/"), () => json(page(pages.carriers ?? []))),
    http.get(api("/api/plans/"), () => json(page(pages.plans ?? []))),
    http.get(api("/api/company/customers/"), () => json(page(pages.customers ?? []))),
    http.get(api("/api/company/customers/:id/"), ({ params }) => {
      const found = (pages.customers as Array<{ id: number }> | undefined)?.find(
        (c) => String(c.id) === params.id,
      );
      return found ? json(found) : json({ detail: "Not found." }, 404);
    }),
  );
}

/** A quote as POST /api/rental/devices/cost/ gives it: 7 days of a device at $7.50 to a $2.50 country. */
export const QUOTE = {
  amount: "70.00",
  tax_amount: "6.21",
  deposit_amount: "100.00",
  total_amount: "176.21",
  deposit_held: false,
  days: 7,
  daily_rate: "10.00",
  device_daily_rate: "7.50",
  country_daily_rate: "2.50",
};

/** Rent Now comes to ask the price of the hotspot (device 5) in Mexico (country 3) from `first` to `last`. */
export const expectPricedFor = (requests: RecordedRequest[], first: Dayjs, last: Dayjs) =>
  waitFor(() =>
    expect(requests.find((r) => r.path === "/api/rental/devices/cost/")?.body).toEqual({
      device: 5,
      country: 3,
      start_date: first.format("YYYY-MM-DD"),
      end_date: last.format("YYYY-MM-DD"),
    }),
  );

/**
 * What Rent Now reads: the devices and the countries to rent (a status code answers that failure), the
 * customer's cards, the processor, and each device's availability (`unavailable`: its booked days, by device
 * id). `customers`: what the customer picker offers staff.
 */
export function answerRentNow({
  devices = [device()] as unknown[] | number,
  countries = [country()] as unknown[] | number,
  unavailable = {} as Record<string, string[]>,
  customers = [] as unknown[],
} = {}) {
  const listOrFailure = (rows: unknown[] | number) =>
    typeof rows === "number" ? json({ detail: "Down" }, rows) : json(page(rows));
  answerPickers({ customers });
  server.use(
    http.get(api("/api/rental/devices/"), () => listOrFailure(devices)),
    http.get(api("/api/rental/countries/"), () => listOrFailure(countries)),
    http.get(api("/api/payments/cards/"), () => json(page([savedCard()]))),
    http.get(api("/api/payments/config/"), () => json({ processor: "simulated", publishable_key: null })),
    http.get(api("/api/rental/devices/:id/availability/"), ({ params, request }) => {
      const url = new URL(request.url);
      const id = String(params.id);
      return json({
        device: Number(id),
        from: url.searchParams.get("from") ?? "",
        to: url.searchParams.get("to") ?? "",
        stock: 1,
        is_active: true,
        unavailable_dates: unavailable[id] ?? [],
      });
    }),
  );
}

/** What the rentals list's status tabs count, unless a test says otherwise. */
export const RENTAL_COUNTERS = {
  all: 14,
  preorder: 3,
  ready_for_pickup: 2,
  picked_up: 5,
  returned: 0,
  error: 1,
  resolved: 3,
};

/** The list and its status counters; `counters` a status code answers the counters with that failure. */
export function answerList(
  rows: RentalDetail[],
  status = 200,
  counters: Record<string, number> | number = RENTAL_COUNTERS,
) {
  answerPickers();
  server.use(
    http.get(api("/api/rental/rentals/"), () =>
      // A list row is the detail without what only the detail has (zod drops the fields it does not name).
      status === 200
        ? json(page(rows.map((row) => rentalAnswer.parse(row))))
        : json({ detail: "Database unavailable." }, status),
    ),
    http.get(api("/api/rental/rentals/counters/"), () =>
      typeof counters === "number" ? json({ detail: "Database unavailable." }, counters) : json(counters),
    ),
  );
}

/** The next call of `method path` answers `status` and `body` (the detail, or DRF's error). */
export function answer(method: "post" | "patch" | "get", path: string, status: number, body: object) {
  server.use(http[method](api(path), () => json(body, status)));
}

/** /rentals/{id} of `rental` open for `who`, its detail answered (and re-read) from `state.rental`. */
export async function openRental(who: "member" | "customer", rental = rentalDetail()) {
  const state = answerRental(rental);
  answerPickers();
  const view = renderRentals(who, `/rentals/${rental.id}`);
  await screen.findAllByText("Pocket Hotspot");
  return { ...view, state };
}

/** Chooses `option` in a native select (a customer's plain form) once its choices have arrived. */
export async function pick(user: User, label: string, option: string | RegExp) {
  const select = await screen.findByRole("combobox", { name: label });
  const found = await waitFor(() => {
    const match = within(select)
      .getAllByRole<HTMLOptionElement>("option")
      .find((o) =>
        typeof option === "string" ? o.textContent === option : option.test(o.textContent ?? ""),
      );
    if (!match) throw new Error(`No option ${String(option)} for ${label}`);
    return match;
  });
  await user.selectOptions(select, found);
}

/** Writes a day (YYYY-MM-DD, or "" to clear it) in a customer's date field, as the browser's picker does. */
export const writeDay = (label: string, day: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: day } });

/**
 * Fills a customer's Rent Now (drawn without antd): the device and the country in their native selects, the
 * first and the last day in their date fields.
 */
export async function fillCustomerRentNow(
  user: User,
  {
    device = /^Pocket Hotspot/,
    country = /^Mexico/,
    start,
    end,
  }: { device?: string | RegExp; country?: string | RegExp; start: Dayjs; end: Dayjs },
) {
  await pick(user, t("rentals.rentNow.device"), device);
  await pick(user, t("rentals.rentNow.countryLabel"), country);
  writeDay(t("rentals.days.first"), start.format("YYYY-MM-DD"));
  writeDay(t("rentals.days.last"), end.format("YYYY-MM-DD"));
}
