import { resourceDefinitions } from "../../../resources";
import { casey } from "../customers/app";
import { page } from "../fixtures";
import { api, http, json, server } from "../msw";
import { renderApp } from "../render";

/** The list kit's tests open /customers with Casey on it; `lists()` are the list requests made. */
const RESOURCES = resourceDefinitions.filter((d) => d.name === "customers");

export function openCustomers() {
  server.use(http.get(api("/api/company/customers/"), () => json(page([casey]))));
  const view = renderApp("/customers", { as: "member", resources: RESOURCES });
  const lists = () => view.requests.filter((r) => r.method === "GET" && r.path === "/api/company/customers/");
  return { ...view, lists };
}
