import { Input, Result, Space, Typography } from "antd";
import { Link, useSearchParams } from "react-router";
import { FullPageSpin } from "../../components/layout/FullPageSpin";
import { PublicPage } from "../../components/layout/PublicPage";
import { usePageTitle } from "../../document-title";
import { t } from "../../i18n";
import { useServices } from "../../providers/services";
import { AuthForm, BelowForm, RepeatField, RequiredField } from "../auth-form";
import { useLinkOwner } from "../link-owner";

interface ResetValues {
  password: string;
  repeat: string;
}

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
 * can no longer be used; the server's error body is shown.
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
        <Result
          status="warning"
          title={t("auth.reset.used")}
          subTitle={t("auth.reset.usedHint")}
          extra={
            <Space wrap>
              <Link to="/forgot-password">{t("auth.reset.askNewLink")}</Link>
              <Link to="/login">{t("auth.reset.signIn")}</Link>
            </Space>
          }
        />
      </PublicPage>
    );
  }

  if (!token) {
    return (
      <PublicPage title={words.title}>
        <Result
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
        <Typography.Paragraph>
          {welcome
            ? t(owner.first_name ? "auth.welcome.forWhom" : "auth.welcome.forWhomUnnamed", {
                company: owner.company_name,
                name: owner.first_name,
                email: owner.email,
              })
            : t("auth.reset.forWhom", { company: owner.company_name, email: owner.email })}
        </Typography.Paragraph>
      ) : (
        words.intro && <Typography.Paragraph>{words.intro}</Typography.Paragraph>
      )}
      <AuthForm<ResetValues, { password: string; token: string }>
        action={auth.provider.updatePassword}
        toParams={({ password }) => ({ password, token })}
        noticeKey="update-password-error"
        fields={["password"]}
        submitLabel={words.submit}
      >
        <RequiredField label={words.password} name="password" message={t("auth.reset.choosePassword")}>
          <Input.Password autoComplete="new-password" />
        </RequiredField>
        <RepeatField
          label={words.repeat}
          of="password"
          message={t("auth.reset.repeatPassword")}
          differ={t("auth.reset.differ")}
        >
          <Input.Password autoComplete="new-password" />
        </RepeatField>
      </AuthForm>
      <BelowForm>
        <Link to="/forgot-password">{t("auth.reset.askNewLink")}</Link>
      </BelowForm>
    </PublicPage>
  );
}
