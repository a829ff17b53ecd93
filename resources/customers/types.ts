/** GET /api/company/customers/ rows (server/modules/customers/schemas.ts). */
export interface Customer {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  address: string;
  state: string;
  zip_code: string;
  pin: string | null;
  is_active: boolean;
  created_at: string;
  last_login: string | null;
  /** digits of every number of the customer */
  phone_numbers: string[];
  phone_numbers_count: number;
  /** active scheduled refills */
  scheduled_refills_count: number;
}

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
