import {
  type BaseRecord,
  type HttpError,
  useCustom,
  useCustomMutation,
  useGo,
  useInvalidate,
  useList,
  useNotification,
} from "@refinedev/core";
import { useState } from "react";
import type { Country } from "@common/api";
import { MAX_RENTAL_DAYS } from "@common/api/limits";
import { addDays, formatDate, shownToday } from "@common/dates";
import { formatMoney } from "@common/money";
import { failedNotice } from "../../src/components/layout/notices";
import { problemText } from "../../src/components/show/Problem";
import { currentAnswer } from "../../src/providers/current-answer";
import type { WholeListCall } from "../../src/providers/data";
import { t } from "../../src/i18n";
import { error, success } from "../../src/messages";
import { dailyRateText } from "./desk/dailyRate";
import { rentalEndpoints } from "./endpoints";
import type { DeviceAvailability, RentalCost, RentalDetail } from "./types";

/*
 * What Rent Now asks the server and does with its answers, the same for staff's form (StaffRentNow, antd's)
 * and a customer's (CustomerRentNow, plain): the catalogue, the device's booked days, the price, the rental
 * and the payment steps after a declined card or a bank that asks.
 */

/** The first of `unavailable` (sorted YYYY-MM-DD days) from a to b, both included, in either order. */
export function firstUnavailable(unavailable: string[], a: string, b: string) {
  const [lo, hi] = a <= b ? [a, b] : [b, a];
  return unavailable.find((u) => u >= lo && u <= hi);
}

/** A catalogue's active rows (devices, countries), every one, by name: what the form offers. */
export const activeRowsList = (resource: "devices" | "countries") =>
  ({
    resource,
    sorters: [{ field: "name", order: "asc" }],
    filters: [{ field: "is_active", operator: "eq", value: "true" }],
  }) satisfies WholeListCall;

/** activeRowsList's rows. */
export const useActiveRows = <T extends BaseRecord>(resource: "devices" | "countries", fetchFailed: string) =>
  useList<T, HttpError>({
    ...activeRowsList(resource),
    pagination: { mode: "off" },
    errorNotification: failedNotice(fetchFailed),
  });

export type ActiveRows<T extends BaseRecord> = ReturnType<typeof useActiveRows<T>>;

/** What a rental is priced for: the form's choices, days as YYYY-MM-DD. */
export interface RentChoice {
  device?: string;
  country?: string;
  start?: string;
  end?: string;
}

/**
 * The chosen device's booked days and the price of the choice. The booked days are asked over the longest
 * window the server answers in one call (MAX_RENTAL_DAYS from today); days past it, or all days if this call
 * fails, are left to the cost check. Days are the company's: a browser elsewhere (or in UTC after midnight)
 * must not move "today". A range across a booked day is not priced (`blocked` says why).
 */
export function useRentQuote({ device, country, start, end }: RentChoice) {
  const windowFrom = shownToday();
  const windowTo = addDays(windowFrom, MAX_RENTAL_DAYS - 1);
  const availability = useCustom<DeviceAvailability, HttpError>({
    url: device ? rentalEndpoints.availability(device).path : "",
    method: "get",
    config: { query: { from: windowFrom, to: windowTo } },
    errorNotification: false,
    queryOptions: {
      enabled: Boolean(device),
      queryKey: ["rental-device-availability", device, windowFrom],
    },
  });
  const fetched = device
    ? currentAnswer<DeviceAvailability>(availability.query, availability.result?.data)
    : undefined;
  const unavailable = fetched ? [...fetched.unavailable_dates].sort() : [];

  const blockedDay = start && end ? firstUnavailable(unavailable, start, end) : undefined;
  const blocked = blockedDay ? t("rentals.rentNow.blocked", { date: formatDate(blockedDay) }) : undefined;
  const quote =
    device && country && start && end && !blocked
      ? { device: Number(device), country: Number(country), start_date: start, end_date: end }
      : undefined;
  const cost = useCustom<RentalCost, HttpError>({
    url: rentalEndpoints.cost().path,
    method: "post",
    config: { payload: quote },
    errorNotification: failedNotice(error.costFetchFailed),
    queryOptions: { enabled: quote !== undefined, queryKey: ["rental-cost", quote] },
  });
  const price = quote ? currentAnswer<RentalCost>(cost.query, cost.result?.data) : undefined;
  return {
    /** the first and last day of the window the booked days were asked for */
    window: { from: windowFrom, to: windowTo },
    unavailable,
    blocked,
    quote,
    price,
    costError: cost.query.isError ? cost.query.error : null,
  };
}

export type RentQuote = NonNullable<ReturnType<typeof useRentQuote>["quote"]>;

/** The price's amounts before its total, in the order shown: each text's key and its field. */
const PRICE_AMOUNTS = [
  ["rental", "amount"],
  ["tax", "tax_amount"],
  ["deposit", "deposit_amount"],
] as const satisfies ReadonlyArray<readonly [string, keyof RentalCost]>;

/** The price's rows before its total, as both forms list them: days, daily rate (named parts), amounts. */
export function priceRows(price: RentalCost, quote: RentQuote, countries: Country[] | undefined) {
  return [
    { key: "days", label: t("rentals.rentNow.days"), value: String(price.days) },
    {
      key: "dailyRate",
      label: t("rentals.rentNow.dailyRate"),
      value: dailyRateText({
        ...price,
        country_name: countries?.find((c) => c.id === quote.country)?.name ?? t("rentals.rentNow.country"),
      }),
    },
    ...PRICE_AMOUNTS.map(([text, field]) => ({
      key: field,
      label: t(
        text === "deposit" && price.deposit_held ? "rentals.rentNow.depositHeld" : `rentals.rentNow.${text}`,
      ),
      value: formatMoney(price[field]),
    })),
  ];
}

/**
 * The rental, written (POST create as a customer, or as staff for `user`), then its page; a customer's
 * whose card was declined or whose bank asks stays here (`declined`) to pay it with another card or answer
 * the bank, one charge after the other. `rent` throws the server's refusal for the form to place.
 */
export function useRentCheckout(staff: boolean) {
  const go = useGo();
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation<RentalDetail, HttpError>();
  const { open } = useNotification();
  /**
   * The rental the server wrote in error: its card was declined (the customer pays it here with another), or
   * its bank asks the customer to authenticate a charge (next_action), one charge after the other.
   */
  const [declined, setDeclined] = useState<RentalDetail | null>(null);
  const created = async (rental: RentalDetail) => {
    await invalidate({ resource: "rentals", invalidates: ["list"] });
    go({ to: `/rentals/${rental.id}`, type: "push" });
  };
  /** Where the rental stands after a payment step: paid, waiting for the bank again, refused. */
  const settle = async (rental: RentalDetail) => {
    if (rental.status !== "error" && rental.status !== "resolved") {
      open?.({ type: "success", message: success.rentalCreated });
      return created(rental);
    }
    if (!rental.next_action)
      open?.({
        type: "error",
        message: error.rentalCreateFailed,
        description: problemText(rental.payment_problem) ?? undefined,
      });
    // Refused with nothing taken, the booking fell (resolved): the form is offered again.
    setDeclined(rental.status === "error" ? rental : null);
  };
  const payDeclined = async (paymentMethod: number) => {
    if (!declined) return;
    const { data } = await mutateAsync({
      url: rentalEndpoints.pay(declined.id).path,
      method: "post",
      values: { payment_method: paymentMethod },
      successNotification: false,
      errorNotification: failedNotice(error.rentalCreateFailed),
    });
    await settle(data);
  };
  /**
   * The bank's step is over in the browser (Stripe.js handleNextAction, or the simulated test bank): the
   * server reads the charge again from the processor and answers where the rental stands.
   */
  const bankAnswered = async (outcome?: "succeeded" | "failed") => {
    if (!declined) return;
    const { data } = await mutateAsync({
      url: rentalEndpoints.authenticate(declined.id).path,
      method: "post",
      values: outcome ? { outcome } : {},
      successNotification: false,
      errorNotification: failedNotice(t("cards.recovery.authenticateFailed")),
    });
    if (data.next_action) open?.({ type: "success", message: t("cards.recovery.authenticated") });
    await settle(data);
  };
  const rent = async (payload: RentQuote & { user?: number; payment_method?: number; note?: string }) => {
    const { data } = await mutateAsync({
      url: (staff ? rentalEndpoints.createAsMember() : rentalEndpoints.createAsCustomer()).path,
      method: "post",
      values: payload,
      // A declined card still writes the rental (201, in error, with the processor's reason), as does a bank
      // that asks the customer to authenticate: no green here.
      successNotification: (res) =>
        res?.data.payment_problem && !staff ? false : { type: "success", message: success.rentalCreated },
      errorNotification: failedNotice(error.rentalCreateFailed),
    });
    if (data.payment_problem && !staff) return settle(data);
    return created(data);
  };
  return { declined, payDeclined, bankAnswered, rent, pending: mutation.isPending };
}

/** The server's fields of a rental and the form's fields they are said beside. */
export const RENT_FIELDS = {
  user: "user",
  device: "device",
  country: "country",
  payment_method: "payment_method",
  note: "note",
  start_date: "dates",
  end_date: "dates",
} as const;
