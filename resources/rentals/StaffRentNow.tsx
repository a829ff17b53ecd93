import type { BaseRecord } from "@refinedev/core";
import { Alert, Button, Descriptions, Form, Input, Skeleton, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import type { Country, Device } from "@common/api";
import { MAX_RENTAL_DAYS } from "@common/api/limits";
import { deviceKindText } from "./labels";
import { formatMoney } from "@common/money";
import { shownToday } from "@common/dates";
import { useOrderForm } from "../customers/useOrderForm";
import { applyServerErrors } from "../../src/components/forms/form-errors";
import { t } from "../../src/i18n";
import { error } from "../../src/messages";
import { SavedCardField } from "../cards/SavedCardField";
import { ChoiceField, CustomerField } from "../../src/components/forms";
import { DayRangePicker, GreyedDaysNote, type GreyedReason } from "./DayPickers";
import { OrderPage } from "../../src/components/forms/OrderPage";
import { problemNode } from "../../src/components/layout/notices";
import {
  type ActiveRows,
  firstUnavailable,
  priceRows,
  RENT_FIELDS,
  useActiveRows,
  useRentCheckout,
  useRentQuote,
} from "./rentNow";

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

/**
 * /rent-now for staff: they book a device for a chosen customer (the card is optional: without it the
 * balance stays due), with antd's form and its calendars, which grey the booked days. The price is asked
 * from the server as the choices change (POST /api/rental/devices/cost/). A customer rents with a form
 * drawn without antd (CustomerRentNow).
 */
export default function StaffRentNow() {
  const { known, form, values, customer, ready, initialValues } = useOrderForm<RentValues>();
  const devices = useActiveRows<Device>("devices", error.devicesFetchFailed);
  const countries = useActiveRows<Country>("countries", error.countriesFetchFailed);
  const [start, end] = values.dates ?? [];
  const { unavailable, blocked, quote, price, costError } = useRentQuote({
    device: values.device,
    country: values.country,
    start: start && day(start),
    end: end && day(end),
  });
  const { rent, pending } = useRentCheckout(true);
  const confirm = async (v: RentValues) => {
    if (!quote) return;
    const payload = {
      ...quote,
      user: v.user,
      ...(v.payment_method ? { payment_method: Number(v.payment_method) } : {}),
      ...(v.note?.trim() ? { note: v.note.trim() } : {}),
    };
    try {
      await rent(payload);
    } catch (e) {
      applyServerErrors(form, e, RENT_FIELDS);
    }
  };

  if (!known) return <Skeleton active />;
  const today = dayjs(shownToday());
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
              {priceRows(price, quote, countries.result?.data).map((row) => (
                <Descriptions.Item key={row.key} label={row.label}>
                  {row.value}
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
        <Form<RentValues>
          form={form}
          name="rent-now"
          layout="vertical"
          initialValues={initialValues}
          onFinish={confirm}
          onValuesChange={(changed) => {
            if ("user" in changed) form.setFieldValue("payment_method", undefined);
          }}
        >
          <CustomerField />
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
            staff
            required={false}
            // Staff choose a card on purpose.
            preselect={false}
            extra={t("rentals.rentNow.cardStaff")}
          />
          <Form.Item label={t("rentals.rentNow.note")} name="note">
            <Input.TextArea rows={2} maxLength={2000} aria-label={t("rentals.rentNow.note")} />
          </Form.Item>
          {summaryHere}
          <Button type="primary" htmlType="submit" loading={pending} disabled={!price}>
            {t("rentals.rentNow.confirm")}
          </Button>
        </Form>
      )}
    </OrderPage>
  );
}
