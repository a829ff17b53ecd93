import type { ColumnType, Generated, Selectable, Updateable } from "kysely";
import type {
  ChargeKind,
  ChargeMethod,
  ChargeStatus,
  ConsentChannel,
  DeviceKind,
  RentalFeeKind,
  RentalStatus,
  RentalTrigger,
  ScheduleRule,
  TransactionEventCode,
  TransactionEventOutcome,
  TransactionEventStep,
  TransactionStatus,
  TransactionTrigger,
} from "../../common/api/enums";
import type { DisputeStatus } from "../../common/api/disputes";
import type { Language } from "../../common/languages";
import type { RentalLineKind } from "../../common/rental-ledger";
import type { ProblemCode } from "../../common/problems";
import type * as Kept from "./kept-tables";

export type * from "./kept-tables";

/**
 * The whole data model. Conventions that both databases share:
 * - ids are integers; money is integer cents; a company's tax rate is a decimal string ("0.08875");
 * - timestamps are ISO-8601 UTC strings (`new Date().toISOString()`), dates are `YYYY-MM-DD` strings;
 * - every boolean column is named `is_*` (the SQLite adapter turns its 0/1 back into booleans by that name).
 * What the system keeps for itself (the figures triggers keep, the workers' heartbeats) is in kept-tables.ts.
 */
type Id = Generated<number>;
type Timestamp = string;
type DateOnly = string;
/** A column with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface CompaniesTable {
  id: Id;
  name: string;
  slug: string;
  tax_rate: Defaulted<string>;
  created_at: Timestamp;
  /** the phone menu's called number, digits only (migration 0005) */
  phone_menu_number: Defaulted<string | null>;
  /** Twilio auth token that signs the phone menu's webhooks; written by the owner, never returned */
  twilio_auth_token: Defaulted<string | null>;
  /** the Twilio account SMS=twilio sends the company's texts through (migration 0030); shown, not secret */
  twilio_account_sid: Defaulted<string | null>;
  /** IANA zone of the company's days: "today", rental days, return and run dates (migration 0006) */
  time_zone: Defaulted<string>;
  /** postal address, several lines, printed on receipts (migration 0011) */
  address: Defaulted<string | null>;
  /** the support line customers call, digits only (migration 0011) */
  support_phone: Defaulted<string | null>;
  support_email: Defaulted<string | null>;
  /** content hash of the logo in company_logos, which versions its public address; null: no logo */
  logo_hash: Defaulted<string | null>;
  /** cents: below it the owners are told the top-up wallet is low (migration 0019) */
  wallet_low_threshold: Defaulted<number>;
  /** when the low-wallet episode the owners were told of began; null: the wallet is fine */
  wallet_low_since: Defaulted<Timestamp | null>;
  /** the owner asks every staff account for a second factor (migration 0022) */
  require_two_factor: Defaulted<boolean>;
}

/** The company's logo, sized down to at most 256 px high (migration 0011): one row per company. */
export interface CompanyLogosTable {
  company_id: number;
  hash: string;
  content_type: string;
  bytes: Buffer;
  width: number;
  height: number;
  created_at: Timestamp;
}

export interface UsersTable {
  id: Id;
  company_id: number;
  email: string;
  password_hash: string | null;
  first_name: Defaulted<string>;
  last_name: Defaulted<string>;
  address: Defaulted<string>;
  state: Defaulted<string>;
  zip_code: Defaulted<string>;
  pin: string | null;
  is_company_member: Defaulted<boolean>;
  is_company_owner: Defaulted<boolean>;
  is_active: Defaulted<boolean>;
  created_at: Timestamp;
  last_login: Timestamp | null;
  /** the Stripe Customer this user's saved cards are attached to (PAYMENTS=stripe), made with the first card */
  stripe_customer_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** the language of the user's panel and e-mails (migration 0010) */
  language: Defaulted<Language>;
  /** the number a customer agreed to receive texts at (digits, as lines are stored), and when (migration 0015) */
  sms_phone: ColumnType<string | null, string | null | undefined, string | null>;
  sms_consent_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** the authenticator app's key (base32) of a confirmed second factor; null: none (migration 0022) */
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** a setup not yet confirmed by a first code */
  totp_pending_secret: ColumnType<string | null, string | null | undefined, string | null>;
  totp_enabled_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** the last 30-second step a code was accepted for: a code never works twice */
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface AuthTokensTable {
  id: Id;
  key_hash: string;
  user_id: number;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
  expires_at: Timestamp | null;
  /** The member who took over this customer's session; null for the user's own tokens. */
  hijacked_by: number | null;
  /** how the session began (migration 0022); null: before the sessions were told apart */
  signed_in_with: ColumnType<SessionOrigin | null, SessionOrigin | null | undefined, SessionOrigin | null>;
  ip_address: ColumnType<string | null, string | null | undefined, string | null>;
  user_agent: ColumnType<string | null, string | null | undefined, string | null>;
}

/** How a session began: e-mail and password, phone and PIN, password and a second factor, a sign-up. */
export type SessionOrigin = "password" | "pin" | "two_factor" | "sign_up" | "hijack";

/** Ten per person with a second factor; only the SHA-256 of each is kept, and each works once (migration 0022). */
export interface RecoveryCodesTable {
  id: Id;
  user_id: number;
  code_hash: string;
  created_at: Timestamp;
  used_at: Timestamp | null;
}

/** A right password for an account with a second factor: the code completes the sign-in once (migration 0022). */
export interface SignInChallengesTable {
  id: Id;
  key_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  attempts: Defaulted<number>;
}

export interface PasswordResetsTable {
  id: Id;
  token_hash: string;
  user_id: number;
  /**
   * reset (forgot password), invite (new member), welcome (customer created by staff), pin (a customer's
   * new PIN, sent by staff); varchar(16), no constraint, so a new purpose needs no migration
   */
  purpose: Defaulted<"reset" | "invite" | "welcome" | "pin">;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface CarriersTable {
  id: Id;
  company_id: number;
  name: string;
  is_active: Defaulted<boolean>;
  provider_operator_id: string | null;
  /** the country of the aggregator's catalogue it was imported from (migration 0032); null: typed by hand */
  provider_country: Defaulted<string | null>;
  created_at: Timestamp;
}

export interface PlansTable {
  id: Id;
  carrier_id: number;
  name: string;
  description: Defaulted<string>;
  amount: number;
  validity_days: number;
  is_active: Defaulted<boolean>;
  provider_product_id: string | null;
  /** what a top-up of the plan costs the company at the aggregator, cents (migration 0027) */
  cost: Defaulted<number | null>;
  /** imported plans (migration 0032): the aggregator's fixed amount, cents USD, what its top-up sends */
  face_value: Defaulted<number | null>;
  /** what the line receives, cents of local_currency, as the aggregator said at import */
  local_amount: Defaulted<number | null>;
  local_currency: Defaulted<string | null>;
  /** the aggregator's cost after discount at import (or at the last accepted change), cents USD */
  imported_cost: Defaulted<number | null>;
  created_at: Timestamp;
}

/** What an owner has seen of a country's catalogue at the aggregator (migration 0032). */
export interface CatalogueSeenTable {
  id: Id;
  company_id: number;
  country: string;
  /** `op:<operator id>` or `amount:<operator id>:<face value>` */
  item: string;
  created_at: Timestamp;
}

export interface PhoneNumbersTable {
  id: Id;
  company_id: number;
  user_id: number;
  number: string;
  carrier_id: number | null;
  plan_id: number | null;
  nickname: Defaulted<string>;
  is_active: Defaulted<boolean>;
  created_at: Timestamp;
  /** the operator the aggregator's auto-detect named for the number, and when (migration 0019) */
  detected_operator_id: Defaulted<string | null>;
  detected_operator_name: Defaulted<string | null>;
  detected_at: Defaulted<Timestamp | null>;
  /** the company day the line's plan runs out (DESIGN.md §16); null until a refill or staff set it */
  service_ends_on: Defaulted<DateOnly | null>;
}

export interface PaymentMethodsTable {
  id: Id;
  user_id: number;
  processor: "simulated" | "stripe";
  /** the processor's handle on the card: a Stripe PaymentMethod id, or `pm_sim_…` (payments/simulated.ts) */
  processor_ref: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  is_default: Defaulted<boolean>;
  is_active: Defaulted<boolean>;
  created_at: Timestamp;
}

export interface ScheduledRefillsTable {
  id: Id;
  company_id: number;
  phone_number_id: number;
  plan_id: number;
  payment_method_id: number | null;
  day_of_month: number;
  next_run_on: DateOnly;
  is_active: Defaulted<boolean>;
  last_run_on: DateOnly | null;
  created_at: Timestamp;
  rule: Defaulted<ScheduleRule>;
  days_before: Defaulted<number>;
  /** soft declines in a row of an automatic refill (retried after 1 and 3 days, then suspended) */
  failed_runs: Defaulted<number>;
  suspended_at: Defaulted<Timestamp | null>;
  suspended_reason: Defaulted<string | null>;
  consent_by: Defaulted<number | null>;
  consent_at: Defaulted<Timestamp | null>;
  consent_channel: Defaulted<ConsentChannel | null>;
  consent_address: Defaulted<string | null>;
  consent_terms: Defaulted<string | null>;
}

export type { RentalStatus, RentalTrigger, TransactionStatus, TransactionTrigger };

export interface TransactionsTable {
  id: Id;
  company_id: number;
  user_id: number;
  phone_number_id: number;
  plan_id: number;
  amount: number;
  status: TransactionStatus;
  trigger: TransactionTrigger;
  payment_method_id: number | null;
  charge_id: number | null;
  /**
   * Why the payment or the top-up did not go through: a code and its values (JSON; common/problems.ts,
   * migration 0021); `payment_error` and `refill_error` keep only the provider's own text (details).
   */
  payment_error: string | null;
  payment_error_code: Defaulted<ProblemCode | null>;
  payment_error_params: Defaulted<string | null>;
  refill_error: string | null;
  refill_error_code: Defaulted<ProblemCode | null>;
  refill_error_params: Defaulted<string | null>;
  provider_ref: string | null;
  attempts: Defaulted<number>;
  scheduled_refill_id: number | null;
  run_on: DateOnly | null;
  lease_until: Timestamp | null;
  /** who holds the lease: the worker and its claim, so that a worker whose lease was taken over writes nothing */
  lease_owner: ColumnType<string | null, string | null | undefined, string | null>;
  /** earliest time a worker may claim it again after a transient provider error (backoff) */
  next_attempt_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** transient provider errors in a row since the last success or staff retry */
  transient_errors: Defaulted<number>;
  /** what a queued refill waits for before it may be charged: `wallet` (migration 0019); null: nothing */
  waiting_for: Defaulted<"wallet" | null>;
  /** last queued by its customer on screen: charged on-session (migration 0028); else off-session */
  on_session: Defaulted<boolean>;
  /** what the top-up cost at the aggregator, cents, written when the line was topped up (migration 0027) */
  topup_cost: Defaulted<number | null>;
  /** the aggregator's id of a top-up sent and still processing: polled, never sent again (migration 0033) */
  topup_processing_ref: Defaulted<string | null>;
  /** a successful top-up is asked again until then, to see a reversal (migration 0033) */
  reversal_watch_until: Defaulted<Timestamp | null>;
  /** the next look at a watched top-up */
  reversal_check_at: Defaulted<Timestamp | null>;
  /** looks at it so far (the backoff's count) */
  reversal_checks: Defaulted<number>;
  /** when the carrier reversed the top-up (REFUNDED after SUCCESSFUL) */
  reversed_at: Defaulted<Timestamp | null>;
  created_by: number | null;
  resolved_by: number | null;
  resolved_at: Timestamp | null;
  note: Defaulted<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  completed_at: Timestamp | null;
}

export type { ChargeKind, ChargeMethod, ChargeStatus };

export interface ChargesTable {
  id: Id;
  company_id: number;
  user_id: number;
  kind: ChargeKind;
  amount: number;
  status: ChargeStatus;
  transaction_id: number | null;
  rental_id: number | null;
  payment_method_id: number | null;
  /** card, or cash for a payment taken at the counter */
  method: Defaulted<ChargeMethod>;
  brand: string | null;
  last4: string | null;
  processor_ref: string | null;
  idempotency_key: string;
  /** the provider's own text of a failure (details); its code and values beside it (migration 0021) */
  failure_message: string | null;
  failure_code: Defaulted<ProblemCode | null>;
  failure_params: Defaulted<string | null>;
  created_by: number | null;
  created_at: Timestamp;
  /** a refund's charge: the one it gives money back from (migration 0006) */
  refund_of: Defaulted<number | null>;
  /** why a refund was made */
  note: Defaulted<string>;
  /** when the card's issuer warned of fraud on this charge (Stripe Radar, migration 0018) */
  fraud_warning_at: Defaulted<Timestamp | null>;
  /** Stripe's fee and what the company keeps of the charge, cents (its balance transaction; 0018) */
  fee: Defaulted<number | null>;
  net: Defaulted<number | null>;
}

/** A signed event from the payment processor, stored once and handled by the worker (migration 0018). */
export interface ProcessorEventsTable {
  id: Id;
  /** stripe: sent to the webhook; simulated: played by the simulated processor (its object in `payload`) */
  processor: "stripe" | "simulated";
  event_id: string;
  type: string;
  object_id: string;
  livemode: Defaulted<boolean>;
  occurred_at: Timestamp;
  received_at: Timestamp;
  handled_at: Defaulted<Timestamp | null>;
  attempts: Defaulted<number>;
  next_attempt_at: Defaulted<Timestamp | null>;
  last_error: Defaulted<string | null>;
  /** a simulated event's object as Stripe would answer it (JSON; 0023); null for Stripe's own */
  payload: Defaulted<string | null>;
}

/** A chargeback of one of our charges, as the processor last told it (migration 0018). */
export interface DisputesTable {
  id: Id;
  company_id: number;
  charge_id: number;
  user_id: number;
  processor_ref: string;
  amount: number;
  reason: string;
  status: DisputeStatus;
  evidence_due_by: Timestamp | null;
  is_charge_refundable: Defaulted<boolean>;
  funds_withdrawn_at: Defaulted<Timestamp | null>;
  funds_reinstated_at: Defaulted<Timestamp | null>;
  /** the evidence fields as last sent (a JSON object) */
  evidence: Defaulted<string>;
  evidence_submitted_at: Defaulted<Timestamp | null>;
  closed_at: Defaulted<Timestamp | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DevicesTable {
  id: Id;
  company_id: number;
  name: string;
  kind: DeviceKind;
  daily_rate: number;
  deposit: number;
  stock: number;
  is_active: Defaulted<boolean>;
  created_at: Timestamp;
}

/** A unit's state: in service (available, out on a rental) or not (maintenance, lost, retired). */
export type UnitStatus = "available" | "out" | "maintenance" | "lost" | "retired";
export type UnitEventKind = "added" | "status" | "picked_up" | "returned" | "swapped_in" | "swapped_out";

/** One physical unit of a device (migration 0020): stock is the count of a device's units in service. */
export interface DeviceUnitsTable {
  id: Id;
  company_id: number;
  device_id: number;
  serial: string;
  iccid: string | null;
  barcode: string | null;
  status: UnitStatus;
  note: Defaulted<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A unit's history: added, its status changed by staff, picked up, returned, swapped in or out. */
export interface DeviceUnitEventsTable {
  id: Id;
  company_id: number;
  unit_id: number;
  kind: UnitEventKind;
  from_status: UnitStatus | null;
  to_status: UnitStatus | null;
  rental_id: number | null;
  note: Defaulted<string>;
  created_by: number | null;
  created_at: Timestamp;
}

export interface CountriesTable {
  id: Id;
  company_id: number;
  name: string;
  code: string;
  daily_rate: number;
  is_active: Defaulted<boolean>;
  created_at: Timestamp;
}

/** The company's fee list (migration 0029): what staff may add at a return. */
export interface RentalFeesTable {
  id: Id;
  company_id: number;
  kind: RentalFeeKind;
  name: string;
  /** cents; a late return's is per day late */
  amount: number;
  /** whether the company's tax rate applies */
  taxable: Defaulted<boolean>;
  is_active: Defaulted<boolean>;
  created_at: Timestamp;
}

export interface RentalsTable {
  id: Id;
  company_id: number;
  user_id: number;
  device_id: number;
  country_id: number;
  plan_id: number | null;
  phone_number: string | null;
  start_date: DateOnly;
  end_date: DateOnly;
  status: RentalStatus;
  trigger: RentalTrigger;
  amount: number;
  tax_amount: number;
  deposit_amount: number;
  total_due_amount: number;
  paid_amount: Defaulted<number>;
  /** total_due_amount − paid_amount, kept in step by every write so that lists can filter on it */
  balance: number;
  payment_method_id: number | null;
  /** the provider's own text (details); the code and values beside it (migration 0021) */
  payment_error: string | null;
  payment_error_code: Defaulted<ProblemCode | null>;
  payment_error_params: Defaulted<string | null>;
  rental_error: string | null;
  rental_error_code: Defaulted<ProblemCode | null>;
  rental_error_params: Defaulted<string | null>;
  picked_up_at: Timestamp | null;
  returned_at: Timestamp | null;
  deposit_refunded_at: Timestamp | null;
  /**
   * The deposit held on the card instead of charged (migration 0034, server/money/deposit.ts): the hold's
   * processor reference, status, amount authorised (cents), expiry and the key its authorisation is asked
   * under; all null for a deposit charged or paid in cash.
   */
  deposit_hold_ref: Defaulted<string | null>;
  deposit_hold_status: Defaulted<DepositHoldStatus | null>;
  deposit_hold_amount: Defaulted<number | null>;
  deposit_hold_expires_at: Defaulted<Timestamp | null>;
  deposit_hold_key: Defaulted<string | null>;
  /** the unit handed over at pick-up (migration 0020); null before it */
  unit_id: Defaulted<number | null>;
  note: Defaulted<string>;
  created_by: number | null;
  resolved_by: number | null;
  resolved_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The kinds of a rental's ledger line: common/rental-ledger.ts says what each adds. */
export type { RentalLineKind };

/** A deposit hold: asked (pending), authorised (held), then captured for what is owed, released, or lapsed. */
/** `charged`: taken whole as the paid deposit when the end date outlived it (money/deposit.ts holdToCharge). */
export type DepositHoldStatus = "pending" | "held" | "captured" | "charged" | "released" | "lapsed";

export interface RentalLinesTable {
  id: Id;
  company_id: number;
  rental_id: number;
  kind: RentalLineKind;
  /** for days, extensions and extra days: how many and at what daily rate (cents) */
  days: number | null;
  daily_rate: number | null;
  /** signed cents added to what is owed (before tax) */
  amount: Defaulted<number>;
  /** signed cents of tax added to what is owed */
  tax_amount: Defaulted<number>;
  /** the tax rate the tax was computed at ("0.08875"); null on lines without tax (migration 0011) */
  tax_rate: Defaulted<string | null>;
  /** signed cents of money received (a payment +, a refund −) */
  paid_amount: Defaulted<number>;
  method: "card" | "cash" | null;
  charge_id: number | null;
  /**
   * The line's values beyond its figures, from which the reader's catalogue makes its words (migration
   * 0013): the card of a payment or refund, the end date an extension moved (from → to) or the day a late
   * return came back (to), the reason staff gave for an adjustment, a payment of the deposit.
   */
  card_brand: Defaulted<string | null>;
  card_last4: Defaulted<string | null>;
  from_date: Defaulted<string | null>;
  to_date: Defaulted<string | null>;
  reason: Defaulted<string | null>;
  is_deposit: Defaulted<boolean>;
  /** a fee line's kind of fee (migration 0029); its name is `reason` */
  fee_kind: Defaulted<RentalFeeKind | null>;
  /** a deposit hold's line: the amount held, released or lapsed (cents; migration 0034) */
  hold_amount: Defaulted<number | null>;
  created_by: number | null;
  created_at: Timestamp;
}

export interface AuditLogTable {
  id: Id;
  company_id: number;
  actor_id: number | null;
  on_behalf_of: number | null;
  action: string;
  object: string;
  object_id: string | null;
  data: string | null;
  created_at: Timestamp;
}

export type TransactionStep = TransactionEventStep;

/** What happened to a transaction, step by step: written by the engine and by staff actions. */
export interface TransactionEventsTable {
  id: Id;
  transaction_id: number;
  /** the transaction's attempts counter when it happened (0 before any worker claimed it) */
  attempt: Defaulted<number>;
  step: TransactionStep;
  outcome: TransactionEventOutcome;
  /**
   * What a person's step says, as a code and its values (JSON), which the reader's catalogue turns into
   * words (common/api/enums.ts TRANSACTION_EVENT_CODES; migration 0013); the engine's failed steps say why
   * as a problem's code (common/problems.ts; migration 0021), `message` keeping the provider's own text.
   */
  code: Defaulted<TransactionEventCode | ProblemCode | null>;
  params: Defaulted<string | null>;
  /** free text kept as written: a staff note, or the engine's and the provider's words */
  message: string | null;
  /** the person behind a staff action; null for the engine */
  actor_id: number | null;
  created_at: Timestamp;
}

/** One phone-menu call's state (migration 0005); `step` is what the caller is asked for next. */
export type PhoneCallStep = "line" | "pin" | "menu" | "confirm" | "status" | "cancel_auto" | "done";
export interface PhoneCallsTable {
  id: Id;
  call_sid: string;
  company_id: number;
  from_number: string;
  step: PhoneCallStep;
  seq: Defaulted<number>;
  tries: Defaulted<number>;
  phone_number_id: number | null;
  user_id: number | null;
  transaction_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** the language the call speaks: English until the caller presses 2 at the welcome (migration 0010) */
  language: Defaulted<Language>;
}

export type MessageChannel = "email" | "sms";
export type MessageStatus = "queued" | "sending" | "sent" | "delivered" | "failed";

/** The messages outbox (migration 0015, docs/messages.md): one row per notice and channel. */
export interface MessagesTable {
  id: Id;
  company_id: number;
  user_id: number;
  channel: MessageChannel;
  kind: string;
  /** the event's own key: (user_id, event_key, channel) is unique, so a replayed event sends nothing more */
  event_key: string;
  language: Language;
  to_address: string;
  subject: string | null;
  body: string;
  /** an e-mail's HTML part (null for SMS) */
  html: string | null;
  /** a one-time link the body stands for as {link}; forgotten once the message is sent */
  secret_link: string | null;
  status: Defaulted<MessageStatus>;
  attempts: Defaulted<number>;
  next_attempt_at: Timestamp;
  lease_until: Timestamp | null;
  provider_ref: string | null;
  error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  sent_at: Timestamp | null;
  delivered_at: Timestamp | null;
}

/** Numbers that texted STOP to a company (migration 0015): nothing but the confirmation goes there. */
export interface SmsOptOutsTable {
  company_id: number;
  phone: string;
  opted_out_at: Timestamp;
}

/** A refill by text under way (migration 0025): per company and texting number, at most one. */
export interface SmsConversationsTable {
  company_id: number;
  phone: string;
  user_id: number;
  /** `choose`: the lines were listed by number; `confirm`: a refill was offered, waiting for YES */
  step: "choose" | "confirm";
  /** the language the conversation began in: its replies keep to it */
  language: string;
  /** `choose`: the lines offered, in order, comma-separated ids */
  line_ids: Defaulted<string>;
  phone_number_id: number | null;
  plan_id: number | null;
  payment_method_id: number | null;
  expires_at: Timestamp;
  updated_at: Timestamp;
}

export interface Database {
  companies: CompaniesTable;
  company_logos: CompanyLogosTable;
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  password_resets: PasswordResetsTable;
  recovery_codes: RecoveryCodesTable;
  sign_in_challenges: SignInChallengesTable;
  carriers: CarriersTable;
  plans: PlansTable;
  catalogue_seen: CatalogueSeenTable;
  phone_numbers: PhoneNumbersTable;
  payment_methods: PaymentMethodsTable;
  scheduled_refills: ScheduledRefillsTable;
  transactions: TransactionsTable;
  charges: ChargesTable;
  processor_events: ProcessorEventsTable;
  disputes: DisputesTable;
  devices: DevicesTable;
  device_units: DeviceUnitsTable;
  device_unit_events: DeviceUnitEventsTable;
  countries: CountriesTable;
  rental_fees: RentalFeesTable;
  rentals: RentalsTable;
  rental_lines: RentalLinesTable;
  audit_log: AuditLogTable;
  transaction_events: TransactionEventsTable;
  worker_heartbeats: Kept.WorkerHeartbeatsTable;
  list_counts: Kept.ListCountsTable;
  list_count_deltas: Kept.ListCountDeltasTable;
  refill_days: Kept.RefillDaysTable;
  refill_day_deltas: Kept.RefillDayDeltasTable;
  rental_money: Kept.RentalMoneyTable;
  rental_money_deltas: Kept.RentalMoneyDeltasTable;
  charge_days: Kept.ChargeDaysTable;
  charge_day_deltas: Kept.ChargeDayDeltasTable;
  phone_calls: PhoneCallsTable;
  messages: MessagesTable;
  sms_opt_outs: SmsOptOutsTable;
  sms_conversations: SmsConversationsTable;
  topup_wallets: Kept.TopupWalletsTable;
}

export type Company = Selectable<CompaniesTable>;
export type User = Selectable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
