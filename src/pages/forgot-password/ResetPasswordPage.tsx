import { Link, useSearchParams } from "react-router";
import { FullPageSpin } from "../../components/layout/FullPageSpin";
import { PublicPage } from "../../components/layout/PublicPage";
import { PlainResult } from "../../components/plain/PlainResult";
import { usePageTitle } from "../../document-title";
import { t } from "../../i18n";
import { useServices } from "../../providers/services";
import { PlainAuthForm } from "../plain-auth-form";
import { useLinkOwner } from "../link-owner";

/** The page's words for a reset, and for a first password (an invitation or a welcome: `&welcome=1`). */
function wordsFor(welcome: boolean) {
  return welcome
    ? {
        title: t("auth.welcome.title"),
        intro: t("auth.welcome.intro"),
        password: t("auth.welcome.password"),
        repeat: t("auth.welcome.repeat"),
        submit: t("auth.welcome.submit"),
      }
    : {
        title: t("auth.reset.title"),
        intro: null,
        password: t("auth.reset.password"),
        repeat: t("auth.reset.repeat"),
        submit: t("auth.reset.submit"),
      };
}

/** POST /api/user/reset-password/check/: whose account a link is for, read without using it. */
interface KeyOwner {
  purpose: "reset" | "invite" | "welcome";
  email: string;
  first_name: string;
  company_name: string;
}

/**
 * /forgot-password/confirm?token=…: the link of the reset e-mail, and of the invitation and welcome e-mails
 * (`&welcome=1`). It says whose account it is for (the e-mail and the company), or at once that the link
 * can no longer be used; the server's error body is shown. Drawn without antd (src/components/plain/): it
 * opens from an e-mail, on a phone as often as not.
 */
export default function ResetPasswordPage() {
  const { auth } = useServices();
  const [search] = useSearchParams();
  const token = search.get("token") ?? "";
  const key = useLinkOwner<KeyOwner>("/api/user/reset-password/check/", token);
  const owner = key.state === "usable" ? key.owner : null;
  const welcome = owner ? owner.purpose !== "reset" : search.get("welcome") === "1";
  const words = wordsFor(welcome);
  usePageTitle(words.title);

  if (token && key.state === "checking") return <FullPageSpin />;

  if (key.state === "used") {
    return (
      <PublicPage title={words.title}>
        <PlainResult
          status="warning"
          title={t("auth.reset.used")}
          subTitle={t("auth.reset.usedHint")}
          extra={
            <>
              <Link to="/forgot-password">{t("auth.reset.askNewLink")}</Link>
              <Link to="/login">{t("auth.reset.signIn")}</Link>
            </>
          }
        />
      </PublicPage>
    );
  }

  if (!token) {
    return (
      <PublicPage title={words.title}>
        <PlainResult
          status="warning"
          title={t("auth.reset.incomplete")}
          subTitle={t("auth.reset.incompleteHint")}
          extra={<Link to="/forgot-password">{t("auth.reset.askNewLink")}</Link>}
        />
      </PublicPage>
    );
  }

  return (
    <PublicPage title={words.title}>
      {owner ? (
        <p>
          {welcome
            ? t(owner.first_name ? "auth.welcome.forWhom" : "auth.welcome.forWhomUnnamed", {
                company: owner.company_name,
                name: owner.first_name,
                email: owner.email,
              })
            : t("auth.reset.forWhom", { company: owner.company_name, email: owner.email })}
        </p>
      ) : (
        words.intro && <p>{words.intro}</p>
      )}
      <PlainAuthForm<{ password: string; token: string }>
        inputs={[
          {
            name: "password",
            label: words.password,
            required: t("auth.reset.choosePassword"),
            secret: true,
            autoComplete: "new-password",
          },
          {
            name: "repeat",
            label: words.repeat,
            required: t("auth.reset.repeatPassword"),
            secret: true,
            autoComplete: "new-password",
            sameAs: { field: "password", differ: t("auth.reset.differ") },
          },
        ]}
        action={auth.provider.updatePassword}
        toParams={({ password }) => ({ password, token })}
        noticeKey="update-password-error"
        fields={["password"]}
        submitLabel={words.submit}
      />
      <div className="plain-below">
        <Link to="/forgot-password">{t("auth.reset.askNewLink")}</Link>
      </div>
    </PublicPage>
  );
}
