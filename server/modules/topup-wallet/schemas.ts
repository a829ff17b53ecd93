import { z } from "zod";
import { moneyField } from "../../http/money";

export { topupWalletAnswer } from "../../../common/api/topup-wallet";

/** The most one press adds: a demo's wallet, not a way to make its figures absurd. */
export const SIMULATED_FUNDS_MAX = 100_000_00;

export const addFundsBody = z.object({
  amount: moneyField({ min: 1, max: SIMULATED_FUNDS_MAX }).describe('"500.00" or 500; 0.01 to 100000.00'),
});
