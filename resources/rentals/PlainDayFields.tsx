import { type ReactNode, type Ref, useId } from "react";
import { MAX_RENTAL_DAYS } from "@common/api/limits";
import { addDays, formatDate } from "@common/dates";
import { PlainFieldNotes } from "../../src/components/plain/PlainSelectField";
import { t } from "../../src/i18n";

/** A booking's first and last day as its date fields hold them (YYYY-MM-DD, or nothing yet). */
export interface DayRange {
  start?: string;
  end?: string;
}

/** The two date fields, in their order (their texts' keys). */
const DAYS = ["first", "last"] as const;

/** The days each field allows: the first from `today` on, the last from the first; MAX_RENTAL_DAYS at most. */
export function dayLimits({ start }: DayRange, today: string) {
  const from = start ?? today;
  return {
    first: { min: today, max: addDays(today, MAX_RENTAL_DAYS - 1) },
    last: { min: from, max: addDays(from, MAX_RENTAL_DAYS - 1) },
  };
}

/**
 * What is wrong with the days chosen, if anything: a day outside what its field allows (typed, where the
 * browser's picker would not offer it), or a last day before the first.
 */
export function dayRangeProblem(range: DayRange, today: string): string | undefined {
  const limits = dayLimits(range, today);
  const outside = (day: string | undefined, { min, max }: { min: string; max: string }) =>
    day !== undefined && (day < min || day > max);
  if (outside(range.start, limits.first))
    return t("rentals.days.outside", {
      from: formatDate(limits.first.min),
      to: formatDate(limits.first.max),
    });
  if (range.start && range.end && range.end < range.start) return t("rentals.days.lastBeforeFirst");
  if (outside(range.end, limits.last))
    return t("rentals.days.outside", { from: formatDate(limits.last.min), to: formatDate(limits.last.max) });
  return undefined;
}

/**
 * A booking's days as a customer picks them, without antd (issue 40): two native date fields, first day and
 * last day, in a group named `label`; a phone opens its own date picker. A native picker cannot grey a day,
 * so `extra` says which are booked; what is wrong (`errors`) is said under both.
 */
export function PlainDayFields({
  label,
  value,
  onChange,
  today,
  errors = [],
  extra,
  firstRef,
}: {
  label: string;
  value: DayRange;
  onChange: (range: DayRange) => void;
  /** the company's today, the first day a booking may start */
  today: string;
  errors?: readonly string[];
  extra?: ReactNode;
  firstRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const invalid = errors.length > 0;
  const limits = dayLimits(value, today);
  const described = [invalid && `${id}-error`, extra && `${id}-extra`].filter(Boolean).join(" ") || undefined;
  const field = (which: (typeof DAYS)[number]) => {
    const day = which === "first" ? value.start : value.end;
    return (
      <label key={which} className="plain-day">
        <span>{t(`rentals.days.${which}`)}</span>
        <input
          ref={which === "first" ? firstRef : undefined}
          type="date"
          className="plain-date-input"
          value={day ?? ""}
          min={limits[which].min}
          max={limits[which].max}
          onChange={(event) => {
            const chosen = event.target.value || undefined;
            onChange(which === "first" ? { ...value, start: chosen } : { ...value, end: chosen });
          }}
          aria-required="true"
          aria-invalid={invalid || undefined}
          aria-describedby={described}
        />
      </label>
    );
  };
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      className={["plain-field", "plain-field-required", invalid && "plain-field-invalid"]
        .filter(Boolean)
        .join(" ")}
    >
      <div id={`${id}-label`} className="plain-field-label">
        {label}
      </div>
      <div className="plain-field-row">{DAYS.map(field)}</div>
      <PlainFieldNotes id={id} errors={errors} extra={extra} />
    </div>
  );
}
