import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { recordRoutes } from "../../http/routes";
import { walletAnswer } from "../../http/topup-wallet";
import { isSimulatedTopups } from "../../integrations/topups";
import { addSimulatedFunds } from "./add-funds";
import { addFundsBody, topupWalletAnswer } from "./schemas";

/** /api/topup-wallet/: the top-up aggregator's wallet (its balance is on the dashboard). */
const topupWallet: FastifyPluginAsyncZod = async (app) => {
  const routes = recordRoutes(app, { path: "/topup-wallet/", tag: "topup-wallet", caller: "owner" });
  const topups = app.topups;
  // Reloadly's wallet is funded at Reloadly: only the simulator's takes funds from here.
  if (isSimulatedTopups(topups))
    routes.call({
      method: "POST",
      path: "add-funds/",
      summary: "TOPUPS=simulated only, owners: add simulated funds to the demo's top-up wallet",
      body: addFundsBody,
      answer: topupWalletAnswer,
      handler: async (ctx, { body }) =>
        walletAnswer("simulated", await addSimulatedFunds(app.db, ctx, topups, body.amount)),
    });
};

export default topupWallet;
