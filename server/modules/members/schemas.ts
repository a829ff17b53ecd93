import { z } from "zod";
import { fields } from "../../http/validation";
import { pageOf, peopleListQuery } from "../customers/schemas";

/** Request and response shapes of /api/company/members/ (DESIGN.md §5b). Unknown request fields are dropped. */

export const memberAnswer = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_company_owner: z.boolean(),
  is_active: z.boolean(),
  created_at: z.string(),
  last_login: z.string().nullable(),
  invitation_pending: z.boolean().describe("invited, and no password chosen yet"),
});
export type MemberAnswer = z.infer<typeof memberAnswer>;

export const memberPage = pageOf(memberAnswer);

export const memberInviteBody = z.object({
  email: fields.email(),
  first_name: fields.requiredText(150),
  last_name: fields.requiredText(150),
  is_company_owner: z.boolean().default(false),
});
export type MemberInvite = z.infer<typeof memberInviteBody>;

export const memberUpdateBody = z.object({
  first_name: fields.requiredText(150).optional(),
  last_name: fields.requiredText(150).optional(),
  is_company_owner: z
    .boolean()
    .optional()
    .describe("promote (true) or demote (false); a company keeps one owner"),
  is_active: z.boolean().optional().describe("false deactivates and ends their sessions; true reactivates"),
});
export type MemberUpdate = z.infer<typeof memberUpdateBody>;

export const memberListQuery = peopleListQuery("first name, last name, e-mail", {
  is_active: "true / false",
  is_company_owner: "true / false",
});
