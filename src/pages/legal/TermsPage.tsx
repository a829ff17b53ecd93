import { t } from "../../i18n";
import { LegalDocument, legalSections } from "./LegalDocument";

/** /terms-and-conditions: its texts in the legal area's `terms` (src/i18n/en/legal.ts). */
export default function TermsPage() {
  return (
    <LegalDocument
      title={t("legal.terms.title")}
      intro={t("legal.terms.intro")}
      sections={legalSections(t("legal.terms.sections", { returnObjects: true }))}
    />
  );
}
