import type { Carrier, Country, Device, Plan } from "../../common/api/catalog";
import type { DeviceUnit, DeviceUnitDetail } from "../../common/api/units";
import type { Charge, ChargeDetail } from "../../common/api/charges";
import type { Message } from "../../common/api/messages";
import type { Dispute, DisputeDetail } from "../../common/api/disputes";
import type { ProblemAnswer } from "../../common/api/problems";
import type { Card, PhoneNumber, ScheduledRefill } from "../../common/api/lines";
import type { Company, Customer } from "../../common/api/people";
import type { Profile } from "../../src/providers/auth";
import { companyZoneOffsets } from "../../server/company/zone-offsets";
import { api, http, json, server } from "./msw";

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  const profile: Omit<Profile, "company_time_zone_offsets"> = {
    id: 7,
    email: "customer@demo.test",
    first_name: "Casey",
    last_name: "Customer",
    phone_number: "5550100001",
    address: "12 Main St",
    state: "NY",
    zip_code: "10001",
    pin: "1234",
    is_company_member: false,
    is_company_owner: false,
    is_hijacked: false,
    hijacked_by: null,
    company: { id: 1, name: "Demo Wireless", slug: "demo", logo_url: null },
    // The zone the test machine's own clock is in (UTC), so that screens' tests read the same times as
    // before the panel showed the company's; tests of the company's zone set another.
    company_time_zone: "UTC",
    language: "en",
    sms_phone: null,
    sms_consent_at: null,
    two_factor_enabled: false,
    two_factor_required: false,
    recovery_codes_left: 0,
    ...overrides,
  };
  // The offsets of the zone the profile names, as the server sends them.
  return {
    ...profile,
    company_time_zone_offsets:
      overrides.company_time_zone_offsets ?? companyZoneOffsets(profile.company_time_zone),
  };
}

/** A person as the API names one inside another answer (`hijacked_by`: the member viewing as a customer). */
export const userRef = ({ id, email, first_name, last_name }: Profile) => ({
  id,
  email,
  first_name,
  last_name,
});

/** `overrides`: as makeProfile's (a customer who speaks Spanish: `customer({ language: "es" })`). */
export const customer = (overrides: Partial<Profile> = {}) => makeProfile(overrides);
export const member = (overrides: Partial<Profile> = {}) =>
  makeProfile({
    id: 3,
    email: "member@demo.test",
    first_name: "Morgan",
    last_name: "Member",
    is_company_member: true,
    ...overrides,
  });
export const owner = () =>
  makeProfile({
    id: 2,
    email: "owner@demo.test",
    first_name: "Olivia",
    last_name: "Owner",
    is_company_member: true,
    is_company_owner: true,
  });

/**
 * GET /api/user/me/ answering by token: each token of `profiles` gets its profile, any other token 401
 * with DRF's message.
 */
export function profileHandler(profiles: Record<string, Profile>) {
  return http.get(api("/api/user/me/"), ({ request }) => {
    const token = request.headers.get("authorization")?.replace(/^Token /, "") ?? "";
    const profile = profiles[token];
    return profile ? json(profile) : json({ detail: "Invalid token." }, 401);
  });
}

/** A signed-in browser: the saved session of docs/panel.md. */
export function saveSession(values: {
  token?: string;
  email?: string;
  phoneNumber?: string;
  hijackToken?: string;
}) {
  for (const [key, value] of Object.entries(values))
    if (value !== undefined) window.localStorage.setItem(key, value);
}

/**
 * A member's browser viewing the site as the customer: the member's saved session with the hijack token
 * t-taken, which GET /api/user/me/ answers with the customer, taken over by the member.
 */
export function memberViewingAsCustomer() {
  saveSession({ token: "t-member", email: "member@demo.test", hijackToken: "t-taken" });
  server.use(
    profileHandler({
      "t-member": member(),
      "t-taken": { ...customer(), pin: null, is_hijacked: true, hijacked_by: userRef(member()) },
    }),
  );
}

/** A customer as GET /api/company/customers/ gives them (and their record): Casey, with two lines. */
export const customerRow = (overrides: Partial<Customer> = {}): Customer => ({
  id: 41,
  email: "casey@example.test",
  first_name: "Casey",
  last_name: "Cruz",
  address: "12 Main St",
  state: "NY",
  zip_code: "10001",
  language: "en",
  sms_phone: null,
  sms_consent_at: null,
  pin_set: true,
  is_active: true,
  created_at: "2026-05-01T10:00:00.000Z",
  last_login: null,
  phone_numbers: ["5550100001", "5550100002"],
  phone_numbers_count: 2,
  scheduled_refills_count: 1,
  ...overrides,
});

/** A DRF list page, as every list endpoint answers. */
export const page = <T>(results: T[], count = results.length) => ({
  count,
  next: null,
  previous: null,
  results,
});

/** GET `path` answering a DRF page of `rows`, whatever the query. */
export const listHandler = (path: string, rows: unknown[]) => http.get(api(path), () => json(page(rows)));

/** A carrier as GET /api/carriers/ gives it. */
export const carrier = (overrides: Partial<Carrier> = {}): Carrier => ({
  id: 1,
  name: "Tello",
  is_active: true,
  provider_operator_id: null,
  plans_count: 2,
  created_at: "2026-01-01T00:00:00Z",
  ...overrides,
});

/** The carriers' list of the catalogue tests: Tello Mobile, active with 3 plans, and Ultra Mobile, inactive. */
export const telloAndUltra = () => [
  carrier({
    name: "Tello Mobile",
    provider_operator_id: "op-1",
    plans_count: 3,
    created_at: "2026-01-05T10:00:00Z",
  }),
  carrier({
    id: 2,
    name: "Ultra Mobile",
    is_active: false,
    plans_count: 0,
    created_at: "2026-02-01T10:00:00Z",
  }),
];

/** A plan as GET /api/plans/ gives it. */
export const plan = (overrides: Partial<Plan> = {}): Plan => ({
  id: 21,
  carrier: 1,
  carrier_name: "Tello",
  name: "Unlimited 25",
  description: "",
  amount: "25.00",
  validity_days: 30,
  is_active: true,
  provider_product_id: null,
  cost: null,
  created_at: "2026-01-01T00:00:00Z",
  ...overrides,
});

/** A phone line as GET /api/phones/ gives it: Casey's, on Tello's Unlimited 25. */
export const phoneLine = (overrides: Partial<PhoneNumber> = {}): PhoneNumber => ({
  id: 11,
  number: "5550100001",
  nickname: "Mom",
  carrier: 1,
  carrier_name: "Tello",
  plan: 21,
  plan_name: "Unlimited 25",
  user: 7,
  user_name: "Casey Customer",
  user_email: "customer@demo.test",
  is_active: true,
  created_at: "2026-03-01T10:00:00Z",
  service_ends_on: null,
  detected_operator: null,
  ...overrides,
});

/** Casey's work phone on Tello Mobile's Unlimited 40 ($40.00), the line Refill Now comes with. */
export const workPhone = (overrides: Partial<PhoneNumber> = {}): PhoneNumber =>
  phoneLine({
    nickname: "Work phone",
    carrier: 31,
    carrier_name: "Tello Mobile",
    plan: 22,
    plan_name: "Unlimited 40",
    created_at: "2026-01-01T00:00:00Z",
    ...overrides,
  });

/** Tello Mobile's Unlimited 40 as GET /api/plans/ gives it, the plan of the work phone. */
export const unlimited40 = (): Plan =>
  plan({ id: 22, name: "Unlimited 40", amount: "40.00", carrier: 31, carrier_name: "Tello Mobile" });

/** The company's settings as GET /api/company/ gives them to its owner. */
export const companySettings = (overrides: Partial<Company> = {}): Company => ({
  id: 1,
  name: "Demo Wireless",
  slug: "demo",
  tax_rate: "0.08875",
  phone_menu_number: null,
  phone_menu_token_set: false,
  twilio_account_sid: null,
  time_zone: "America/New_York",
  address: null,
  support_phone: null,
  support_email: null,
  logo_url: null,
  require_two_factor: false,
  ...overrides,
});

/** A saved card as GET /api/payments/cards/ gives it (the customer is the query, ?user=, not a field). */
export const savedCard = (overrides: Partial<Card> = {}): Card => ({
  id: 9,
  brand: "visa",
  last4: "4242",
  exp_month: 12,
  exp_year: 2030,
  is_default: true,
  is_expired: false,
  created_at: "2026-01-01T00:00:00Z",
  ...overrides,
});

/** Tello's two plans, as the phone-number and scheduled-refill forms offer them. */
export const telloPlans = () => [plan(), plan({ id: 22, name: "Talk 10", amount: "10.00" })];

/** A rental device as GET /api/rental/devices/ gives it. */
export const device = (overrides: Partial<Device> = {}): Device => ({
  id: 5,
  name: "Pocket Hotspot",
  kind: "hotspot",
  daily_rate: "8.00",
  deposit: "100.00",
  stock: 3,
  is_active: true,
  created_at: "2026-01-01T00:00:00Z",
  ...overrides,
});

/** A device's unit as GET /api/rental/devices/{id}/units/ lists it. */
export const deviceUnit = (overrides: Partial<DeviceUnit> = {}): DeviceUnit => ({
  id: 31,
  device: 5,
  device_name: "Pocket Hotspot",
  serial: "SN-1001",
  iccid: null,
  barcode: "HS-0001",
  status: "available",
  note: "",
  rental: null,
  created_at: "2026-01-02T10:00:00Z",
  updated_at: "2026-01-02T10:00:00Z",
  ...overrides,
});

/** One unit with its history, as GET /api/rental/units/{id}/ gives it. */
export const deviceUnitDetail = (overrides: Partial<DeviceUnitDetail> = {}): DeviceUnitDetail => ({
  ...deviceUnit(),
  history: [],
  rentals: [],
  ...overrides,
});

/** A rental destination as GET /api/rental/countries/ gives it. */
export const country = (overrides: Partial<Country> = {}): Country => ({
  id: 3,
  name: "Mexico",
  code: "MX",
  daily_rate: "2.00",
  is_active: true,
  created_at: "2026-01-01T00:00:00Z",
  ...overrides,
});

/** A monthly scheduled refill as GET /api/scheduled-refills/ gives it. */
export const scheduledRefill = (overrides: Partial<ScheduledRefill> = {}): ScheduledRefill => {
  const last_result = overrides.last_result === undefined ? "error" : overrides.last_result;
  return {
    id: 31,
    phone_number: 11,
    phone_number_digits: "5550100001",
    user: 7,
    user_name: "Casey Customer",
    plan: 21,
    plan_name: "Unlimited 25",
    amount: "25.00",
    payment_method: 5,
    card_label: "Visa •••• 4242",
    rule: "monthly",
    day_of_month: 5,
    days_before: 0,
    service_ends_on: null,
    next_run_on: "2026-04-05",
    is_active: true,
    state: "active",
    failed_runs: 0,
    suspended_at: null,
    suspended_reason: null,
    consent: null,
    last_run_on: "2026-03-05",
    last_result,
    // The API names the refill whose status last_result is; a schedule never run has neither.
    last_transaction: last_result && { id: 103, status: last_result, created_at: "2026-03-05T09:00:00Z" },
    created_at: "2026-01-01T00:00:00Z",
    ...overrides,
  };
};

/** A card charge as GET /api/charges/ lists it: a refill's, paid with an Amex. */
export const charge = (overrides: Partial<Charge> = {}): Charge => ({
  id: 51,
  kind: "refill",
  amount: "25.00",
  status: "succeeded",
  method: "card",
  user: 7,
  user_name: "Casey Customer",
  user_email: "customer@demo.test",
  transaction: 101,
  rental: null,
  payment_method: 41,
  brand: "amex",
  last4: "0005",
  failure_message: null,
  fee: null,
  net: null,
  failure_problem: null,
  created_by: null,
  created_at: "2026-11-20T10:00:02Z",
  ...overrides,
});

/** A message as GET /api/messages/ lists it: a welcome e-mail sent to Casey. */
export const message = (overrides: Partial<Message> = {}): Message => ({
  id: 301,
  user: 41,
  user_name: "Casey Cruz",
  user_email: "casey@example.test",
  kind: "customer_welcome",
  channel: "email",
  language: "en",
  to: "casey@example.test",
  subject: "Welcome to Demo Wireless",
  body: "Hello Casey,\n\nChoose your password: {link}",
  status: "sent",
  attempts: 1,
  error: null,
  created_at: "2026-11-20T10:00:00Z",
  sent_at: "2026-11-20T10:00:05Z",
  delivered_at: null,
  ...overrides,
});

/** GET /api/charges/{id}/: the list's fields and the processor's references. */
export const chargeDetail = (overrides: Partial<ChargeDetail> = {}): ChargeDetail => ({
  ...charge(overrides),
  processor_ref: "pi_51",
  idempotency_key: "txn-101-charge",
  note: "",
  refund_of: null,
  refunds: [],
  refundable_amount: "0.00",
  refund_refusal: null,
  dispute: null,
  fraud_warning_at: null,
  ...overrides,
});

/** GET /api/disputes/: an open dispute of charge 51, its evidence due in five days from Nov 26, 2026. */
export const dispute = (overrides: Partial<Dispute> = {}): Dispute => ({
  id: 71,
  status: "needs_response",
  amount: "25.00",
  reason: "fraudulent",
  evidence_due_by: "2026-12-01T23:59:59Z",
  charge: 51,
  user: 41,
  user_name: "Casey Cruz",
  transaction: 101,
  rental: null,
  charge_amount: "25.00",
  processor_ref: "dp_sim_1",
  evidence_submitted_at: null,
  closed_at: null,
  created_at: "2026-11-24T15:00:00Z",
  updated_at: "2026-11-24T15:00:00Z",
  ...overrides,
});

/** GET /api/disputes/{id}/: the row, with the evidence the server compiled. */
export const disputeDetail = (overrides: Partial<DisputeDetail> = {}): DisputeDetail => ({
  ...dispute(overrides),
  evidence: {
    customer_name: "Casey Cruz",
    customer_email_address: "casey@example.test",
    customer_purchase_ip: "203.0.113.7",
    product_description:
      "Prepaid phone refill: Tello Mobile Unlimited for the line 5550100001 (refill #101).",
    uncategorized_text: "The carrier confirmed the top-up of 5550100001 with reference TOP-1.",
  },
  evidence_sent: false,
  funds_withdrawn_at: null,
  funds_reinstated_at: null,
  ...overrides,
});
/** Why something did not go through, as the API answers it (common/problems.ts): a code, its values, the provider's words. */
export const problem = (
  code: ProblemAnswer["code"],
  details: string | null = null,
  params: ProblemAnswer["params"] = {},
): ProblemAnswer => ({ code, params, details });
