import { DownOutlined, UnorderedListOutlined } from "@ant-design/icons";
import { useGetIdentity, useLink, useMenu, usePermissions } from "@refinedev/core";
import { Button, ConfigProvider, Drawer, Layout, Menu, type MenuProps, theme } from "antd";
import { useCallback, useEffect, useRef, useState } from "react";
import { t } from "../../i18n";
import type { Identity, Permissions } from "../../providers/auth";
import { allows, requiredAccess } from "../../providers/access-control";
import { useResourceDefinitions } from "../../resource-kit/context";
import { CompanyBrand } from "./CompanyBrand";
import { menuTheme } from "../../theme";

/**
 * The side menu: the resources' list screens this user may open, under the company's name. On a desk a
 * sider that folds to icons; on a phone or a narrow tablet the same entries in a drawer that the header's
 * menu button opens, so that nothing floats over a screen's title (Refine's ThemedSider put a button there).
 */

const WIDTH = 200;

/** The menu's entries: links to the list screens whose "list" rule the user passes. */
function useMenuEntries(): { items: NonNullable<MenuProps["items"]>; selectedKey?: string } {
  const { menuItems, selectedKey } = useMenu();
  const definitions = useResourceDefinitions();
  const { data: permissions } = usePermissions<Permissions | null>({});
  const Link = useLink();
  const items = menuItems
    .filter((item) => {
      const rules = definitions.find((d) => d.name === item.name)?.access;
      return allows(requiredAccess(rules, "list"), permissions ?? null);
    })
    .map((item) => ({
      key: item.key,
      icon: item.meta?.icon ?? <UnorderedListOutlined />,
      label: <Link to={item.list ?? "/"}>{item.meta?.label ?? item.label ?? item.name}</Link>,
    }));
  return { items, selectedKey };
}

/** The company's logo and name (profile.company), a link home. */
function CompanyTitle({ collapsed }: { collapsed: boolean }) {
  const { data: identity } = useGetIdentity<Identity | null>();
  const { token } = theme.useToken();
  const Link = useLink();
  return (
    <div
      style={{
        height: 64,
        display: "flex",
        alignItems: "center",
        justifyContent: collapsed ? "center" : "flex-start",
        padding: collapsed ? 0 : "0 16px",
        backgroundColor: token.colorBgElevated,
      }}
    >
      <Link to="/" style={{ display: "flex", alignItems: "center", gap: 8, minWidth: 0 }}>
        <CompanyBrand
          name={identity?.company.name ?? ""}
          logoUrl={identity?.company.logo_url}
          nameShown={!collapsed}
          height={collapsed ? 24 : 32}
        />
      </Link>
    </div>
  );
}

function MenuEntries({ onChoose }: { onChoose?: () => void }) {
  const { items, selectedKey } = useMenuEntries();
  return (
    <ConfigProvider theme={menuTheme}>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={selectedKey ? [selectedKey] : []}
        onClick={onChoose}
        style={{ border: "none", paddingTop: 8 }}
      />
    </ConfigProvider>
  );
}

/** Whether the box scrolled by `ref` has more below what it shows, kept up to date as it scrolls or resizes. */
function useMoreBelow<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [more, setMore] = useState(false);
  const measure = useCallback(() => {
    const box = ref.current;
    if (box) setMore(box.scrollTop + box.clientHeight < box.scrollHeight - 1);
  }, []);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);
  const scrollOn = () => {
    if (ref.current) ref.current.scrollTop += ref.current.clientHeight / 2;
  };
  return { ref, more, measure, scrollOn };
}

/** The desk's menu, beside every screen; folds to its icons. */
export function SideMenu() {
  const { token } = theme.useToken();
  const [collapsed, setCollapsed] = useState(false);
  const entries = useMoreBelow<HTMLDivElement>();
  return (
    <Layout.Sider
      width={WIDTH}
      collapsible
      collapsed={collapsed}
      onCollapse={setCollapsed}
      collapsedWidth={80}
      theme="light"
      style={{
        backgroundColor: token.colorBgContainer,
        borderRight: `1px solid ${token.colorBgElevated}`,
        position: "sticky",
        top: 0,
        height: "100vh",
      }}
    >
      <CompanyTitle collapsed={collapsed} />
      {/* the entries scroll between the title and the fold button, never under it */}
      <div
        ref={entries.ref}
        onScroll={entries.measure}
        style={{ height: "calc(100% - 64px)", overflowY: "auto", position: "relative" }}
      >
        <MenuEntries />
        {entries.more && (
          // A scrolling menu shows no sign of what lies below its fold: this button does, and goes there.
          // It lies over the last entries in view and takes no room of its own (a sticky line 0 high, the
          // button hanging above it): in the flow it made the box 44 px longer, so when it went at the end
          // the box scrolled back by as much and the menu jumped down under the pointer, which pressed one
          // entry and let go over the one above it (seen in CI: "Phone menu" clicked, /dashboard stayed).
          <div style={{ position: "sticky", bottom: 0, height: 0 }}>
            <div
              style={{
                position: "absolute",
                left: 0,
                right: 0,
                bottom: 0,
                padding: "16px 8px 4px",
                textAlign: "center",
                background: `linear-gradient(transparent, ${token.colorBgContainer} 40%)`,
              }}
            >
              <Button
                size="small"
                type="text"
                icon={<DownOutlined />}
                aria-label={collapsed ? t("layout.menuMore") : undefined}
                onClick={entries.scrollOn}
              >
                {collapsed ? null : t("layout.menuMore")}
              </Button>
            </div>
          </div>
        )}
      </div>
    </Layout.Sider>
  );
}

/** The same menu on a narrow screen, opened from the header; choosing an entry closes it. */
export function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      closable={false}
      width={WIDTH + 40}
      styles={{ body: { padding: 0 } }}
    >
      <Layout.Sider width="100%" theme="light" style={{ background: "transparent" }}>
        <CompanyTitle collapsed={false} />
        <MenuEntries onChoose={onClose} />
      </Layout.Sider>
    </Drawer>
  );
}
