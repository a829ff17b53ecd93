import "../../i18n/legal-texts";
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
 * (src/i18n/en/legal.ts). Public, outside the layout, and drawn without antd (src/components/plain/): it
 * opens from the sign-in and sign-up pages, which load nothing of antd's either.
 */
export function LegalDocument({ document }: { document: "privacy" | "terms" }) {
  const title = t(`legal.${document}.title`);
  const intro = t(`legal.${document}.intro`);
  const sections = legalSections(t(`legal.${document}.sections`, { returnObjects: true }));
  usePageTitle(title);
  return (
    <div className="plain-document">
      <article className="plain-card">
        <h1>{title}</h1>
        <p>{intro}</p>
        {sections.map((section, index) => (
          <section key={section.heading}>
            <h3>
              {index + 1}. {section.heading}
            </h3>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
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
        <p>
          <Link to="/">{t("legal.backToPanel")}</Link> ·{" "}
          <Link to="/privacy-policy">{t("auth.publicPage.privacyPolicy")}</Link> ·{" "}
          <Link to="/terms-and-conditions">{t("auth.publicPage.terms")}</Link>
        </p>
      </article>
    </div>
  );
}
