import type { User } from "../db/schema";

/** Who is calling. Under a hijack token `user` is the customer and `hijackedBy` the member's id. */
export interface AuthContext {
  user: User;
  tokenId: number;
  hijackedBy: number | null;
  /** the company every query of this request is scoped to */
  companyId: number;
  /** staff whose company requires a second factor they have not set up (plugins/authentication.ts) */
  mustSetUpTwoFactor?: boolean;
}

/** Who a write is recorded as: the member behind a hijack, else the caller. */
export const actorOf = (ctx: AuthContext) => ctx.hijackedBy ?? ctx.user.id;

/** A member or owner acting as themself; a member under a hijack token acts as the customer. */
export const isStaff = (ctx: AuthContext) => ctx.user.is_company_member && ctx.hijackedBy === null;
