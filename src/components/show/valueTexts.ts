import { t } from "../../i18n";
import type { TextKey } from "../../i18n/translate";

/** Whether `value` is one of `values`: an enumerated API value the panel knows. */
export const isOneOf = <T extends string>(
  values: readonly T[],
  value: string | null | undefined,
): value is T => (values as readonly string[]).includes(value as string);

/**
 * An enumerated API value (a status, a trigger, a kind) as people read it: the catalogue's text `keyOf` names.
 * A value the API may add before the panel knows it reads as itself (or as `unknown` makes it), never as a
 * blank.
 */
export const valueText =
  <T extends string>(
    values: readonly T[],
    keyOf: (value: T) => TextKey,
    unknown: (value: string) => string = (value) => value,
  ) =>
  (value: string): string =>
    isOneOf(values, value) ? t(keyOf(value)) : unknown(value);

/** Each value's words in the API's order, for a filter's choices. */
export const valueTexts = (
  values: readonly string[],
  text: (value: string) => string,
): Record<string, string> => Object.fromEntries(values.map((value) => [value, text(value)]));
