import { PlusOutlined } from "@ant-design/icons";
import { Button, Card, Form, Space, Statistic, Typography } from "antd";
import { useState } from "react";
import type { TopupWallet } from "@common/api";
import { formatDateTime } from "@common/dates";
import { displayLocale } from "@common/locale";
import { formatMoney } from "@common/money";
import { FormModal } from "../../src/components/forms/FormModal";
import { MoneyField } from "../../src/components/forms";
import { useFormCall } from "../../src/components/forms/useFormCall";
import { failedNotice } from "../../src/components/layout/notices";
import { t } from "../../src/i18n";
import { dashboardEndpoints } from "./endpoints";

/** The most one press adds (the server's SIMULATED_FUNDS_MAX). */
const FUNDS_MAX = "100000.00";

/** The wallet's balance in its own currency: Reloadly keeps some wallets in other currencies than USD. */
function walletMoney({ balance, currency }: Pick<TopupWallet, "balance" | "currency">) {
  if (currency === "USD") return formatMoney(balance);
  return new Intl.NumberFormat(displayLocale(), { style: "currency", currency }).format(Number(balance));
}

/** Owners, TOPUPS=simulated: the dialog that adds simulated funds to the demo's wallet. */
function AddFundsDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<{ amount: string }>();
  const { send, pending } = useFormCall<TopupWallet>(form, ["amount"]);
  const add = ({ amount }: { amount: string }) =>
    send(
      {
        url: dashboardEndpoints.addWalletFunds().path,
        method: "post",
        values: { amount },
        successNotification: (answer) => ({
          type: "success",
          message: t("dashboard.wallet.added", {
            balance: answer ? walletMoney(answer.data as TopupWallet) : "",
          }),
        }),
        errorNotification: failedNotice(t("dashboard.wallet.addFailed")),
      },
      () => {
        onClose();
        onDone();
      },
    );
  return (
    <FormModal
      form={form}
      pending={pending}
      onClose={onClose}
      title={t("dashboard.wallet.addTitle")}
      okText={t("dashboard.wallet.addOk")}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t("dashboard.wallet.addHint")}</Typography.Paragraph>
      <Form form={form} name="wallet-funds" layout="vertical" preserve={false} onFinish={add}>
        <MoneyField
          label={t("dashboard.wallet.amount")}
          name="amount"
          message={t("dashboard.wallet.amountRequired")}
          min="0.01"
          max={FUNDS_MAX}
        />
      </Form>
    </FormModal>
  );
}

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
      {adding && <AddFundsDialog onClose={() => setAdding(false)} onDone={onFunded} />}
    </section>
  );
}
