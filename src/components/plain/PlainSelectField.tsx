import { type ReactNode, type Ref, useId } from "react";
import { t } from "../../i18n";
import { serverText } from "../layout/ProviderText";

export interface PlainOption {
  value: string;
  label: string;
}

/**
 * A form's choice drawn without antd (issue 40): its label, a native select (a phone opens its own picker),
 * what is wrong with it (the form's check or the server's text, said as it appears) and a line of help under
 * it. The placeholder is the select's empty choice, shown until something is chosen; `empty` says why there
 * is nothing to choose. `after` stands beside the select (an "Add card" button), wrapping under it on a
 * narrow screen.
 */
export function PlainSelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  empty,
  loading = false,
  loadingText,
  disabled = false,
  required = false,
  errors = [],
  extra,
  after,
  selectRef,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  options: readonly PlainOption[];
  placeholder: string;
  /** said as the only choice when there are none (once loaded) */
  empty?: string;
  loading?: boolean;
  /** said as the only choice while the choices load ("Loading") */
  loadingText?: string;
  disabled?: boolean;
  required?: boolean;
  errors?: readonly string[];
  extra?: ReactNode;
  after?: ReactNode;
  selectRef?: Ref<HTMLSelectElement>;
}) {
  const id = useId();
  const invalid = errors.length > 0;
  const known = options.some((option) => option.value === value);
  const placeholderText = loading
    ? (loadingText ?? t("common.loading"))
    : options.length === 0 && empty
      ? empty
      : placeholder;
  const described = [invalid && `${id}-error`, extra && `${id}-extra`].filter(Boolean).join(" ");
  const select = (
    <select
      ref={selectRef}
      id={id}
      className={known ? "plain-select" : "plain-select plain-select-placeholder"}
      value={known ? value : ""}
      onChange={(event) => onChange(event.target.value || undefined)}
      disabled={disabled}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      aria-busy={loading || undefined}
      aria-describedby={described || undefined}
    >
      <option value="" disabled={required}>
        {placeholderText}
      </option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
  return (
    <div
      className={["plain-field", invalid && "plain-field-invalid", required && "plain-field-required"]
        .filter(Boolean)
        .join(" ")}
    >
      <label htmlFor={id}>{label}</label>
      {after ? (
        <div className="plain-field-row">
          {select}
          {after}
        </div>
      ) : (
        select
      )}
      <PlainFieldNotes id={id} errors={errors} extra={extra} />
    </div>
  );
}

/**
 * Under a plain field: what is wrong with it (announced; the server's words in the reader's language) and
 * its help, with the ids its input's `aria-describedby` names (`${id}-error`, `${id}-extra`).
 */
export function PlainFieldNotes({
  id,
  errors,
  extra,
}: {
  id: string;
  errors: readonly string[];
  extra?: ReactNode;
}) {
  return (
    <>
      {errors.length > 0 && (
        <div id={`${id}-error`} role="alert" className="plain-field-error">
          {errors.map((error) => (
            <div key={error}>{serverText(error)}</div>
          ))}
        </div>
      )}
      {extra && (
        <div id={`${id}-extra`} className="plain-field-extra">
          {extra}
        </div>
      )}
    </>
  );
}
