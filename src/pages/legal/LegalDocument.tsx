import "../../i18n/legal-texts";
import { Card, Flex, Typography } from "antd";
import { Link } from "react-router";
import { usePageTitle } from "../../document-title";
import { t } from "../../i18n";

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

/** A legal text's sections as the catalogue holds them: numbered keys, paragraphs and list items by key. */
type CatalogueSections = Record<
  string,
  { heading: string; paragraphs: Record<string, string>; list?: Record<string, string> }
>;

/** The catalogue's sections (legal.privacy.sections, legal.terms.sections), in order. */
export function legalSections(sections: CatalogueSections): LegalSection[] {
  return Object.values(sections).map(({ heading, paragraphs, list }) => ({
    heading,
    paragraphs: Object.values(paragraphs),
    ...(list ? { list: Object.values(list) } : {}),
  }));
}

/**
 * A readable legal text: title, introduction, numbered sections, from its part of the legal area
 * (src/i18n/en/legal.ts). Public, outside the layout.
 */
export function LegalDocument({ document }: { document: "privacy" | "terms" }) {
  const title = t(`legal.${document}.title`);
  const intro = t(`legal.${document}.intro`);
  const sections = legalSections(t(`legal.${document}.sections`, { returnObjects: true }));
  usePageTitle(title);
  return (
    <Flex justify="center" style={{ padding: "32px 16px" }}>
      <Card style={{ width: "100%", maxWidth: 860 }}>
        <Typography>
          <Typography.Title level={1}>{title}</Typography.Title>
          <Typography.Paragraph>{intro}</Typography.Paragraph>
          {sections.map((section, index) => (
            <section key={section.heading}>
              <Typography.Title level={3}>
                {index + 1}. {section.heading}
              </Typography.Title>
              {section.paragraphs.map((paragraph) => (
                <Typography.Paragraph key={paragraph}>{paragraph}</Typography.Paragraph>
              ))}
              {section.list && (
                <ul>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          <Typography.Paragraph>
            <Link to="/">{t("legal.backToPanel")}</Link> ·{" "}
            <Link to="/privacy-policy">{t("auth.publicPage.privacyPolicy")}</Link> ·{" "}
            <Link to="/terms-and-conditions">{t("auth.publicPage.terms")}</Link>
          </Typography.Paragraph>
        </Typography>
      </Card>
    </Flex>
  );
}
