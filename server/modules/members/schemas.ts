import { z } from "zod";
import { fields } from "../../http/validation";

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

export const memberPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(memberAnswer),
});

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

export const memberListQuery = z
  .object({
    page: z.string().optional(),
    page_size: z.string().optional(),
    ordering: z
      .string()
      .optional()
      .describe("created_at, last_name, first_name, email, last_login; - for descending"),
    search: z.string().optional().describe("first name, last name, e-mail"),
    is_active: z.string().optional().describe("true / false"),
    is_company_owner: z.string().optional().describe("true / false"),
  })
  .loose();
