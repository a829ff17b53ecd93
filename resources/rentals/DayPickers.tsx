import { DatePicker, Flex, Typography } from "antd";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { MAX_RENTAL_DAYS } from "@common/api/limits";
import { t } from "../../src/i18n";
import { RangeSeparator } from "../../src/components/lists/RangeSeparator";
import { useScreens } from "../../src/components/layout/useScreens";

/** Why a date picker greys a day: the line under it names each (`GreyedDaysNote`). */
export type GreyedReason = "past" | "booked" | "tooLong" | "beforeStart";

const reasonText = (reason: GreyedReason) =>
  reason === "tooLong" ? t("rentals.days.tooLong", { days: MAX_RENTAL_DAYS }) : t(`rentals.days.${reason}`);

/** "Greyed days: before today; the device is booked." — what a greyed day means, in the reader's words. */
export const greyedDaysText = (reasons: readonly GreyedReason[]) =>
  t("rentals.days.greyed", { reasons: reasons.map(reasonText).join("; ") });

/** The line under a date picker (and in its calendar's footer) saying why its greyed days are greyed. */
export function GreyedDaysNote({ reasons }: { reasons: readonly GreyedReason[] }) {
  return <Typography.Text type="secondary">{greyedDaysText(reasons)}</Typography.Text>;
}

/**
 * The note as a calendar's footer: as wide as one month (antd's footer would otherwise widen the calendar to
 * the note's one line, past a phone's edge), in lines of text rather than the footer's 40 px rows.
 */
export function greyedDaysFooter(reasons: readonly GreyedReason[]) {
  return () => (
    <div style={{ maxWidth: 264, lineHeight: 1.5, padding: "8px 0", whiteSpace: "normal" }}>
      <GreyedDaysNote reasons={reasons} />
    </div>
  );
}

type Range = [Dayjs, Dayjs];

/**
 * The first and last day of a booking, as a form field (`value`/`onChange` from Form.Item). On a desk antd's
 * range picker (two months side by side); on a phone (below `md`) two one-month pickers, first day then last
 * day: the range picker's two months are 613 px wide and pushed its next-month arrows off a 390 px screen.
 * `disabled(day, from)` greys a day, `from` being the first day once it is chosen; the calendars' footer
 * names the `reasons`.
 */
export function DayRangePicker({
  value,
  onChange,
  id,
  label,
  format,
  disabled,
  reasons,
}: {
  value?: Range | null;
  onChange?: (range: Range | null) => void;
  id?: string;
  label: string;
  format: string;
  disabled: (day: Dayjs, from?: Dayjs) => boolean;
  reasons: readonly GreyedReason[];
}) {
  const phone = useScreens().md === false;
  // The phone's first day, kept while the last is not chosen yet (the field's value is a whole range or none).
  const [first, setFirst] = useState<Dayjs | null>(value?.[0] ?? null);
  const footer = greyedDaysFooter(reasons);
  if (!phone) {
    return (
      <DatePicker.RangePicker
        id={id}
        value={value}
        onChange={(range) => onChange?.(range?.[0] && range[1] ? [range[0], range[1]] : null)}
        aria-label={label}
        format={format}
        separator={<RangeSeparator />}
        disabledDate={(d, info) => disabled(d, info?.from)}
        renderExtraFooter={footer}
      />
    );
  }
  const start = value?.[0] ?? first;
  const end = value?.[1] ?? null;
  const chooseFirst = (d: Dayjs | null) => {
    setFirst(d);
    // A last day that no longer follows the new first day is dropped with the range.
    onChange?.(d && end && !end.isBefore(d, "day") && !disabled(end, d) ? [d, end] : null);
  };
  const chooseLast = (d: Dayjs | null) => onChange?.(start && d ? [start, d] : null);
  return (
    <Flex gap={8} wrap role="group" aria-label={label}>
      <DatePicker
        id={id}
        value={start}
        onChange={chooseFirst}
        aria-label={t("rentals.days.first")}
        placeholder={t("rentals.days.first")}
        format={format}
        disabledDate={(d) => disabled(d)}
        renderExtraFooter={footer}
        style={{ flex: "1 1 140px" }}
      />
      <DatePicker
        value={end}
        onChange={chooseLast}
        aria-label={t("rentals.days.last")}
        placeholder={t("rentals.days.last")}
        format={format}
        disabled={!start}
        // opens on the first day's month, not today's
        defaultPickerValue={start ?? undefined}
        disabledDate={(d) => d.isBefore(start, "day") || disabled(d, start ?? undefined)}
        renderExtraFooter={footer}
        style={{ flex: "1 1 140px" }}
      />
    </Flex>
  );
}
