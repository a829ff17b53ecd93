import { DownOutlined, LogoutOutlined, MenuOutlined, UserOutlined } from "@ant-design/icons";
import { useGetIdentity, useLogout, useWarnAboutChange } from "@refinedev/core";
import { Button, Dropdown, Layout, Space, theme } from "antd";
import { lazy, Suspense, useState } from "react";
import type { Identity } from "../../providers/auth";
import { t } from "../../i18n";
import { CompanyBrand } from "./CompanyBrand";
import { LanguageSwitch } from "./LanguageSwitch";
import { useScreens } from "./useScreens";

// Opened from the user menu only: its form, modal and details load on the first click (`npm run size`).
const ProfileDialog = lazy(() =>
  import("./ProfileDialog").then(({ ProfileDialog }) => ({ default: ProfileDialog })),
);

/**
 * The bar above each screen: the menu button on a narrow screen (`onOpenMenu`), who is signed in, their
 * profile, sign out. On a phone (below antd's `sm`) the user's button shows its icon only (the name is its
 * accessible name and heads its menu), the language button its code, and the company's name truncates.
 */
export function AppHeader({ onOpenMenu }: { onOpenMenu?: () => void }) {
  const { token } = theme.useToken();
  const { data: identity } = useGetIdentity<Identity | null>();
  const { mutate: logout } = useLogout();
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  // The one way to sign out (the menu has no "Logout"), so it asks first about unsaved changes as
  // Refine's menu entry did.
  const signOut = () => {
    if (warnWhen) {
      if (!window.confirm(t("layout.header.unsavedChanges"))) return;
      setWarnWhen(false);
    }
    logout();
  };
  const [profileOpen, setProfileOpen] = useState(false);
  const phone = useScreens().sm === false;

  return (
    <Layout.Header
      style={{
        backgroundColor: token.colorBgElevated,
        display: "flex",
        justifyContent: onOpenMenu ? "space-between" : "flex-end",
        alignItems: "center",
        padding: onOpenMenu ? "0 12px" : "0 24px",
        height: 64,
        position: "sticky",
        top: 0,
        zIndex: 1,
      }}
    >
      {onOpenMenu && (
        // Without the side menu (a phone, a narrow tablet) the header carries the company's logo and name.
        <Space size={8} style={{ minWidth: 0, overflow: "hidden" }}>
          <Button
            type="text"
            icon={<MenuOutlined />}
            aria-label={t("layout.header.menu")}
            onClick={onOpenMenu}
          />
          {identity && (
            <CompanyBrand
              name={identity.company.name}
              logoUrl={identity.company.logo_url}
              maxNameWidth={phone ? "40vw" : "32vw"}
            />
          )}
        </Space>
      )}
      <Space size={4} style={{ flex: "none" }}>
        <LanguageSwitch />
        {identity && (
          <Dropdown
            trigger={["click"]}
            menu={{
              items: [
                ...(phone
                  ? [
                      { key: "name", label: identity.name, disabled: true },
                      { type: "divider" as const, key: "nameDivider" },
                    ]
                  : []),
                {
                  key: "profile",
                  icon: <UserOutlined />,
                  label: t("layout.header.profile"),
                  onClick: () => setProfileOpen(true),
                },
                {
                  key: "logout",
                  icon: <LogoutOutlined />,
                  label: t("layout.header.signOut"),
                  onClick: signOut,
                },
              ],
            }}
          >
            {phone ? (
              <Button type="text" icon={<UserOutlined />} aria-label={identity.name} />
            ) : (
              <Button type="text" icon={<UserOutlined />}>
                <Space>
                  {identity.name}
                  <DownOutlined />
                </Space>
              </Button>
            )}
          </Dropdown>
        )}
      </Space>
      {identity && profileOpen && (
        <Suspense fallback={null}>
          <ProfileDialog identity={identity} onClose={() => setProfileOpen(false)} />
        </Suspense>
      )}
    </Layout.Header>
  );
}
