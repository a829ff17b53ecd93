import { t } from "../../i18n";
import { LegalDocument, legalSections } from "./LegalDocument";

/** /terms-and-conditions: its texts in the auth area's `terms` (src/i18n). */
export default function TermsPage() {
  return (
    <LegalDocument
      title={t("auth.terms.title")}
      intro={t("auth.terms.intro")}
      sections={legalSections(t("auth.terms.sections", { returnObjects: true }))}
    />
  );
}
