import { ToolOutlined } from "@ant-design/icons";
import { catalogueList, declareResource } from "../../src/resource-kit/declare";
import { t } from "../../src/i18n";
import { FEE_KINDS } from "./types";

/** The company's fee list (late return, lost device, damage, missing accessory): owners keep it at /fees. */
export const fees = declareResource({
  name: "fees",
  label: t("fees.menu"),
  icon: <ToolOutlined />,
  access: "owner",
  api: "/api/rental/fees/",
  list: catalogueList(t("fees.search"), {
    field: "kind",
    label: t("fees.list.kind"),
    options: [{ value: "", label: t("fees.allKinds") }, ...FEE_KINDS()],
    width: 170,
  }),
  screens: { list: () => import("./FeeList"), form: () => import("./FeeForm") },
});
