import { z } from "zod";
import { listQueryOf } from "../../http/lists/readers";
import { fields } from "../../http/validation";
import { customerAnswer, type Customer as CustomerAnswer } from "../../../common/api";
import { languageField } from "../../../common/api/people";

/**
 * Request and response shapes of /api/company/customers/ (docs/api-conventions.md). Unknown request fields
 * are dropped.
 */

export { customerAnswer };
export type { CustomerAnswer };

const pin = () =>
  z
    .string()
    .trim()
    .regex(/^(\d{4,8})?$/, "PIN must be 4 to 8 digits.")
    .nullable()
    .transform((v) => v || null)
    .describe('4 to 8 digits; null or "" for none');

/** A new customer's first line, optional: written with them as POST /api/phones/ writes a line. */
export const firstLine = () =>
  z
    .string()
    .max(32)
    .nullish()
    .describe(
      'optional: the customer\'s phone line, added with them (digits or "+1 (555) 010-0001"); blank for none',
    );

const profileFields = {
  address: fields.name(255),
  state: fields.name(64),
  zip_code: fields.name(16),
};

export const customerCreateBody = z.object({
  email: fields.email(),
  first_name: fields.requiredText(150),
  last_name: fields.requiredText(150),
  address: profileFields.address.optional(),
  state: profileFields.state.optional(),
  zip_code: profileFields.zip_code.optional(),
  pin: pin().optional(),
  phone_number: firstLine(),
  language: languageField
    .optional()
    .describe(
      "the customer's language (their panel's and e-mails', the welcome e-mail's too); \"en\" when not given",
    ),
  send_welcome_email: z
    .boolean()
    .default(true)
    .describe("e-mail a link to set a password (valid 7 days); the customer has no password until then"),
});
export type CustomerCreate = z.infer<typeof customerCreateBody>;

export const customerUpdateBody = z.object({
  email: fields.email().optional(),
  first_name: fields.requiredText(150).optional(),
  last_name: fields.requiredText(150).optional(),
  address: profileFields.address.optional(),
  state: profileFields.state.optional(),
  zip_code: profileFields.zip_code.optional(),
  pin: pin().optional(),
  language: languageField.optional().describe("the customer's language (their panel's and e-mails')"),
  is_active: z.boolean().optional().describe("true reactivates; false deactivates and ends their sessions"),
});
export type CustomerUpdate = z.infer<typeof customerUpdateBody>;

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
