import type { DB } from "../../db/connection";
import { refused } from "../../http/errors";
import type { PaymentsAdapter } from "../../integrations/payments/types";
import type { AuthContext } from "../../security/caller";
import { chargeWhatIsDue, onlyInError } from "./charge-due";

/** POST /api/rental/{id}/retry/: charges only what is still due, on the rental's card; paid → preorder. */
export async function retryRental(
  db: DB,
  payments: PaymentsAdapter,
  ctx: AuthContext,
  id: number,
  now = new Date(),
): Promise<void> {
  await chargeWhatIsDue(
    db,
    payments,
    ctx,
    id,
    { action: "rental.retry", refuse: onlyInError, failed: refused },
    now,
  );
}
