import { Input, type InputProps, Typography } from "antd";
import type { Rule } from "antd/es/form";
import { type ChangeEvent, type FocusEvent, useState } from "react";
import { displayLocale } from "@common/locale";
import { formatCents, formatMoney, parseCents } from "@common/money";
import { formatMoneyInput, type MoneyInputProblem, parseMoneyInput } from "@common/money-input";
import { t } from "../../i18n";

/**
 * What the money input hands its form for a text it could not read: the field's rule (`readableMoney`)
 * says why, and the form cannot be sent with it. Never a number: a misread amount must not reach the API.
 */
export class UnreadAmount {
  constructor(
    readonly text: string,
    readonly problem: MoneyInputProblem,
  ) {}
}

/** A money field's value: the API's decimal string ("15.50"), nothing typed, or a text it could not read. */
export type MoneyValue = string | UnreadAmount | null | undefined;

/** The text that stands for `value` in the field, in the reader's marks ("1.234,50" in Spanish). */
function textOf(value: MoneyValue, locale: string): string {
  if (value instanceof UnreadAmount) return value.text;
  if (value === null || value === undefined || value === "") return "";
  const cents = parseCents(value);
  return cents === null ? value : formatMoneyInput(cents, locale);
}

type MoneyInputProps = Omit<InputProps, "value" | "onChange" | "prefix" | "suffix"> & {
  value?: MoneyValue;
  onChange?: (value: MoneyValue) => void;
};

/**
 * Dollars and cents typed in the panel language's marks (common/money-input.ts: "15,5" is $15.50 in Spanish,
 * refused in English), handed to the form as the API's decimal string ("15.50"). While the text is not yet
 * written the usual way it shows the amount it read ("= $1,234.50"); on leaving the field it is rewritten
 * so ("1.234,50"). No min/max here: `moneyRange` names a limit rather than clamping what was typed.
 */
export function MoneyInput({ value, onChange, onBlur, ...props }: MoneyInputProps) {
  const locale = displayLocale();
  const [text, setText] = useState(() => textOf(value, locale));
  // The value last handed to the form, or last received from it: another one (a record loaded, the form
  // reset) replaces the text; our own coming back leaves what the person typed as they typed it.
  const [known, setKnown] = useState<MoneyValue>(value);
  if (value !== known) {
    setKnown(value);
    setText(textOf(value, locale));
  }
  const reading = parseMoneyInput(text, locale);
  const cents = reading && "cents" in reading ? reading.cents : null;
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const read = parseMoneyInput(typed, locale);
    const next = !read
      ? undefined
      : "cents" in read
        ? formatCents(read.cents)
        : new UnreadAmount(typed, read.problem);
    setText(typed);
    setKnown(next);
    onChange?.(next);
  };
  const blur = (event: FocusEvent<HTMLInputElement>) => {
    if (cents !== null) setText(formatMoneyInput(cents, locale));
    onBlur?.(event);
  };
  const understood =
    cents !== null && text.trim() !== formatMoneyInput(cents, locale)
      ? t("forms.money.understood", { amount: formatMoney(formatCents(cents)) })
      : null;
  return (
    <Input
      inputMode="decimal"
      autoComplete="off"
      style={{ width: "100%" }}
      {...props}
      prefix="$"
      suffix={
        <Typography.Text type="secondary" aria-live="polite">
          {understood}
        </Typography.Text>
      }
      value={text}
      onChange={change}
      onBlur={blur}
    />
  );
}

/** The rule that refuses a text the money input could not read, saying why in the reader's language. */
export const readableMoney: Rule = {
  validator: async (_rule, value: MoneyValue) => {
    if (value instanceof UnreadAmount) throw new Error(t(`forms.money.${value.problem}`));
  },
};
