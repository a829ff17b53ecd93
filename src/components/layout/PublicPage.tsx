import MobileOutlined from "@ant-design/icons-svg/es/asn/MobileOutlined";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { t } from "../../i18n";
import { PlainIcon } from "../plain/PlainIcon";
import { PlainLanguageSwitch } from "../plain/PlainLanguageSwitch";

/**
 * The frame of the pages outside the layout (sign-in, sign-up, password reset, hijack). Plain elements in
 * antd's measures and the theme's colours (src/components/plain/plain.css): the sign-in page is the first a
 * visitor downloads, and it draws nothing of antd's.
 */
export function PublicPage({
  title,
  children,
  width = 420,
  brand,
}: {
  title: ReactNode;
  children: ReactNode;
  width?: number;
  /** what stands above the page instead of the product's name: the company's logo and name on sign-up */
  brand?: ReactNode;
}) {
  return (
    <div className="plain-page">
      {brand ?? (
        <div className="plain-brand">
          <PlainIcon icon={MobileOutlined} />
          <span>{t("auth.publicPage.brand")}</span>
        </div>
      )}
      <main className="plain-card" style={{ maxWidth: width }}>
        <h1>{title}</h1>
        {children}
      </main>
      <div className="plain-links">
        <Link to="/privacy-policy">{t("auth.publicPage.privacyPolicy")}</Link>
        <Link to="/terms-and-conditions">{t("auth.publicPage.terms")}</Link>
      </div>
      <PlainLanguageSwitch />
    </div>
  );
}
