import type { Language } from "@common/languages";
export type { Customer } from "@common/api";

/** What the create and edit forms send. */
export interface CustomerFormValues {
  email: string;
  first_name: string;
  last_name: string;
  address?: string;
  state?: string;
  zip_code?: string;
  /** their panel's and e-mails' (the welcome e-mail's too) */
  language?: Language;
  /** create only */
  send_welcome_email?: boolean;
  /** create only, optional: their first line (POST /api/phones/ reads it the same way) */
  phone_number?: string;
  /** edit only: staff tick it on the customer's word (TextsConsent); not sent */
  texts?: boolean;
  /** the number the customer agreed to be texted at; null takes the consent back */
  sms_phone?: string | null;
}
