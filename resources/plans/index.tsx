import { ProfileOutlined } from "@ant-design/icons";
import { catalogActiveFilter } from "../../src/components/lists/filters";
import type { ResourceDefinition } from "../types";

/** A carrier's plans. No route of their own: they are shown on the carrier's page. */
export const plans: ResourceDefinition = {
  name: "plans",
  label: "Plans",
  icon: <ProfileOutlined />,
  access: { default: "member", list: "auth", show: "auth" },
  api: { base: "/api/plans/" },
  list: {
    sort: [{ field: "amount", order: "asc" }],
    search: { placeholder: "Search plans by name or description" },
    filters: [catalogActiveFilter],
  },
};
