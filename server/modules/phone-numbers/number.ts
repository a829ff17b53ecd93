/**
 * A phone line as stored: digits only. People type "+1 (555) 010-0001", "555.010.0001" or "555 010 0001";
 * all of these are the line 5550100001 (the North American country code of an 11-digit number is dropped,
 * as the phone sign-in expects). Other countries keep their country code: 10 to 15 digits in all (E.164).
 */
export const PHONE_MESSAGES = {
  invalid: "Enter a valid phone number: 10 to 15 digits.",
  taken: "This phone number is already registered.",
  hasHistory: "This number has refills on record and cannot be changed. Add the new number instead.",
} as const;

export { normalizePhoneNumber } from "../../../common/phone";
