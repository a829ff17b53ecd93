import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { recordRoutes } from "../../http/routes";
import { listMessages } from "./queries";
import { messageAnswer } from "./schemas";

/** The messages outbox as people read it: staff the company's messages, a customer their own. */
const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = recordRoutes(app, { path: "/messages/", tag: "messages", caller: "user" });
  routes.list({
    summary: "Messages sent (e-mails and texts): what, to whom, when, delivered or failed and why",
    row: messageAnswer,
    read: listMessages,
  });
};

export default messageRoutes;
