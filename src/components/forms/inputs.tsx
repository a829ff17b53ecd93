import { Form, Input, InputNumber, type InputNumberProps } from "antd";
import type { Rule } from "antd/es/form";
import type { ReactNode } from "react";
import { formatMoney } from "@common/money";
import { t } from "../../i18n";
import { MoneyInput, type MoneyValue, readableMoney } from "./MoneyInput";

/** A money field from `min` to `max` (decimal strings), with a message naming the limit. */
export function moneyRange(min: string, max?: string): Rule {
  return {
    validator: async (_rule, value: MoneyValue) => {
      // Nothing typed is `required`'s to say, a text not read is `readableMoney`'s.
      if (typeof value !== "string" || value === "") return;
      const amount = Number(value);
      if (amount < Number(min)) throw new Error(t("forms.atLeast", { amount: formatMoney(min) }));
      if (max !== undefined && amount > Number(max))
        throw new Error(t("forms.atMost", { amount: formatMoney(max) }));
    },
  };
}

/** A field judged by `problem`, which names what is wrong with a value (nothing when all is well). */
export function problemRule<Value>(problem: (value: Value | undefined) => string | null | undefined): Rule {
  return {
    validator: async (_rule, value?: Value) => {
      const said = problem(value);
      if (said) throw new Error(said);
    },
  };
}

/** A whole number from `min` to `max`, said rather than silently clamped. */
export function wholeRange(min: number, max: number): Rule {
  return {
    validator: async (_rule, value: number | string | null | undefined) => {
      if (value === null || value === undefined || value === "") return;
      const n = Number(value);
      if (!Number.isInteger(n) || n < min || n > max) throw new Error(t("forms.wholeNumber", { min, max }));
    },
  };
}

/** A whole number (units, days), as wide as the form. */
export function WholeNumberInput(props: InputNumberProps<number>) {
  return <InputNumber<number> precision={0} style={{ width: "100%" }} {...props} />;
}

/** The name of a catalog record (carrier, plan, device, country): required, at most 120 characters. */
export function RecordNameField({ message, placeholder }: { message: string; placeholder?: string }) {
  return (
    <Form.Item
      label={t("common.name")}
      name="name"
      rules={[{ required: true, whitespace: true, message }, { max: 120 }]}
    >
      <Input placeholder={placeholder} maxLength={120} />
    </Form.Item>
  );
}

/** A required number between limits: `message` when empty, the limit named when outside it. */
interface RangeFieldProps<Limit> {
  /** names the input for screen readers too (money) */
  label: string;
  name: string;
  message: string;
  min: Limit;
  max: Limit;
  extra?: string;
}

function RangeField({
  label,
  name,
  message,
  rules,
  extra,
  children,
}: Omit<RangeFieldProps<unknown>, "min" | "max"> & { rules: Rule[]; children: ReactNode }) {
  return (
    <Form.Item label={label} name={name} rules={[{ required: true, message }, ...rules]} extra={extra}>
      {children}
    </Form.Item>
  );
}

/**
 * A required amount of money from `min` to `max` (decimal strings; no `max`, no upper limit), typed in the
 * reader's marks and refused with a reason when it cannot be read (MoneyInput.tsx): every money field's.
 */
export function MoneyField({ min, max, ...field }: Omit<RangeFieldProps<string>, "max"> & { max?: string }) {
  return (
    <RangeField {...field} rules={[readableMoney, moneyRange(min, max)]}>
      <MoneyInput aria-label={field.label} />
    </RangeField>
  );
}

/** An amount of money that may be left empty (empty: not known), from `min` to `max` when typed. */
export function OptionalMoneyField({
  label,
  name,
  min,
  max,
  extra,
}: {
  label: string;
  name: string;
  min: string;
  max?: string;
  extra?: string;
}) {
  return (
    <Form.Item label={label} name={name} rules={[readableMoney, moneyRange(min, max)]} extra={extra}>
      <MoneyInput aria-label={label} />
    </Form.Item>
  );
}

/** A required whole number from `min` to `max` (units in stock, days of validity). */
export function WholeNumberField({ min, max, ...field }: RangeFieldProps<number>) {
  return (
    <RangeField {...field} rules={[wholeRange(min, max)]}>
      <WholeNumberInput />
    </RangeField>
  );
}

/** A catalogue record's id at the top-up provider (a carrier's operator, a plan's product): optional, 64 characters. */
export function ProviderIdField({
  label,
  name,
  tooltip,
  placeholder,
}: {
  label: string;
  name: string;
  tooltip: string;
  placeholder?: string;
}) {
  return (
    <Form.Item label={label} name={name} tooltip={tooltip} rules={[{ max: 64 }]}>
      <Input placeholder={placeholder} maxLength={64} />
    </Form.Item>
  );
}
