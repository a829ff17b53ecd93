import { PlusOutlined } from "@ant-design/icons";
import { Button, Card, Space, Statistic, Typography } from "antd";
import { lazy, Suspense, useState } from "react";
import type { TopupWallet } from "@common/api";
import { formatDateTime } from "@common/dates";
import { t } from "../../src/i18n";
import { walletMoney } from "./wallet-money";

/** The dialog and its form's machinery load when an owner opens it, not with the dashboard (issue 40). */
const AddFundsDialog = lazy(() => import("./AddFundsDialog"));

/**
 * Owners: the top-up wallet as last known (the worker's last read, never a call made for this page), and
 * in simulated mode the button that adds funds to it.
 */
export function WalletFigure({ wallet, onFunded }: { wallet: TopupWallet; onFunded: () => void }) {
  const [adding, setAdding] = useState(false);
  const title = t("dashboard.wallet.title");
  return (
    <section aria-label={title} style={{ marginBottom: 24 }}>
      <Typography.Title level={5}>{title}</Typography.Title>
      <Card size="small" style={{ maxWidth: 420 }}>
        <Space direction="vertical" size={8} style={{ width: "100%" }}>
          <Statistic title={t("dashboard.wallet.balance")} value={walletMoney(wallet)} />
          <Typography.Text type="secondary">
            {t(wallet.provider === "simulated" ? "dashboard.wallet.simulatedAsOf" : "dashboard.wallet.asOf", {
              time: formatDateTime(wallet.read_at),
            })}
          </Typography.Text>
          {wallet.provider === "simulated" && (
            <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              {t("dashboard.wallet.add")}
            </Button>
          )}
        </Space>
      </Card>
      {adding && (
        <Suspense fallback={null}>
          <AddFundsDialog onClose={() => setAdding(false)} onDone={onFunded} />
        </Suspense>
      )}
    </section>
  );
}
