import { ProfileOutlined } from "@ant-design/icons";
import { catalogueList, declareResource } from "../../src/resource-kit/declare";
import { t } from "../../src/i18n";

/** A carrier's plans. No route of their own: they are shown on the carrier's page. */
export const plans = declareResource({
  name: "plans",
  label: t("plans.label"),
  icon: <ProfileOutlined />,
  access: { default: "member", list: "auth", show: "auth" },
  api: "/api/plans/",
  list: {
    ...catalogueList(t("plans.search")),
    sort: [{ field: "amount", order: "asc" }],
  },
});
