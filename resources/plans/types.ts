import { PLAN_MAX_AMOUNT as PLAN_MAX_CENTS } from "@common/api/limits";
import { formatCents } from "@common/money";

export type { Plan } from "@common/api";

export interface PlanForm {
  carrier?: number;
  name: string;
  description?: string;
  amount: string;
  validity_days: number;
  provider_product_id?: string | null;
  cost?: string | null;
}

/** The largest price the API takes for a plan, as the forms write it ("1000.00"). */
export const PLAN_MAX_AMOUNT = formatCents(PLAN_MAX_CENTS);
