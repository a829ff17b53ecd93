import { t } from "../../i18n";
import { usePermissions } from "@refinedev/core";
import { Empty, Typography } from "antd";
import { Navigate } from "react-router";
import { firstOpenRoute } from "../../resource-kit/routes";
import { FullPageSpin } from "../../components/layout/FullPageSpin";
import { WithAntd } from "../../components/layout/WithAntd";
import { allows, requiredAccess } from "../../providers/access-control";
import type { Permissions } from "../../providers/auth";
import { useResourceDefinitions } from "../../resource-kit/context";

/**
 * `/`: opens the first menu entry the user may open (staff: the dashboard; customers: their transactions).
 * It shows something itself only when no entry at all is open to this account.
 */
export default function HomePage() {
  const definitions = useResourceDefinitions();
  const { data: permissions, isLoading } = usePermissions<Permissions | null>({});
  if (isLoading) return <FullPageSpin fullHeight={false} />;

  const target = firstOpenRoute(definitions, (definition) =>
    allows(requiredAccess(definition.access, "list"), permissions ?? null),
  );
  if (target) return <Navigate to={target} replace />;
  return (
    <WithAntd>
      <Empty
        style={{ marginTop: 48 }}
        description={
          <>
            <Typography.Title level={4}>{t("auth.home.nothing")}</Typography.Title>
            <Typography.Text type="secondary">{t("auth.home.nothingHint")}</Typography.Text>
          </>
        }
      />
    </WithAntd>
  );
}
