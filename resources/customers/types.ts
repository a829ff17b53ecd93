export type { Customer } from "@common/api";

/**
 * What deactivating a customer does, said before it is done (the list and the customer's page). Here, not in
 * CustomerList, so that the customer's page does not load the list's code.
 */
export const CUSTOMER_DEACTIVATION =
  "They will no longer be able to sign in, and their open sessions end. Their records stay.";

/** What the create and edit forms send. */
export interface CustomerFormValues {
  email: string;
  first_name: string;
  last_name: string;
  address?: string;
  state?: string;
  zip_code?: string;
  /** sent only when staff type a new one (they never see the current one) */
  pin?: string | null;
  /** edit only: the form's "Remove the PIN", sent as pin: null */
  remove_pin?: boolean;
  /** create only */
  send_welcome_email?: boolean;
}
