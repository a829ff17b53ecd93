export type { Customer } from "@common/api";

/** What the create and edit forms send. */
export interface CustomerFormValues {
  email: string;
  first_name: string;
  last_name: string;
  address?: string;
  state?: string;
  zip_code?: string;
  pin?: string | null;
  /** create only */
  send_welcome_email?: boolean;
}
