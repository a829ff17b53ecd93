import { HomeOutlined } from "@ant-design/icons";
import { matchResourceFromRoute, useBreadcrumb, useLink, useResourceParams } from "@refinedev/core";
import { Breadcrumb } from "antd";

/**
 * Refine's breadcrumb above a record's page ("Transactions / Show", the resource's icon and a link to its
 * list), drawn as @refinedev/antd's Breadcrumb draws it: nothing when there is a single step.
 */
export function RecordBreadcrumb() {
  const { breadcrumbs } = useBreadcrumb();
  const Link = useLink();
  const { resources } = useResourceParams();
  if (breadcrumbs.length < 2) return null;
  const home = matchResourceFromRoute("/", resources);
  const items = breadcrumbs.map(({ label, icon, href }) => ({
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
