import { Form, Input, Result, Typography } from "antd";
import { Link, useSearchParams } from "react-router";
import { PublicPage } from "../../components/PublicPage";
import { usePageTitle } from "../../document-title";
import { t } from "../../i18n";
import { useServices } from "../../providers/services";
import { AuthForm, BelowForm, RequiredField } from "../auth-form";

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

/**
 * /forgot-password/confirm?token=…: the link of the reset e-mail, and of the invitation and welcome e-mails
 * (`&welcome=1`); the server's error body is shown.
 */
export default function ResetPasswordPage() {
  const { auth } = useServices();
  const [search] = useSearchParams();
  const token = search.get("token") ?? "";
  const words = wordsFor(search.get("welcome") === "1");
  usePageTitle(words.title);

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
      {words.intro && <Typography.Paragraph>{words.intro}</Typography.Paragraph>}
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
        <Form.Item
          label={words.repeat}
          name="repeat"
          dependencies={["password"]}
          rules={[
            { required: true, message: t("auth.reset.repeatPassword") },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || value === getFieldValue("password")
                  ? Promise.resolve()
                  : Promise.reject(new Error(t("auth.reset.differ"))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </AuthForm>
      <BelowForm>
        <Link to="/forgot-password">{t("auth.reset.askNewLink")}</Link>
      </BelowForm>
    </PublicPage>
  );
}
