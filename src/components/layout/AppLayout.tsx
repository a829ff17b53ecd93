import { Suspense, useState } from "react";
import { Outlet } from "react-router";
import { FullPageSpin } from "./FullPageSpin";
import { ScreenErrorBoundary } from "./ScreenErrorBoundary";
import { AppHeader } from "./AppHeader";
import { MenuDrawer, SideMenu } from "./AppMenu";
import { HijackBanner } from "./HijackBanner";
import { useScreens } from "./useScreens";
import "./layout.css";

/**
 * Everything signed-in users see around a screen: menu by role (beside it on a desk, in a drawer opened
 * from the header below antd's `lg`), user and profile, hijack banner. Plain elements in antd Layout's
 * measures (layout.css): drawn before antd's runtime is needed, and lighter to render on every screen
 * (issue 40). Refine's ThemedLayout would bring all of @refinedev/antd to every screen's first load.
 */
export default function AppLayout() {
  const screens = useScreens();
  const narrow = screens.lg === false;
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="app-layout">
      {narrow ? <MenuDrawer open={menuOpen} onClose={() => setMenuOpen(false)} /> : <SideMenu />}
      <div className="app-main">
        <AppHeader onOpenMenu={narrow ? () => setMenuOpen(true) : undefined} />
        <main className="app-content" style={{ padding: screens.sm === false ? 12 : 24 }}>
          <HijackBanner />
          {/* inside the layout: menu and header stay usable when a screen fails */}
          <ScreenErrorBoundary fullHeight={false}>
            <Suspense fallback={<FullPageSpin fullHeight={false} />}>
              <Outlet />
            </Suspense>
          </ScreenErrorBoundary>
        </main>
      </div>
    </div>
  );
}
