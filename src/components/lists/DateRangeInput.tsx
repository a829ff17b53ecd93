import { addDays, shownToday } from "@common/dates";
import { DatePicker, Space } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { t } from "../../i18n";
import { RangeSeparator } from "./RangeSeparator";
import type { FilterInputProps } from "../../resource-kit/types";
import { useScreens } from "../layout/useScreens";

/** A day of the range ("YYYY-MM-DD") as the picker holds it, and back. */
const asDay = (day: unknown) => (typeof day === "string" && day ? dayjs(day) : null);
const dayOf = (d: Dayjs | null | undefined) => (d ? d.format("YYYY-MM-DD") : "");

/**
 * Ranges a desk asks for most, counted in the company's days (shownToday), not the browser's: a list
 * opened at 01:00 UTC from a New York company shows New York's "today".
 */
function presets() {
  const today = shownToday();
  const month = today.slice(0, 8);
  const lastMonthEnd = addDays(`${month}01`, -1);
  const range = (from: string, to: string): [Dayjs, Dayjs] => [dayjs(from), dayjs(to)];
  return [
    { label: t("lists.dates.today"), value: range(today, today) },
    { label: t("lists.dates.yesterday"), value: range(addDays(today, -1), addDays(today, -1)) },
    { label: t("lists.dates.last7Days"), value: range(addDays(today, -6), today) },
    { label: t("lists.dates.last30Days"), value: range(addDays(today, -29), today) },
    { label: t("lists.dates.thisMonth"), value: range(`${month}01`, today) },
    { label: t("lists.dates.lastMonth"), value: range(`${lastMonthEnd.slice(0, 8)}01`, lastMonthEnd) },
  ];
}

/**
 * A list's date range (a FilterDeclaration with `range`): `[from, to]` as "YYYY-MM-DD", either end may stay
 * open; both days are included (the server reads them as the company's days). Loaded with the first list
 * that draws it, so that lists without one never download the calendar.
 */
export default function DateRangeInput({ value, onChange, style, "aria-label": label }: FilterInputProps) {
  const [from, to] = Array.isArray(value) ? value : [];
  // A range's calendar shows two months side by side, wider than a phone: there, two pickers of one month.
  const narrow = !useScreens().sm;
  const send = (picked: string[]) => onChange(picked.every((d) => d === "") ? undefined : picked);
  const format = t("lists.dates.format");
  const ends = [
    { key: "from", placeholder: t("lists.dates.from"), label: t("lists.dates.fromOf", { label }) },
    { key: "to", placeholder: t("lists.dates.to"), label: t("lists.dates.toOf", { label }) },
  ];
  if (narrow)
    return (
      <Space.Compact style={{ display: "flex", ...style }}>
        {ends.map((end, i) => (
          <DatePicker
            key={end.key}
            aria-label={end.label}
            format={format}
            placeholder={end.placeholder}
            style={{ flex: 1, minWidth: 0 }}
            value={asDay(i === 0 ? from : to)}
            onChange={(d) => send(i === 0 ? [dayOf(d), to ?? ""] : [from ?? "", dayOf(d)])}
          />
        ))}
      </Space.Compact>
    );
  return (
    <DatePicker.RangePicker
      aria-label={label}
      style={style}
      format={format}
      allowEmpty={[true, true]}
      separator={<RangeSeparator />}
      placeholder={[ends[0].placeholder, ends[1].placeholder]}
      presets={presets()}
      value={[asDay(from), asDay(to)]}
      onChange={(days) => send([dayOf(days?.[0]), dayOf(days?.[1])])}
    />
  );
}
