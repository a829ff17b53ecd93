import { z } from "zod";
import { fields } from "../../http/validation";
import { peopleListQuery } from "../customers/schemas";
import { memberAnswer, type Member as MemberAnswer } from "../../../common/api";

/**
 * Request and response shapes of /api/company/members/ (docs/api-conventions.md). Unknown request fields are
 * dropped.
 */

export { memberAnswer };
export type { MemberAnswer };

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
