import { CreditCardOutlined } from "@ant-design/icons";
import { lazy } from "react";
import type { ResourceDefinition } from "../types";

/** Saved payment cards (brand and last four digits only): a customer's own; staff look a customer's up. */
export const cards: ResourceDefinition = {
  name: "cards",
  label: "Cards",
  icon: <CreditCardOutlined />,
  route: "/cards",
  access: { default: "auth" },
  api: {
    base: "/api/payments/cards/",
    actions: {
      makeDefault: { method: "POST", path: "/api/payments/cards/{id}/default/" },
      config: { method: "GET", path: "/api/payments/config/" },
    },
  },
  list: { sort: [] },
  screens: { list: lazy(() => import("./CardList")), create: lazy(() => import("./AddCardModal")) },
};
