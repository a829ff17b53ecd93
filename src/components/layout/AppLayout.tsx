import { MobileOutlined } from "@ant-design/icons";
import { useGetIdentity } from "@refinedev/core";
import { ThemedLayout, ThemedTitle } from "@refinedev/antd";
import { Suspense } from "react";
import { Outlet } from "react-router";
import type { Identity } from "../../providers/auth";
import { FullPageSpin } from "../FullPageSpin";
import { ScreenErrorBoundary } from "../ScreenErrorBoundary";
import { AppHeader } from "./AppHeader";
import { TakeoverBanner } from "./TakeoverBanner";

/** The company's name (profile.company.name) at the top of the menu. */
function CompanyTitle({ collapsed }: { collapsed: boolean }) {
  const { data: identity } = useGetIdentity<Identity | null>();
  return <ThemedTitle collapsed={collapsed} icon={<MobileOutlined />} text={identity?.company.name ?? ""} />;
}

/** Everything signed-in users see around a screen: menu by role, user and profile, takeover banner. */
export default function AppLayout() {
  return (
    <ThemedLayout Title={CompanyTitle} Header={AppHeader}>
      <TakeoverBanner />
      {/* inside the layout: menu and header stay usable when a screen fails */}
      <ScreenErrorBoundary fullHeight={false}>
        <Suspense fallback={<FullPageSpin fullHeight={false} />}>
          <Outlet />
        </Suspense>
      </ScreenErrorBoundary>
    </ThemedLayout>
  );
}
