export type { Carrier } from "@common/api";

export interface CarrierForm {
  name: string;
  provider_operator_id?: string | null;
}
