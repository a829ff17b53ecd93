import { MobileOutlined } from "@ant-design/icons";
import { Flex, theme } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { t } from "../../i18n";
import { LanguageSwitch } from "./LanguageSwitch";

/**
 * The frame of the pages outside the layout (sign-in, sign-up, password reset, hijack). Plain elements
 * styled with antd's tokens: these pages are the first a visitor downloads, so they stay light.
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
  const { token } = theme.useToken();
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={16}
      style={{
        minHeight: "100vh",
        padding: 16,
        background: token.colorBgLayout,
        fontFamily: token.fontFamily,
      }}
    >
      {brand ?? (
        <Flex align="center" gap={8} style={{ color: token.colorPrimary, fontSize: 20, fontWeight: 700 }}>
          <MobileOutlined />
          <span>{t("auth.publicPage.brand")}</span>
        </Flex>
      )}
      <main
        style={{
          width: "100%",
          maxWidth: width,
          padding: token.paddingLG,
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          boxShadow: token.boxShadowTertiary,
        }}
      >
        <h1
          style={{
            marginTop: 0,
            fontSize: token.fontSizeHeading3,
            fontWeight: 600,
            color: token.colorTextHeading,
          }}
        >
          {title}
        </h1>
        {children}
      </main>
      <Flex gap={16}>
        <Link to="/privacy-policy">{t("auth.publicPage.privacyPolicy")}</Link>
        <Link to="/terms-and-conditions">{t("auth.publicPage.terms")}</Link>
      </Flex>
      <LanguageSwitch />
    </Flex>
  );
}
