import { CreditCardOutlined } from "@ant-design/icons";
import { declareResource } from "../../src/resource-kit/declare";
import { t } from "../../src/i18n";
import { cardCalls } from "./endpoints";

/** Saved payment cards (brand and last four digits only): a customer's own; staff look a customer's up. */
export const cards = declareResource({
  name: "cards",
  label: t("cards.label"),
  icon: <CreditCardOutlined />,
  access: "auth",
  api: {
    base: "/api/payments/cards/",
    actions: cardCalls,
  },
  list: { sort: [] },
  screens: { list: () => import("./CardList"), create: () => import("./AddCardModal") },
});
