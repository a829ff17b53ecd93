import { problemText } from "../../src/components/show/Problem";
import {
  type BaseRecord,
  useCustom,
  useCustomMutation,
  useGo,
  useInvalidate,
  useList,
  useNotification,
  type HttpError,
} from "@refinedev/core";
import { useState } from "react";
import { Alert, Button, Descriptions, Form, Input, Skeleton, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import type { Country, Device } from "@common/api";
import { MAX_RENTAL_DAYS } from "@common/api/limits";
import { dailyRateText } from "./desk/dailyRate";
import { deviceKindText } from "./labels";
import { formatMoney } from "@common/money";
import { addDays, formatDate, shownToday } from "@common/dates";
import { useOrderForm } from "../customers/useOrderForm";
import { applyServerErrors } from "../../src/components/forms/form-errors";
import { t } from "../../src/i18n";
import { error, success } from "../../src/messages";
import { SavedCardField } from "../cards/SavedCardField";
import { ChoiceField, CustomerField } from "../../src/components/forms";
import { DayRangePicker, GreyedDaysNote, type GreyedReason } from "./DayPickers";
import { OrderPage } from "../../src/components/forms/OrderPage";
import type { DeviceAvailability, RentalCost, RentalDetail } from "./types";
import { rentalEndpoints } from "./endpoints";
import { failedNotice, problemNode } from "../../src/components/layout/notices";
import { RentalPayStep } from "./RentalPayStep";

interface RentValues {
  user?: number;
  device?: string;
  country?: string;
  dates?: [Dayjs, Dayjs];
  payment_method?: string;
  note?: string;
}

const day = (d: Dayjs) => d.format("YYYY-MM-DD");

/** Why Rent Now greys a day (the line under its dates). */
const GREYED: GreyedReason[] = ["past", "booked", "tooLong"];

/** The first of `unavailable` (sorted YYYY-MM-DD days) from a to b, both included, in either order. */
function firstUnavailable(unavailable: string[], a: string, b: string) {
  const [lo, hi] = a <= b ? [a, b] : [b, a];
  return unavailable.find((u) => u >= lo && u <= hi);
}

/** A catalogue's active rows (devices, countries), every one, by name: what the form offers. */
const useActiveRows = <T extends BaseRecord>(resource: string, fetchFailed: string) =>
  useList<T, HttpError>({
    resource,
    pagination: { mode: "off" },
    sorters: [{ field: "name", order: "asc" }],
    filters: [{ field: "is_active", operator: "eq", value: "true" }],
    errorNotification: failedNotice(fetchFailed),
  });

type ActiveRows<T extends BaseRecord> = ReturnType<typeof useActiveRows<T>>;

/**
 * The required, searchable choice of a catalogue's active rows (the device, the country), each shown by
 * `optionLabel`; its message and placeholder are `rentals.rentNow.{name}Required` and `…Placeholder`.
 */
function RowChoice<T extends BaseRecord & { id: number }>({
  name,
  label,
  rows,
  optionLabel,
}: {
  name: "device" | "country";
  label: string;
  rows: ActiveRows<T>;
  optionLabel: (row: T) => string;
}) {
  return (
    <ChoiceField
      label={label}
      name={name}
      message={t(`rentals.rentNow.${name}Required`)}
      showSearch
      optionFilterProp="label"
      placeholder={t(`rentals.rentNow.${name}Placeholder`)}
      loading={rows.query.isLoading}
      options={(rows.result?.data ?? []).map((row) => ({ value: String(row.id), label: optionLabel(row) }))}
    />
  );
}

/** The price's amounts before its total, in the order shown: each text's key and its field. */
const PRICE_AMOUNTS = [
  ["rental", "amount"],
  ["tax", "tax_amount"],
  ["deposit", "deposit_amount"],
] as const satisfies ReadonlyArray<readonly [string, keyof RentalCost]>;

/**
 * /rent-now: a customer rents a device for themselves (charged now: rental, tax and deposit), staff book one
 * for a chosen customer (the card is optional: without it the balance stays due). The price is asked from
 * the server as the choices change (POST /api/rental/devices/cost/).
 */
export default function RentNowPage() {
  const { staff, known, form, values, customer, ready, initialValues } = useOrderForm<RentValues>();
  const go = useGo();
  const invalidate = useInvalidate();

  const devices = useActiveRows<Device>("devices", error.devicesFetchFailed);
  const countries = useActiveRows<Country>("countries", error.countriesFetchFailed);
  // The days the chosen device cannot be booked, over the longest window the server answers in one call
  // (MAX_RENTAL_DAYS from today). Days past it, or all days if this call fails, are left to the cost check.
  // Days are the company's: a browser elsewhere (or in UTC after midnight) must not move "today".
  const windowFrom = shownToday();
  const availability = useCustom<DeviceAvailability, HttpError>({
    url: values.device ? rentalEndpoints.availability(values.device).path : "",
    method: "get",
    config: { query: { from: windowFrom, to: addDays(windowFrom, MAX_RENTAL_DAYS - 1) } },
    errorNotification: false,
    queryOptions: {
      enabled: Boolean(values.device),
      queryKey: ["rental-device-availability", values.device, windowFrom],
    },
  });
  const fetched =
    values.device && availability.query.isSuccess
      ? (availability.result?.data as DeviceAvailability | undefined)
      : undefined;
  const unavailable = fetched ? [...fetched.unavailable_dates].sort() : [];

  const [start, end] = values.dates ?? [];
  const blockedDay = start && end ? firstUnavailable(unavailable, day(start), day(end)) : undefined;
  const blocked = blockedDay ? t("rentals.rentNow.blocked", { date: formatDate(blockedDay) }) : undefined;
  const quote =
    values.device && values.country && start && end && !blocked
      ? {
          device: Number(values.device),
          country: Number(values.country),
          start_date: day(start),
          end_date: day(end),
        }
      : undefined;
  const cost = useCustom<RentalCost, HttpError>({
    url: rentalEndpoints.cost().path,
    method: "post",
    config: { payload: quote },
    errorNotification: failedNotice(error.costFetchFailed),
    queryOptions: { enabled: quote !== undefined, queryKey: ["rental-cost", quote] },
  });
  const price = quote && cost.query.isSuccess ? (cost.result?.data as RentalCost | undefined) : undefined;

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
  const confirm = async (v: RentValues) => {
    if (!quote) return;
    const payload = {
      ...quote,
      ...(staff ? { user: v.user } : {}),
      ...(v.payment_method ? { payment_method: Number(v.payment_method) } : {}),
      ...(v.note?.trim() ? { note: v.note.trim() } : {}),
    };
    try {
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
      if (data.payment_problem && !staff) return await settle(data);
      await created(data);
    } catch (e) {
      const fields = {
        user: "user",
        device: "device",
        country: "country",
        payment_method: "payment_method",
        note: "note",
        start_date: "dates",
        end_date: "dates",
      };
      applyServerErrors(form, e, fields);
    }
  };

  if (!known) return <Skeleton active />;
  const today = dayjs(shownToday());
  const costError = cost.query.isError ? cost.query.error : null;
  // A booked day inside the chosen range: the dates field says so.
  const blockedField = blocked ? { validateStatus: "error" as const, help: blocked } : {};

  return (
    <OrderPage
      title={t("rentals.rentNow.title")}
      summaryTitle={t("rentals.rentNow.price")}
      summary={
        <>
          {costError ? (
            <Alert
              type="error"
              showIcon
              message={error.costFetchFailed}
              description={problemNode(costError)}
            />
          ) : blocked ? (
            <Alert type="warning" showIcon message={blocked} />
          ) : !quote ? (
            <Typography.Text type="secondary">{t("rentals.rentNow.choose")}</Typography.Text>
          ) : !price ? (
            <Skeleton active paragraph={{ rows: 3 }} />
          ) : (
            <Descriptions bordered size="small" column={1} aria-label={t("rentals.rentNow.price")}>
              <Descriptions.Item label={t("rentals.rentNow.days")}>{price.days}</Descriptions.Item>
              <Descriptions.Item label={t("rentals.rentNow.dailyRate")}>
                {dailyRateText({
                  ...price,
                  country_name:
                    countries.result?.data.find((c) => c.id === quote?.country)?.name ??
                    t("rentals.rentNow.country"),
                })}
              </Descriptions.Item>
              {PRICE_AMOUNTS.map(([text, field]) => (
                <Descriptions.Item
                  key={field}
                  label={t(
                    text === "deposit" && price.deposit_held
                      ? "rentals.rentNow.depositHeld"
                      : `rentals.rentNow.${text}`,
                  )}
                >
                  {formatMoney(price[field])}
                </Descriptions.Item>
              ))}
              <Descriptions.Item label={t("rentals.rentNow.total")}>
                <Typography.Text strong>{formatMoney(price.total_amount)}</Typography.Text>
              </Descriptions.Item>
            </Descriptions>
          )}
        </>
      }
    >
      {(summaryHere) => (
        <>
          {declined && (
            <div style={{ marginBottom: 16 }}>
              <RentalPayStep rental={declined} onBank={bankAnswered} onPay={payDeclined} />
            </div>
          )}
          <Form<RentValues>
            form={form}
            style={declined ? { display: "none" } : undefined}
            name="rent-now"
            layout="vertical"
            initialValues={initialValues}
            onFinish={confirm}
            onValuesChange={(changed) => {
              if ("user" in changed) form.setFieldValue("payment_method", undefined);
            }}
          >
            {staff && <CustomerField />}
            <RowChoice<Device>
              name="device"
              label={t("rentals.rentNow.device")}
              rows={devices}
              optionLabel={(d) =>
                t("rentals.rentNow.deviceOption", {
                  name: d.name,
                  kind: deviceKindText(d.kind),
                  rate: formatMoney(d.daily_rate),
                })
              }
            />
            <RowChoice<Country>
              name="country"
              label={t("rentals.rentNow.countryLabel")}
              rows={countries}
              // The device's rate and the country's surcharge add up to the daily rate.
              optionLabel={(c) =>
                Number(c.daily_rate) > 0
                  ? t("rentals.rentNow.countryOption", { name: c.name, rate: formatMoney(c.daily_rate) })
                  : c.name
              }
            />
            <Form.Item
              label={t("rentals.rentNow.dates")}
              name="dates"
              extra={
                <>
                  <div>{t("rentals.rentNow.datesExtra")}</div>
                  <GreyedDaysNote reasons={GREYED} />
                </>
              }
              rules={[{ required: true, message: t("rentals.rentNow.datesRequired") }]}
              {...blockedField}
            >
              <DayRangePicker
                label={t("rentals.rentNow.dates")}
                format={t("rentals.rentNow.dateFormat")}
                reasons={GREYED}
                disabled={(d, from) => {
                  if (d.isBefore(today, "day")) return true;
                  if (unavailable.includes(day(d))) return true;
                  if (!from) return false;
                  // The second day may not make a range across a booked day.
                  return (
                    Math.abs(d.diff(from, "day")) >= MAX_RENTAL_DAYS ||
                    firstUnavailable(unavailable, day(from), day(d)) !== undefined
                  );
                }}
              />
            </Form.Item>
            <SavedCardField
              form={form}
              customer={customer}
              enabled={ready}
              staff={staff}
              required={!staff}
              // A customer pays with their default card unless they choose another; staff choose one on purpose.
              preselect={!staff}
              extra={
                staff
                  ? t("rentals.rentNow.cardStaff")
                  : price?.deposit_held
                    ? t("rentals.rentNow.cardCustomerHeld")
                    : t("rentals.rentNow.cardCustomer")
              }
            />
            <Form.Item label={t("rentals.rentNow.note")} name="note">
              <Input.TextArea rows={2} maxLength={2000} aria-label={t("rentals.rentNow.note")} />
            </Form.Item>
            {summaryHere}
            <Button type="primary" htmlType="submit" loading={mutation.isPending} disabled={!price}>
              {t("rentals.rentNow.confirm")}
            </Button>
          </Form>
        </>
      )}
    </OrderPage>
  );
}
