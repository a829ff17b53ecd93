import type { Updateable } from "kysely";
import type { ScheduledRefillsTable } from "../../db/schema";
import { type AuthContext, isStaff, actorOf } from "../../security/caller";
import { AUTOREFILL_TERMS_VERSION } from "../../../common/api/enums";

/** Where a consent came from: the caller's address as the server saw it. */
export interface ConsentSource {
  address: string | null;
}

/**
 * The customer's consent to automatic refills (DESIGN.md §16, Visa's and the FTC's rules for stored-card
 * recurring charges), as stored: who agreed (the customer; or the staff member who took it on their word),
 * when, through which channel, from which address, and the terms' version.
 */
export function consentOf(
  ctx: AuthContext,
  source: ConsentSource,
  now: Date,
): Updateable<ScheduledRefillsTable> {
  const staff = isStaff(ctx) || ctx.hijackedBy !== null;
  return {
    consent_by: actorOf(ctx),
    consent_at: now.toISOString(),
    consent_channel: staff ? "staff" : "web",
    consent_address: source.address ? source.address.slice(0, 64) : null,
    consent_terms: AUTOREFILL_TERMS_VERSION,
  };
}
