import { ProfileOutlined } from "@ant-design/icons";
import { catalogueList, declareResource } from "../../src/resource-kit/declare";

/** A carrier's plans. No route of their own: they are shown on the carrier's page. */
export const plans = declareResource({
  name: "plans",
  label: "Plans",
  icon: <ProfileOutlined />,
  access: { default: "member", list: "auth", show: "auth" },
  api: "/api/plans/",
  list: {
    ...catalogueList("Search plans by name or description"),
    sort: [{ field: "amount", order: "asc" }],
  },
});
