import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dashboardAnswer, dashboardQuery } from "../../../common/api/dashboard";
import { recordRoutes } from "../../http/routes";
import { walletOnRecord } from "../../db/topup-wallets";
import { walletAnswer } from "../../http/topup-wallet";
import { readDashboard } from "./queries";

/** /api/dashboard/: the company's day, week and month at a glance (staff). */
const dashboard: FastifyPluginAsyncZod = async (app) => {
  const routes = recordRoutes(app, { path: "/dashboard/", tag: "dashboard", caller: "member" });
  routes.call({
    method: "GET",
    summary:
      "Refills, sales, success rate, what waits, and the rentals out, due and owing, in the company's days; " +
      "for owners, the top-up wallet as last known",
    query: dashboardQuery,
    answer: dashboardAnswer,
    handler: async (ctx, { query }) => {
      // The wallet is the aggregator account's money: the owners' to watch and fund.
      const [figures, wallet] = await Promise.all([
        readDashboard(app.db, app.dialect, ctx.companyId, query.range),
        ctx.user.is_company_owner ? walletOnRecord(app.config, app.db) : null,
      ]);
      return { ...figures, wallet: wallet && walletAnswer(app.config.topups, wallet) };
    },
  });
};

export default dashboard;
