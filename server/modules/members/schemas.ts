import { z } from "zod";
import { fields } from "../../http/validation";
import { listQueryOf } from "../../http/lists/readers";
import { memberAnswer, type Member as MemberAnswer } from "../../../common/api";

/**
 * Request and response shapes of /api/company/members/ (docs/api-conventions.md). Unknown request fields are
 * dropped.
 */

export { memberAnswer };
export type { MemberAnswer };

export const LAST_OWNER = "A company must keep at least one owner.";
export const NOT_YOURSELF = "You cannot deactivate your own account.";
/** What re-sending an invitation is refused with. */
export const MEMBER_MESSAGES = {
  deactivated: "This member is deactivated: reactivate them first.",
  alreadyAccepted: "This member has already accepted the invitation.",
} as const;

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

/**
 * The query string of a people list, for OpenAPI: pages, ordering, search, the list's own filters (each
 * "true" / "false" unless described otherwise) and the days they were created. listPage() reads and checks
 * the values.
 */
export const peopleListQuery = (search: string, filters: Record<string, string>) =>
  listQueryOf("created_at, last_name, first_name, email, last_login; - for descending", {
    search,
    ...filters,
    created_after: "YYYY-MM-DD, from the start of that day in the company's time zone",
    created_before: "YYYY-MM-DD, to the end of that day in the company's time zone",
  });

export const memberListQuery = peopleListQuery("first name, last name, e-mail", {
  is_active: "true / false",
  is_company_owner: "true / false",
});
