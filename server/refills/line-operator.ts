import type { DB } from "../db/connection";
import type { DetectedOperator, TopupsAdapter } from "../integrations/topups/types";

/**
 * The operator a line's number belongs to now (number portability, DESIGN.md §18): asked of the aggregator's
 * auto-detect when a line is added or its number or carrier changes, and again by the refill engine before
 * charging once the line's answer is older than OPERATOR_MAX_AGE_MS (a number rarely moves twice in a day;
 * asking before every refill would double the aggregator calls of a busy line). Kept on the line
 * (phone_numbers.detected_operator_id, detected_operator_name, detected_at; migration 0019).
 */

export const OPERATOR_MAX_AGE_MS = 24 * 3_600_000;

/** The line's operator as last detected. */
export interface KeptOperator {
  detected_operator_id: string | null;
  detected_operator_name: string | null;
  detected_at: string | null;
}

/**
 * A carrier whose operator at the aggregator is not the one detected for the number: the line has moved.
 * Unknown either side (a carrier without an operator id, a number auto-detect does not know) is no move.
 */
export const operatorMoved = (carrierOperatorId: string | null, detectedId: string | null) =>
  !!carrierOperatorId && !!detectedId && carrierOperatorId !== detectedId;

/** The columns that keep a detection (or its absence: auto-detect knew no operator) made `at`. */
export const detectionColumns = (found: DetectedOperator | null, at: Date): KeptOperator => ({
  detected_operator_id: found?.operatorId ?? null,
  detected_operator_name: found ? found.name || null : null,
  detected_at: at.toISOString(),
});

/** Asks auto-detect for the line's number and keeps its answer on the line. Throws as the adapter does. */
export async function detectAndKeep(
  db: DB,
  topups: TopupsAdapter,
  line: { id: number; number: string },
  expected: string | null,
  at = new Date(),
): Promise<KeptOperator> {
  const found = await topups.detectOperator(line.number, expected);
  const columns = detectionColumns(found, at);
  await db.updateTable("phone_numbers").set(columns).where("id", "=", line.id).execute();
  return columns;
}

/** A kept detection still fresh at `now`. */
export const freshDetection = (kept: KeptOperator, now: Date) =>
  kept.detected_at !== null && now.getTime() - Date.parse(kept.detected_at) < OPERATOR_MAX_AGE_MS;
