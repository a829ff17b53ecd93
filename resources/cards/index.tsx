import { CreditCardOutlined } from "@ant-design/icons";
import { declareResource } from "../../src/resource-kit/declare";
import { cardCalls } from "./endpoints";

/** Saved payment cards (brand and last four digits only): a customer's own; staff look a customer's up. */
export const cards = declareResource({
  name: "cards",
  label: "Cards",
  icon: <CreditCardOutlined />,
  access: "auth",
  api: {
    base: "/api/payments/cards/",
    actions: cardCalls,
  },
  list: { sort: [] },
  screens: { list: () => import("./CardList"), create: () => import("./AddCardModal") },
});
