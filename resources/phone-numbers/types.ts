/** GET /api/phones/ rows (server/modules/phone-numbers/schemas.ts). */
export interface PhoneNumber {
  id: number;
  number: string;
  nickname: string;
  carrier: number | null;
  carrier_name: string | null;
  plan: number | null;
  plan_name: string | null;
  user: number;
  user_name: string;
  user_email: string;
  is_active: boolean;
  created_at: string;
}

/** What the add/edit form sends. */
export interface PhoneNumberValues {
  number: string;
  carrier: number | null;
  plan: number | null;
  nickname: string;
  /** staff, when adding: the customer */
  user?: number;
}

export interface Carrier {
  id: number;
  name: string;
  is_active: boolean;
}

export interface Plan {
  id: number;
  carrier: number;
  carrier_name: string;
  name: string;
  amount: string;
  is_active: boolean;
}
