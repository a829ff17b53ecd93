import type { FormInstance } from "antd";
interface ServerErrors {
  errors?: Record<string, string[] | string | unknown>;
  messages?: string[];
  message?: string;
}

/**
 * Puts a server's field errors beside the form's fields (docs/api-conventions.md: the server's texts are
 * shown) and
 * gives back the messages that belong to no field of this form, for an alert above it.
 * `fields` maps the API's field names to the form's (`{ phone_number: "phoneNumber" }`) or lists them.
 */
export function applyServerErrors(
  form: FormInstance,
  error: unknown,
  fields: readonly string[] | Record<string, string>,
): string[] {
  if (!error || typeof error !== "object") return [];
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
  form.setFields(entries);
  const all = source.messages ?? (source.message ? [source.message] : []);
  return all.filter((message) => !placed.has(message));
}
