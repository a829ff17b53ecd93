/*
 * Follows @refinedev/antd 6.0.3, copied rather than imported for the first load's size (docs/panel.md,
 * "Copied Refine pieces"). Upgrading that package: compare this piece with its source there, then change the
 * version here (tests/web/components/refine/version.test.ts holds them to the installed one).
 */
import { HomeOutlined } from "@ant-design/icons";
import { matchResourceFromRoute, useBreadcrumb, useLink, useResourceParams } from "@refinedev/core";
import { Breadcrumb } from "antd";
import { t } from "../../i18n";

/**
 * Refine's breadcrumb above a record's page (the resource's icon and a link to its list), drawn as
 * @refinedev/antd's Breadcrumb draws it: nothing when there is a single step. Its last step names the record
 * ("Transactions / #12"), not Refine's word for the action ("Show").
 */
export function RecordBreadcrumb() {
  const { breadcrumbs } = useBreadcrumb();
  const Link = useLink();
  const { resources, id, action } = useResourceParams();
  if (breadcrumbs.length < 2) return null;
  const home = matchResourceFromRoute("/", resources);
  const last = breadcrumbs.length - 1;
  const named = (action === "show" || action === "edit") && id !== undefined && id !== "";
  const steps = breadcrumbs.map((step, i) =>
    i === last && named ? { ...step, label: t("common.recordNumber", { id: String(id) }) } : step,
  );
  const items = steps.map(({ label, icon, href }) => ({
    key: `breadcrumb-item-${label}`,
    title: (
      <div style={{ display: "flex", alignItems: "center", justifyContent: "center", gap: 4 }}>
        {icon}
        {href ? <Link to={href}>{label}</Link> : <span>{label}</span>}
      </div>
    ),
  }));
  if (home.found)
    items.unshift({
      key: "breadcrumb-item-home",
      title: <Link to="/">{home.resource?.meta?.icon ?? <HomeOutlined />}</Link>,
    });
  return <Breadcrumb items={items} />;
}
