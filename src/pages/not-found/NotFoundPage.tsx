import { Button, Flex, Result } from "antd";
import { Link } from "react-router";
import { usePageTitle } from "../../document-title";
import { t } from "../../i18n";

/** Any path the panel does not know. */
export default function NotFoundPage() {
  usePageTitle(t("layout.notFound.title"));
  return (
    <Flex align="center" justify="center" style={{ minHeight: "100vh" }}>
      <Result
        status="404"
        title={t("layout.notFound.title")}
        subTitle={t("layout.notFound.hint")}
        extra={
          <Link to="/">
            <Button type="primary">{t("layout.notFound.home")}</Button>
          </Link>
        }
      />
    </Flex>
  );
}
