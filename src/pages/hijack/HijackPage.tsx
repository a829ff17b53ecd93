import { Button, Result } from "antd";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { FullPageSpin } from "../../components/layout/FullPageSpin";
import { PublicPage } from "../../components/layout/PublicPage";
import { error } from "../../messages";
import { useServices } from "../../providers/services";
import { usePageTitle } from "../../document-title";
import { t } from "../../i18n";

/** /hijack/{token}/: hijack the session of the token's owner, then open the panel as them. */
export default function HijackPage() {
  usePageTitle(t("auth.hijack.title"));
  const { token = "" } = useParams();
  const { auth } = useServices();
  const navigate = useNavigate();
  const started = useRef(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void auth.hijack(token).then((ok) => (ok ? navigate("/", { replace: true }) : setFailed(true)));
  }, [auth, navigate, token]);

  if (!failed) return <FullPageSpin />;
  return (
    <PublicPage title={t("auth.hijack.title")}>
      <Result
        status="error"
        title={error.hijackFailed}
        subTitle={t("auth.hijack.invalid")}
        extra={
          <Button onClick={() => navigate("/", { replace: true })}>{t("auth.hijack.backToPanel")}</Button>
        }
      />
    </PublicPage>
  );
}
