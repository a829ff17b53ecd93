import { Layout } from "antd";
import { Suspense, useState } from "react";
import { Outlet } from "react-router";
import { FullPageSpin } from "./FullPageSpin";
import { ScreenErrorBoundary } from "./ScreenErrorBoundary";
import { AppHeader } from "./AppHeader";
import { MenuDrawer, SideMenu } from "./AppMenu";
import { HijackBanner } from "./HijackBanner";
import { useScreens } from "./useScreens";

/**
 * Everything signed-in users see around a screen: menu by role (beside it on a desk, in a drawer opened
 * from the header below antd's `lg`), user and profile, hijack banner. Built on antd's Layout rather than
 * Refine's ThemedLayout, which would bring all of @refinedev/antd to every screen's first load.
 */
export default function AppLayout() {
  const screens = useScreens();
  const narrow = screens.lg === false;
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Layout style={{ minHeight: "100vh" }} hasSider={!narrow}>
      {narrow ? <MenuDrawer open={menuOpen} onClose={() => setMenuOpen(false)} /> : <SideMenu />}
      <Layout>
        <AppHeader onOpenMenu={narrow ? () => setMenuOpen(true) : undefined} />
        <Layout.Content>
          <div style={{ minHeight: 360, padding: screens.sm === false ? 12 : 24 }}>
            <HijackBanner />
            {/* inside the layout: menu and header stay usable when a screen fails */}
            <ScreenErrorBoundary fullHeight={false}>
              <Suspense fallback={<FullPageSpin fullHeight={false} />}>
                <Outlet />
              </Suspense>
            </ScreenErrorBoundary>
          </div>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
