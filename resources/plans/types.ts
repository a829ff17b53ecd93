/** GET /api/plans/ rows. */
export interface Plan {
  id: number;
  carrier: number;
  carrier_name: string;
  name: string;
  description: string;
  /** "25.00" */
  amount: string;
  validity_days: number;
  is_active: boolean;
  provider_product_id: string | null;
  created_at: string;
}

export interface PlanForm {
  carrier?: number;
  name: string;
  description?: string;
  amount: string;
  validity_days: number;
  provider_product_id?: string | null;
}

/** The largest price the API takes for a plan. */
export const PLAN_MAX_AMOUNT = "1000.00";
