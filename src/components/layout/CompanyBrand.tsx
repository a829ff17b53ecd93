import { MobileOutlined } from "@ant-design/icons";
import { theme, Typography } from "antd";
import { t } from "../../i18n";
import { useServices } from "../../providers/services";

/**
 * How the company presents itself at the top of a screen (issue 21): its logo (sized down to 256 px high
 * by the server, shown `height` px high here) beside its name; without a logo, the product's phone icon.
 * `nameShown` false keeps the logo alone (a folded menu); the name then stays the image's text.
 */
export function CompanyBrand({
  name,
  logoUrl,
  height = 32,
  nameShown = true,
  maxNameWidth,
}: {
  name: string;
  logoUrl?: string | null;
  height?: number;
  nameShown?: boolean;
  maxNameWidth?: number | string;
}) {
  const { token } = theme.useToken();
  const { http } = useServices();
  return (
    <span style={{ display: "inline-flex", alignItems: "center", gap: 8, minWidth: 0 }}>
      {logoUrl ? (
        <img
          src={http.url(logoUrl)}
          alt={t("layout.companyLogo", { company: name })}
          style={{ height, maxWidth: height * 4, objectFit: "contain", display: "block", flex: "none" }}
        />
      ) : (
        <MobileOutlined style={{ fontSize: 20, color: token.colorPrimary }} aria-hidden />
      )}
      {nameShown && name && (
        <Typography.Text strong ellipsis style={{ fontSize: 15, maxWidth: maxNameWidth }}>
          {name}
        </Typography.Text>
      )}
    </span>
  );
}
