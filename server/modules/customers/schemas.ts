import { z } from "zod";
import { fields } from "../../http/validation";

/** Request and response shapes of /api/company/customers/ (DESIGN.md §5b). Unknown request fields are dropped. */

export const customerAnswer = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  address: z.string(),
  state: z.string(),
  zip_code: z.string(),
  pin: z.string().nullable().describe("the phone sign-in PIN, 4 to 8 digits"),
  is_active: z.boolean(),
  created_at: z.string(),
  last_login: z.string().nullable(),
  phone_numbers: z.array(z.string()).describe("digits of every phone number of the customer, oldest first"),
  phone_numbers_count: z.number().int(),
  scheduled_refills_count: z.number().int().describe("active scheduled refills on the customer's numbers"),
});
export type CustomerAnswer = z.infer<typeof customerAnswer>;

/** A DRF page of rows: `{count, next, previous, results}`. */
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(row),
  });

export const customerPage = pageOf(customerAnswer);

const pin = () =>
  z
    .string()
    .trim()
    .regex(/^(\d{4,8})?$/, "PIN must be 4 to 8 digits.")
    .nullable()
    .transform((v) => v || null)
    .describe('4 to 8 digits; null or "" for none');

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
  is_active: z.boolean().optional().describe("true reactivates; false deactivates and ends their sessions"),
});
export type CustomerUpdate = z.infer<typeof customerUpdateBody>;

/**
 * The query string of a people list, for OpenAPI: pages, ordering, search and the list's own filters (each
 * "true" / "false" unless described otherwise). listPage() reads and checks the values.
 */
export const peopleListQuery = (search: string, filters: Record<string, string>) =>
  z
    .object({
      page: z.string().optional(),
      page_size: z.string().optional(),
      ordering: z
        .string()
        .optional()
        .describe("created_at, last_name, first_name, email, last_login; - for descending"),
      search: z.string().optional().describe(search),
      ...Object.fromEntries(
        Object.entries(filters).map(([name, text]) => [name, z.string().optional().describe(text)]),
      ),
    })
    .loose();

export const customerListQuery = peopleListQuery("first name, last name, e-mail, phone number digits", {
  has_phone_numbers: "true / false",
  has_scheduled_refills: "true / false (active scheduled refills)",
  is_active: "true / false",
});
