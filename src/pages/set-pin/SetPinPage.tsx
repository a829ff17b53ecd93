import { Input, Result, Typography } from "antd";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { FullPageSpin } from "../../components/layout/FullPageSpin";
import { PublicPage } from "../../components/layout/PublicPage";
import { usePageTitle } from "../../document-title";
import { t } from "../../i18n";
import { useServices } from "../../providers/services";
import { AuthForm, BelowForm, RepeatField, RequiredField } from "../auth-form";
import { useLinkOwner } from "../link-owner";

/** POST /api/user/pin-reset/check/: whose account a PIN link is for, read without using it. */
interface KeyOwner {
  email: string;
  first_name: string;
  company_name: string;
}

interface PinValues {
  pin: string;
  repeat: string;
}

/**
 * /set-pin?token=…: the link staff's "Send PIN reset" e-mails a customer (issue 39). Only the customer, from
 * their mailbox, chooses the PIN; the page says whose account it is for, or at once that the link can no
 * longer be used. The server's errors are shown beside the field.
 */
export default function SetPinPage() {
  const { http } = useServices();
  const [search] = useSearchParams();
  const token = search.get("token") ?? "";
  const key = useLinkOwner<KeyOwner>("/api/user/pin-reset/check/", token);
  const [done, setDone] = useState(false);
  usePageTitle(t("auth.setPin.title"));

  if (token && key.state === "checking") return <FullPageSpin />;

  if (done || !token || key.state === "used") {
    const [status, title, hint] = done
      ? (["success", t("auth.setPin.done"), t("auth.setPin.doneHint")] as const)
      : !token
        ? (["warning", t("auth.reset.incomplete"), t("auth.setPin.askStaff")] as const)
        : (["warning", t("auth.reset.used"), t("auth.setPin.askStaff")] as const);
    return (
      <PublicPage title={t("auth.setPin.title")}>
        <Result
          status={status}
          title={title}
          subTitle={hint}
          extra={<Link to="/login">{t("auth.reset.signIn")}</Link>}
        />
      </PublicPage>
    );
  }

  return (
    <PublicPage title={t("auth.setPin.title")}>
      {key.state === "usable" && (
        <Typography.Paragraph>
          {t("auth.reset.forWhom", { company: key.owner.company_name, email: key.owner.email })}
        </Typography.Paragraph>
      )}
      <AuthForm<PinValues, { pin: string }>
        action={async ({ pin }) => {
          await http.post("/api/user/pin-reset/confirm/", { token, pin });
          return { success: true };
        }}
        toParams={({ pin }) => ({ pin })}
        noticeKey="set-pin-error"
        fields={["pin"]}
        submitLabel={t("auth.setPin.submit")}
        onSucceeded={() => setDone(true)}
      >
        <RequiredField label={t("auth.setPin.pin")} name="pin" message={t("auth.setPin.choosePin")}>
          <Input.Password inputMode="numeric" maxLength={8} autoComplete="new-password" />
        </RequiredField>
        <RepeatField
          label={t("auth.setPin.repeat")}
          of="pin"
          message={t("auth.setPin.repeatPin")}
          differ={t("auth.setPin.differ")}
        >
          <Input.Password inputMode="numeric" maxLength={8} autoComplete="new-password" />
        </RepeatField>
      </AuthForm>
      <BelowForm>
        <Link to="/login">{t("auth.backToSignIn")}</Link>
      </BelowForm>
    </PublicPage>
  );
}
