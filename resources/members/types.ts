/** GET /api/company/members/ rows (server/modules/members/schemas.ts). */
export interface Member {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  is_company_owner: boolean;
  is_active: boolean;
  created_at: string;
  last_login: string | null;
  /** invited, no password chosen yet */
  invitation_pending: boolean;
}

export interface MemberInviteValues {
  email: string;
  first_name: string;
  last_name: string;
  is_company_owner?: boolean;
}

export interface MemberNameValues {
  first_name: string;
  last_name: string;
}
