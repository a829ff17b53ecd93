import { z } from "zod";
import { fields } from "../../http/validation";
import { smsPhoneField } from "../../people/sms-consent";
import { customerAnswer, type Customer as CustomerAnswer } from "../../../common/api";
import { languageField } from "../../../common/api/people";

/**
 * Request and response shapes of /api/company/customers/ (docs/api-conventions.md). Unknown request fields
 * are dropped.
 */

export { customerAnswer };
export type { CustomerAnswer };

/** What staff's actions on a customer are refused with. */
export const CUSTOMER_MESSAGES = {
  deactivated: "This customer is deactivated: reactivate them first.",
} as const;

/** Staff neither read nor set a customer's PIN (issue 39): a body naming one is refused, 400 on `pin`. */
export const PIN_NOT_STAFFS =
  "Only the customer can choose their PIN: send them a PIN reset, or remove the PIN.";
/** Staff may not move the e-mail of a customer who signs in (issue 39): 400 on `email`. */
export const CUSTOMER_EMAIL_OWN =
  "This customer signs in with a password or PIN: only they can change their e-mail, from their profile.";

const noPin = () =>
  z
    .unknown()
    .optional()
    .refine((v) => v === undefined, PIN_NOT_STAFFS)
    .describe("refused (400): only the customer sets a PIN, from the link of POST …/{id}/pin-reset/");

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
  pin: noPin(),
  phone_number: fields.firstLine(),
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
  email: fields
    .email()
    .optional()
    .describe("refused (400) for a customer who signs in with a password or PIN: only they change it"),
  first_name: fields.requiredText(150).optional(),
  last_name: fields.requiredText(150).optional(),
  address: profileFields.address.optional(),
  state: profileFields.state.optional(),
  zip_code: profileFields.zip_code.optional(),
  pin: noPin(),
  language: languageField.optional().describe("the customer's language (their panel's and e-mails')"),
  sms_phone: smsPhoneField().describe(
    "staff record the customer's consent to texts on their word (audited): the number they agreed to be " +
      'texted at; null or "" records that they took it back',
  ),
  is_active: z.boolean().optional().describe("true reactivates; false deactivates and ends their sessions"),
});
export type CustomerUpdate = z.infer<typeof customerUpdateBody>;
