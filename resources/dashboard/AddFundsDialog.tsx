import { Form, Typography } from "antd";
import type { TopupWallet } from "@common/api";
import { FormModal } from "../../src/components/forms/FormModal";
import { MoneyField } from "../../src/components/forms";
import { useFormCall } from "../../src/components/forms/useFormCall";
import { failedNotice } from "../../src/components/layout/notices";
import { t } from "../../src/i18n";
import { dashboardEndpoints } from "./endpoints";
import { walletMoney } from "./wallet-money";

/** The most one press adds (the server's SIMULATED_FUNDS_MAX). */
const FUNDS_MAX = "100000.00";

/** Owners, TOPUPS=simulated: the dialog that adds simulated funds to the demo's wallet. */
export default function AddFundsDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
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
