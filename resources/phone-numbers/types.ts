export type { Carrier, PhoneNumber, Plan } from "@common/api";

/** What the add/edit form sends. */
export interface PhoneNumberValues {
  number: string;
  carrier: number | null;
  plan: number | null;
  nickname: string;
  /** staff, when adding: the customer */
  user?: number;
  /** staff, when editing: the day the line's plan runs out */
  service_ends_on?: string | null;
}
