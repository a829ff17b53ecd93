import { TransactionOutlined } from "@ant-design/icons";
import type { ResourceDefinition } from "../types";

/** Refills: everyone signed in sees theirs (staff see the company's); resolving and editing is staff work. */
export const transactions: ResourceDefinition = {
  name: "transactions",
  label: "Transactions",
  icon: <TransactionOutlined />,
  route: "/transactions",
  access: { default: "auth", edit: "member", delete: "member" },
};
