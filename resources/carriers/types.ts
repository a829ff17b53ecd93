/** GET /api/carriers/ rows. */
export interface Carrier {
  id: number;
  name: string;
  is_active: boolean;
  provider_operator_id: string | null;
  /** active plans */
  plans_count: number;
  created_at: string;
}

export interface CarrierForm {
  name: string;
  provider_operator_id?: string | null;
}
