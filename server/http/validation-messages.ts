/**
 * Django REST Framework's sentences for a field Zod refuses, kept in one object so that the panel's
 * catalogues can be checked against every one of them (tests/web/i18n/server-words.test.ts).
 */
export const VALIDATION_MESSAGES = {
  required: "This field is required.",
  notNull: "This field may not be null.",
  integer: "A valid integer is required.",
  number: "A valid number is required.",
  boolean: "Must be a valid boolean.",
  string: "Not a valid string.",
  object: "Invalid data. Expected a dictionary.",
  list: "Expected a list of items.",
  blank: "This field may not be blank.",
  email: "Enter a valid email address.",
  dateFormat: "Date has wrong format. Use one of these formats instead: YYYY-MM-DD.",
  pin: "PIN must be 4 to 8 digits.",
  minLength: (n: number) => `Ensure this field has at least ${n} characters.`,
  maxLength: (n: number) => `Ensure this field has no more than ${n} characters.`,
  maxItems: (n: number) => `Ensure this field has no more than ${n} elements.`,
  min: (n: number | string) => `Ensure this value is greater than or equal to ${n}.`,
  max: (n: number | string) => `Ensure this value is less than or equal to ${n}.`,
  below: (n: number | string) => `Ensure this value is less than ${n}.`,
  decimals: (n: number) => `Ensure that there are no more than ${n} decimal places.`,
  choice: (input: unknown) => `"${String(input)}" is not a valid choice.`,
} as const;
