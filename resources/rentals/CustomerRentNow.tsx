import { type FormEvent, Suspense, useId, useRef, useState } from "react";
import type { Country, Device } from "@common/api";
import { shownToday } from "@common/dates";
import { formatMoney } from "@common/money";
import { OrderPage } from "../../src/components/forms/OrderPage";
import { splitServerErrors } from "../../src/components/forms/form-errors";
import { lazyDialog } from "../../src/components/forms/lazyDialog";
import { serverText } from "../../src/components/layout/ProviderText";
import { WithAntd } from "../../src/components/layout/WithAntd";
import { PlainSubmitButton } from "../../src/components/plain/PlainSubmitButton";
import { PlainSelectField } from "../../src/components/plain/PlainSelectField";
import { t } from "../../src/i18n";
import { error } from "../../src/messages";
import { PlainCardField } from "../cards/PlainCardField";
import { bookedDaysText } from "./bookedDays";
import { deviceKindText } from "./labels";
import { dayRangeProblem, type DayRange, PlainDayFields } from "./PlainDayFields";
import { RentPriceSummary } from "./RentPriceSummary";
import { RENT_FIELDS, useActiveRows, useRentCheckout, useRentQuote } from "./rentNow";

// The declined card's or the bank's step (antd's, with Stripe's) loads, with antd's frame, only then.
const RentalPayStep = lazyDialog(() => import("./RentalPayStep"), "RentalPayStep");

/** The form's fields, in their order: the first one wrong takes the focus. */
const FIELDS = ["device", "country", "dates", "payment_method", "note"] as const;
type Field = (typeof FIELDS)[number];

interface RentOrder extends DayRange {
  device?: string;
  country?: string;
  payment_method?: string;
  note?: string;
}

/**
 * /rent-now for a customer, drawn without antd (issue 40: a customer's phone neither downloads nor runs it):
 * a device, the country it goes to, the days (native date fields, the booked ones said in words), a card
 * (the default preselected, or one added here), a note, the price as the server answers it, and confirm: the
 * rental is charged now (rental, tax and deposit). A declined card, or a bank that asks, keeps them here to
 * pay with another card or answer the bank. Staff book with antd's form (StaffRentNow).
 */
export default function CustomerRentNow() {
  const [order, setOrder] = useState<RentOrder>({});
  const [errors, setErrors] = useState<Partial<Record<Field, string[]>>>({});
  const fields = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  const noteId = useId();

  const devices = useActiveRows<Device>("devices", error.devicesFetchFailed);
  const countries = useActiveRows<Country>("countries", error.countriesFetchFailed);
  const today = shownToday();
  const dayProblem = dayRangeProblem(order, today);
  const { window, unavailable, blocked, quote, price, costError } = useRentQuote({
    device: order.device,
    country: order.country,
    // Days the fields would not allow are not priced.
    start: dayProblem ? undefined : order.start,
    end: dayProblem ? undefined : order.end,
  });
  const { declined, payDeclined, bankAnswered, rent, pending } = useRentCheckout(false);

  /** Sets fields and lets go of what was wrong with them (the two days are one field). */
  const set = (changes: Partial<RentOrder>) => {
    setOrder((current) => ({ ...current, ...changes }));
    setErrors((current) => {
      const next = { ...current };
      for (const name of Object.keys(changes))
        delete next[(name === "start" || name === "end" ? "dates" : name) as Field];
      return next;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const missing: Partial<Record<Field, string[]>> = {};
    if (!order.device) missing.device = [t("rentals.rentNow.deviceRequired")];
    if (!order.country) missing.country = [t("rentals.rentNow.countryRequired")];
    if (!order.start || !order.end) missing.dates = [t("rentals.rentNow.datesRequired")];
    if (!order.payment_method) missing.payment_method = [t("cards.field.required")];
    const first = FIELDS.find((name) => missing[name]);
    if (first) {
      setErrors(missing);
      fields.current[first]?.focus();
      return;
    }
    if (!quote) return;
    const note = order.note?.trim();
    try {
      await rent({ ...quote, payment_method: Number(order.payment_method), ...(note ? { note } : {}) });
    } catch (failure) {
      // The notice says why; the server's field errors stand beside their fields too.
      const split = splitServerErrors(failure, RENT_FIELDS);
      const placed: Partial<Record<Field, string[]>> = {};
      for (const { name, errors: list } of split.fields)
        placed[name as Field] = [...(placed[name as Field] ?? []), ...list];
      setErrors(placed);
    }
  };

  const keep = (name: Field) => (element: HTMLElement | null) => {
    fields.current[name] = element;
  };
  const dateErrors = [
    ...(errors.dates ?? []),
    ...[dayProblem ?? blocked].filter((text): text is string => text !== undefined),
  ];
  const booked = bookedDaysText(unavailable, window.from, window.to);

  return (
    <OrderPage
      title={t("rentals.rentNow.title")}
      summaryTitle={t("rentals.rentNow.price")}
      summary={
        <RentPriceSummary
          quote={quote}
          price={price}
          costError={costError}
          blocked={blocked}
          countries={countries.result?.data}
        />
      }
    >
      {(summaryHere) => (
        <>
          {declined && (
            <div style={{ marginBottom: 16 }}>
              <WithAntd fallback={null}>
                <Suspense fallback={null}>
                  <RentalPayStep rental={declined} onBank={bankAnswered} onPay={payDeclined} />
                </Suspense>
              </WithAntd>
            </div>
          )}
          <form
            noValidate
            onSubmit={(event) => void submit(event)}
            aria-label={t("rentals.rentNow.title")}
            style={declined ? { display: "none" } : undefined}
          >
            <PlainSelectField
              label={t("rentals.rentNow.device")}
              value={order.device}
              onChange={(id) => set({ device: id })}
              options={(devices.result?.data ?? []).map((d) => ({
                value: String(d.id),
                label: t("rentals.rentNow.deviceOption", {
                  name: d.name,
                  kind: deviceKindText(d.kind),
                  rate: formatMoney(d.daily_rate),
                }),
              }))}
              placeholder={t("rentals.rentNow.devicePlaceholder")}
              loading={devices.query.isLoading}
              required
              errors={errors.device}
              selectRef={keep("device")}
            />
            <PlainSelectField
              label={t("rentals.rentNow.countryLabel")}
              value={order.country}
              onChange={(id) => set({ country: id })}
              // The device's rate and the country's surcharge add up to the daily rate.
              options={(countries.result?.data ?? []).map((c) => ({
                value: String(c.id),
                label:
                  Number(c.daily_rate) > 0
                    ? t("rentals.rentNow.countryOption", { name: c.name, rate: formatMoney(c.daily_rate) })
                    : c.name,
              }))}
              placeholder={t("rentals.rentNow.countryPlaceholder")}
              loading={countries.query.isLoading}
              required
              errors={errors.country}
              selectRef={keep("country")}
            />
            <PlainDayFields
              label={t("rentals.rentNow.dates")}
              value={order}
              onChange={({ start, end }) => set({ start, end })}
              today={today}
              errors={dateErrors}
              extra={
                <>
                  <div>{t("rentals.rentNow.datesExtra")}</div>
                  {booked && <div>{booked}</div>}
                </>
              }
              firstRef={keep("dates")}
            />
            <PlainCardField
              value={order.payment_method}
              onChange={(id) => set({ payment_method: id })}
              errors={errors.payment_method}
              extra={
                price?.deposit_held
                  ? t("rentals.rentNow.cardCustomerHeld")
                  : t("rentals.rentNow.cardCustomer")
              }
              selectRef={keep("payment_method")}
            />
            <div className={errors.note ? "plain-field plain-field-invalid" : "plain-field"}>
              <label htmlFor={noteId}>{t("rentals.rentNow.note")}</label>
              <textarea
                ref={keep("note")}
                id={noteId}
                className="plain-textarea"
                rows={2}
                maxLength={2000}
                value={order.note ?? ""}
                onChange={(event) => set({ note: event.target.value })}
                aria-invalid={errors.note ? true : undefined}
                aria-describedby={errors.note ? `${noteId}-error` : undefined}
              />
              {errors.note && (
                <div id={`${noteId}-error`} role="alert" className="plain-field-error">
                  {errors.note.map((text) => (
                    <div key={text}>{serverText(text)}</div>
                  ))}
                </div>
              )}
            </div>
            {summaryHere}
            <PlainSubmitButton disabled={!price} pending={pending} fit>
              {t("rentals.rentNow.confirm")}
            </PlainSubmitButton>
          </form>
        </>
      )}
    </OrderPage>
  );
}
