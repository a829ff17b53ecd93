import DownOutlined from "@ant-design/icons-svg/es/asn/DownOutlined";
import LogoutOutlined from "@ant-design/icons-svg/es/asn/LogoutOutlined";
import MenuOutlined from "@ant-design/icons-svg/es/asn/MenuOutlined";
import UserOutlined from "@ant-design/icons-svg/es/asn/UserOutlined";
import { useGetIdentity, useLogout, useWarnAboutChange } from "@refinedev/core";
import { lazy, Suspense, useState } from "react";
import type { Identity } from "../../providers/auth";
import { t } from "../../i18n";
import { PlainIcon } from "../plain/PlainIcon";
import { PlainLanguageSwitch } from "../plain/PlainLanguageSwitch";
import { PlainMenuButton } from "../plain/PlainMenuButton";
import { CompanyBrand } from "./CompanyBrand";
import { useScreens } from "./useScreens";
import { WithAntd } from "./WithAntd";

// Opened from the user menu only: its form, modal and details load on the first click (`npm run size`),
// with antd's frame around them (the header itself is drawn without antd).
const ProfileDialog = lazy(() =>
  import("./ProfileDialog").then(({ ProfileDialog }) => ({ default: ProfileDialog })),
);

/**
 * The bar above each screen: the menu button on a narrow screen (`onOpenMenu`), who is signed in, their
 * profile, sign out. On a phone (below antd's `sm`) the user's button shows its icon only (the name is its
 * accessible name and heads its menu), the language button its code, and the company's name truncates.
 * Plain elements in antd's measures (layout.css, issue 40).
 */
export function AppHeader({ onOpenMenu }: { onOpenMenu?: () => void }) {
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
    <header className={onOpenMenu ? "app-header app-header-narrow" : "app-header"}>
      {onOpenMenu && (
        // Without the side menu (a phone, a narrow tablet) the header carries the company's logo and name.
        <div className="app-header-start">
          <button
            type="button"
            className="plain-button plain-button-text plain-button-icon"
            aria-label={t("layout.header.menu")}
            onClick={onOpenMenu}
          >
            <PlainIcon icon={MenuOutlined} />
          </button>
          {identity && (
            <CompanyBrand
              name={identity.company.name}
              logoUrl={identity.company.logo_url}
              maxNameWidth={phone ? "40vw" : "32vw"}
            />
          )}
        </div>
      )}
      <div className="app-header-end">
        <PlainLanguageSwitch />
        {identity && (
          <PlainMenuButton
            label={phone ? identity.name : undefined}
            className={
              phone ? "plain-button plain-button-text plain-button-icon" : "plain-button plain-button-text"
            }
            heading={phone ? identity.name : undefined}
            entries={[
              {
                key: "profile",
                icon: <PlainIcon icon={UserOutlined} />,
                label: t("layout.header.profile"),
                onSelect: () => setProfileOpen(true),
              },
              {
                key: "logout",
                icon: <PlainIcon icon={LogoutOutlined} />,
                label: t("layout.header.signOut"),
                onSelect: signOut,
              },
            ]}
          >
            <PlainIcon icon={UserOutlined} />
            {!phone && (
              <>
                <span>{identity.name}</span>
                <PlainIcon icon={DownOutlined} />
              </>
            )}
          </PlainMenuButton>
        )}
      </div>
      {identity && profileOpen && (
        <WithAntd fallback={null}>
          <Suspense fallback={null}>
            <ProfileDialog identity={identity} onClose={() => setProfileOpen(false)} />
          </Suspense>
        </WithAntd>
      )}
    </header>
  );
}
