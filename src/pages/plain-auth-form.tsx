import type { AuthActionResponse } from "@refinedev/core";
import CloseCircleFilled from "@ant-design/icons-svg/es/asn/CloseCircleFilled";
import EyeInvisibleOutlined from "@ant-design/icons-svg/es/asn/EyeInvisibleOutlined";
import EyeOutlined from "@ant-design/icons-svg/es/asn/EyeOutlined";
import type { IconDefinition } from "@ant-design/icons-svg/es/types";
import { type FormEvent, Fragment, useId, useRef, useState } from "react";
import { splitServerErrors } from "../components/forms/form-errors";
import { serverLines, serverText } from "../components/layout/ProviderText";
import { PlainIcon } from "../components/plain/PlainIcon";
import { PlainSubmitButton } from "../components/plain/PlainSubmitButton";
import { t } from "../i18n";
import { useAuthAction } from "./use-auth-action";

/** A field of a plain form, with antd's look: a text field, or a box to tick (`checkbox`). */
export interface PlainInput {
  name: string;
  label: string;
  /** what is said when it is left empty; without it the field may stay empty */
  required?: string;
  /** a line below the field (antd's `extra`), which its input is described by */
  hint?: string;
  /** a box to tick, its label beside it; its value is "on" when ticked, "" when not */
  checkbox?: boolean;
  /** a heading drawn above the field, opening a part of the form (antd's Divider with its text) */
  section?: string;
  /** drawn, checked and kept only while the box of that name is ticked */
  shownWhen?: string;
  /** drawn at the field's start, as antd's prefix */
  icon?: IconDefinition;
  type?: "email" | "tel" | "text";
  /** a password or a PIN: hidden as it is typed, with an eye to show it */
  secret?: boolean;
  autoComplete?: string;
  inputMode?: "numeric" | "text" | "tel";
  autoFocus?: boolean;
  maxLength?: number;
  /** the second of two fields that must match (a new password, a PIN): `differ` says they differ */
  sameAs?: { field: string; differ: string };
}

/** Whether a field is on the form with these values (a field shown only while a box is ticked). */
const shown = (input: PlainInput, values: Record<string, string>) =>
  !input.shownWhen || Boolean(values[input.shownWhen]);

/** What is wrong with one field of these values: empty, or not the same as the field it repeats. */
function problemsOf(input: PlainInput, values: Record<string, string>): string[] {
  const value = values[input.name];
  if (!shown(input, values) || input.checkbox) return [];
  if (!value) return input.required ? [input.required] : [];
  if (input.sameAs && value !== values[input.sameAs.field]) return [input.sameAs.differ];
  return [];
}

export interface PlainAuthFormProps<TParams> {
  inputs: readonly PlainInput[];
  /** The auth provider's action the form runs. */
  action: (params: TParams) => Promise<AuthActionResponse>;
  /** The form's values → the action's parameters. */
  toParams: (values: Record<string, string>) => TParams;
  /** Key of its error notice (a new failure replaces the last one). */
  noticeKey: string;
  /** After signing in, go back to `?to=` when it is a page of this site. */
  followReturnPath?: boolean;
  /** The API's field names → this form's fields, for the server's errors beside them. */
  fields: readonly string[] | Record<string, string>;
  submitLabel: string;
  /** After the action went through, with what was typed. */
  onSucceeded?: (values: Record<string, string>) => void;
}

/** Messages that belong to no field, above the form (antd's error alert). */
function PlainAlert({ messages }: { messages: string[] }) {
  if (!messages.length) return null;
  return (
    <div role="alert" className="plain-alert">
      <PlainIcon icon={CloseCircleFilled} />
      <div>{serverLines(messages)}</div>
    </div>
  );
}

function PlainField({
  input,
  value,
  errors,
  onChange,
  inputRef,
}: {
  input: PlainInput;
  value: string;
  errors: string[];
  onChange: (value: string) => void;
  inputRef: (element: HTMLInputElement | null) => void;
}) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const invalid = errors.length > 0;
  const describedBy = [invalid && `${id}-error`, input.hint && `${id}-hint`].filter(Boolean).join(" ");
  const below = (
    <>
      {invalid && (
        <div id={`${id}-error`} role="alert" className="plain-field-error">
          {errors.map((error) => (
            <div key={error}>{serverText(error)}</div>
          ))}
        </div>
      )}
      {input.hint && (
        <div id={`${id}-hint`} className="plain-field-hint">
          {input.hint}
        </div>
      )}
    </>
  );
  const className = invalid ? "plain-field plain-field-invalid" : "plain-field";
  if (input.checkbox)
    return (
      <div className={className}>
        <label className="plain-checkbox">
          <input
            ref={inputRef}
            type="checkbox"
            name={input.name}
            checked={value !== ""}
            onChange={(event) => onChange(event.target.checked ? "on" : "")}
            aria-describedby={describedBy || undefined}
          />
          <span>{input.label}</span>
        </label>
        {below}
      </div>
    );
  return (
    <div className={className}>
      <label htmlFor={id}>{input.label}</label>
      <div className="plain-input">
        {input.icon && <PlainIcon icon={input.icon} />}
        <input
          ref={inputRef}
          id={id}
          name={input.name}
          type={input.secret && !revealed ? "password" : (input.type ?? "text")}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={input.autoComplete}
          inputMode={input.inputMode}
          // Where a field asks for it: the second step of a sign-in, the code the user came to type.
          autoFocus={input.autoFocus}
          maxLength={input.maxLength}
          aria-required={input.required ? "true" : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
        />
        {input.secret && (
          <button
            type="button"
            className="plain-reveal"
            aria-label={t("auth.login.reveal")}
            aria-pressed={revealed}
            onClick={() => setRevealed((shown) => !shown)}
          >
            <PlainIcon icon={revealed ? EyeOutlined : EyeInvisibleOutlined} />
          </button>
        )}
      </div>
      {below}
    </div>
  );
}

/**
 * A public page's form, drawn without antd (issue 40: sign-in, sign-up, the password reset and its request,
 * the PIN link): runs one auth action through useAuthAction, says beside it a field left empty (or not
 * matching the one it repeats), the server's field errors beside their fields and its other messages above
 * the form (docs/api-conventions.md: the server's texts are the ones shown).
 */
export function PlainAuthForm<TParams>({
  inputs,
  action,
  toParams,
  noticeKey,
  followReturnPath,
  fields,
  submitLabel,
  onSucceeded,
}: PlainAuthFormProps<TParams>) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [messages, setMessages] = useState<string[]>([]);
  const elements = useRef<Record<string, HTMLInputElement | null>>({});
  const { run, isPending } = useAuthAction(action, { key: noticeKey, followReturnPath });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    const wrong = inputs
      .map((input) => [input.name, problemsOf(input, values)] as const)
      .filter(([, problems]) => problems.length > 0);
    if (wrong.length) {
      setErrors(Object.fromEntries(wrong));
      elements.current[wrong[0][0]]?.focus();
      return;
    }
    setMessages([]);
    setErrors({});
    // A field no longer shown (its box unticked) is not sent.
    const sent = Object.fromEntries(
      inputs.filter((input) => shown(input, values)).map((input) => [input.name, values[input.name] ?? ""]),
    );
    const result = await run(toParams(sent));
    if (result.success) return onSucceeded?.(values);
    const split = splitServerErrors(result.error, fields);
    setErrors(Object.fromEntries(split.fields.map(({ name, errors: list }) => [name, list])));
    setMessages(split.messages);
  };

  return (
    <>
      <PlainAlert messages={messages} />
      {/* The server checks what is typed (an e-mail address, say), and its text is the one shown. */}
      <form noValidate onSubmit={(event) => void submit(event)}>
        {inputs.map((input) => (
          <Fragment key={input.name}>
            {input.section && <h2 className="plain-section">{input.section}</h2>}
            {shown(input, values) && (
              <PlainField
                input={input}
                value={values[input.name] ?? ""}
                errors={errors[input.name] ?? []}
                inputRef={(element) => {
                  elements.current[input.name] = element;
                }}
                onChange={(value) => {
                  const next = { ...values, [input.name]: value };
                  setValues(next);
                  // As antd's rules do: the field is checked again as it is typed in, and so is a field that
                  // repeats it once that one holds something.
                  setErrors((current) => {
                    const checked = inputs.filter(
                      (other) => other === input || (other.sameAs?.field === input.name && next[other.name]),
                    );
                    const updated = { ...current };
                    for (const other of checked) updated[other.name] = problemsOf(other, next);
                    return updated;
                  });
                }}
              />
            )}
          </Fragment>
        ))}
        <PlainSubmitButton pending={isPending}>{submitLabel}</PlainSubmitButton>
      </form>
    </>
  );
}
