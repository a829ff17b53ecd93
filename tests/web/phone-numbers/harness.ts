import type { RequestHandler } from "msw";
import type { PhoneNumber } from "../../../common/api/lines";
import { carrier, listHandler, telloPlans } from "../fixtures";
import { api, http, json } from "../msw";
import { renderApp } from "../render";

/** /phone-numbers as `who`, the API answering `rows` and the catalogue the form and filters offer. */
export function openLines(who: "customer" | "member", rows: PhoneNumber[], ...handlers: RequestHandler[]) {
  const staff = who === "customer" ? [] : [listHandler("/api/company/customers/", [])];
  return renderApp("/phone-numbers", {
    as: who,
    handlers: [
      listHandler("/api/phones/", rows),
      listHandler("/api/carriers/", [carrier()]),
      // The carrier filter, once Tello is picked, reads the carrier it shows.
      http.get(api("/api/carriers/1/"), () => json(carrier())),
      listHandler("/api/plans/", telloPlans()),
      ...handlers,
      ...staff,
    ],
  });
}
