import { CreditCardOutlined } from "@ant-design/icons";
import type { ResourceDefinition } from "../types";

/** Saved payment cards (brand and last four digits only). Used by refill and rent forms; no route. */
export const cards: ResourceDefinition = {
  name: "cards",
  label: "Cards",
  icon: <CreditCardOutlined />,
  access: { default: "auth" },
};
