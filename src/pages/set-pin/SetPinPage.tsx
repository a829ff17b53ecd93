import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { FullPageSpin } from "../../components/layout/FullPageSpin";
import { PublicPage } from "../../components/layout/PublicPage";
import { PlainResult } from "../../components/plain/PlainResult";
import { usePageTitle } from "../../document-title";
import { t } from "../../i18n";
import { useServices } from "../../providers/services";
import { PlainAuthForm } from "../plain-auth-form";
import { useLinkOwner } from "../link-owner";

/** POST /api/user/pin-reset/check/: whose account a PIN link is for, read without using it. */
interface KeyOwner {
  email: string;
  first_name: string;
  company_name: string;
}

/**
 * /set-pin?token=…: the link staff's "Send PIN reset" e-mails a customer (issue 39). Only the customer, from
 * their mailbox, chooses the PIN; the page says whose account it is for, or at once that the link can no
 * longer be used. The server's errors are shown beside the field. Drawn without antd (src/components/plain/):
 * a customer opens it from their mailbox, often on a phone.
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
        <PlainResult
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
        <p>{t("auth.reset.forWhom", { company: key.owner.company_name, email: key.owner.email })}</p>
      )}
      <PlainAuthForm<{ pin: string }>
        inputs={[
          {
            name: "pin",
            label: t("auth.setPin.pin"),
            required: t("auth.setPin.choosePin"),
            secret: true,
            inputMode: "numeric",
            maxLength: 8,
            autoComplete: "new-password",
          },
          {
            name: "repeat",
            label: t("auth.setPin.repeat"),
            required: t("auth.setPin.repeatPin"),
            secret: true,
            inputMode: "numeric",
            maxLength: 8,
            autoComplete: "new-password",
            sameAs: { field: "pin", differ: t("auth.setPin.differ") },
          },
        ]}
        action={async ({ pin }) => {
          await http.post("/api/user/pin-reset/confirm/", { token, pin });
          return { success: true };
        }}
        toParams={({ pin }) => ({ pin })}
        noticeKey="set-pin-error"
        fields={["pin"]}
        submitLabel={t("auth.setPin.submit")}
        onSucceeded={() => setDone(true)}
      />
      <div className="plain-below">
        <Link to="/login">{t("auth.backToSignIn")}</Link>
      </div>
    </PublicPage>
  );
}
