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
  screens: { list: lazy(() => import("./CardList")) },
};
