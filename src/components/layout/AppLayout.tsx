import { MobileOutlined } from "@ant-design/icons";
import { useGetIdentity } from "@refinedev/core";
import { ThemedLayout, ThemedSider, ThemedTitle } from "@refinedev/antd";
import { type ComponentProps, Suspense } from "react";
import { Outlet } from "react-router";
import type { Identity } from "../../providers/auth";
import { FullPageSpin } from "../FullPageSpin";
import { ScreenErrorBoundary } from "../ScreenErrorBoundary";
import { AppHeader } from "./AppHeader";
import { HijackBanner } from "./HijackBanner";

/** The company's name (profile.company.name) at the top of the menu. */
function CompanyTitle({ collapsed }: { collapsed: boolean }) {
  const { data: identity } = useGetIdentity<Identity | null>();
  return <ThemedTitle collapsed={collapsed} icon={<MobileOutlined />} text={identity?.company.name ?? ""} />;
}

/**
 * Refine's menu without its own "Logout" entry: signing out is the header's "Sign out", one place for it.
 * ThemedLayout calls its Sider as a plain function once (to learn whether there is one), so this stays a
 * hook-free wrapper.
 */
function MenuWithoutLogout(props: ComponentProps<typeof ThemedSider>) {
  return <ThemedSider {...props} render={({ items }) => items} />;
}

/** Everything signed-in users see around a screen: menu by role, user and profile, hijack banner. */
export default function AppLayout() {
  return (
    <ThemedLayout Title={CompanyTitle} Header={AppHeader} Sider={MenuWithoutLogout}>
      <HijackBanner />
      {/* inside the layout: menu and header stay usable when a screen fails */}
      <ScreenErrorBoundary fullHeight={false}>
        <Suspense fallback={<FullPageSpin fullHeight={false} />}>
          <Outlet />
        </Suspense>
      </ScreenErrorBoundary>
    </ThemedLayout>
  );
}
