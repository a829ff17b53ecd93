import type { FormInstance } from "antd";
interface ServerErrors {
  errors?: Record<string, string[] | string | unknown>;
  messages?: string[];
  message?: string;
}

/** A server's refusal split into the errors of this form's fields and the messages that belong to none of them. */
export interface SplitServerErrors {
  fields: Array<{ name: string; errors: string[] }>;
  messages: string[];
}

/**
 * Splits a server's refusal (docs/api-conventions.md: the server's texts are shown) into errors beside the
 * form's fields and the messages that belong to no field of this form, for an alert above it. `fields` maps
 * the API's field names to the form's (`{ phone_number: "phoneNumber" }`) or lists them.
 */
export function splitServerErrors(
  error: unknown,
  fields: readonly string[] | Record<string, string>,
): SplitServerErrors {
  if (!error || typeof error !== "object") return { fields: [], messages: [] };
  const source = error as ServerErrors;
  const names: Record<string, string> = Array.isArray(fields)
    ? Object.fromEntries(fields.map((name) => [name, name]))
    : (fields as Record<string, string>);
  const placed = new Set<string>();
  const entries: Array<{ name: string; errors: string[] }> = [];
  for (const [apiField, value] of Object.entries(source.errors ?? {})) {
    const formField = names[apiField];
    const list = (Array.isArray(value) ? value : [value]).filter((m): m is string => typeof m === "string");
    if (!formField || list.length === 0) continue;
    entries.push({ name: formField, errors: list });
    list.forEach((m) => placed.add(m));
  }
  const all = source.messages ?? (source.message ? [source.message] : []);
  return { fields: entries, messages: all.filter((message) => !placed.has(message)) };
}

/**
 * Puts a server's field errors beside an antd form's fields and gives back the messages that belong to no
 * field of this form, for an alert above it.
 */
export function applyServerErrors(
  form: FormInstance,
  error: unknown,
  fields: readonly string[] | Record<string, string>,
): string[] {
  const split = splitServerErrors(error, fields);
  form.setFields(split.fields);
  return split.messages;
}
