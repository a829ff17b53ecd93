import { CreditCardOutlined } from "@ant-design/icons";
import { declareResource } from "../declare";

/** Saved payment cards (brand and last four digits only): a customer's own; staff look a customer's up. */
export const cards = declareResource({
  name: "cards",
  label: "Cards",
  icon: <CreditCardOutlined />,
  access: "auth",
  api: {
    base: "/api/payments/cards/",
    actions: {
      makeDefault: { method: "POST", path: "/api/payments/cards/{id}/default/" },
      config: { method: "GET", path: "/api/payments/config/" },
    },
  },
  list: { sort: [] },
  screens: { list: () => import("./CardList"), create: () => import("./AddCardModal") },
});
