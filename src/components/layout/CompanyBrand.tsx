import MobileOutlined from "@ant-design/icons-svg/es/asn/MobileOutlined";
import { t } from "../../i18n";
import { useServices } from "../../providers/services";
import { PlainIcon } from "../plain/PlainIcon";

/** At most two lines, the second ending in "…" when the text goes on. */
const TWO_LINES = {
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
  overflowWrap: "anywhere",
  lineHeight: 1.25,
  minWidth: 0,
} as const;

/**
 * How the company presents itself at the top of a screen (issue 21): its logo (sized down to 256 px high
 * by the server, shown `height` px high here) beside its name; without a logo, the product's phone icon.
 * `nameShown` false keeps the logo alone (a folded menu); the name then stays the image's text.
 *
 * The name keeps the room: a wide logo shrinks (at most `height` × 2 wide beside a name) rather than cut it, a
 * long name wraps onto a second line and only past that ends in "…", its whole text in its title.
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
  const { http } = useServices();
  return (
    <span style={{ display: "inline-flex", alignItems: "center", gap: 8, minWidth: 0 }}>
      {logoUrl ? (
        <img
          src={http.url(logoUrl)}
          alt={t("layout.companyLogo", { company: name })}
          style={{
            height,
            maxWidth: nameShown && name ? height * 2 : height * 4,
            objectFit: "contain",
            objectPosition: "left center",
            display: "block",
            flex: "none",
          }}
        />
      ) : (
        <span style={{ fontSize: 20, color: "var(--plain-primary)" }}>
          <PlainIcon icon={MobileOutlined} />
        </span>
      )}
      {nameShown && name && (
        // A plain element, not antd's Typography: that module (with its ellipsis, copy and edit machinery)
        // came to every screen for this one name and the title below (issue 40).
        <strong
          className="company-brand-name"
          title={name}
          style={{
            ...TWO_LINES,
            fontSize: 15,
            fontWeight: 600,
            color: "var(--plain-text)",
            maxWidth: maxNameWidth,
          }}
        >
          {name}
        </strong>
      )}
    </span>
  );
}
