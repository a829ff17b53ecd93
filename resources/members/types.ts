export type { Member } from "@common/api";

export interface MemberInviteValues {
  email: string;
  first_name: string;
  last_name: string;
  is_company_owner?: boolean;
}
