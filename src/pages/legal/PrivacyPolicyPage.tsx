import { t } from "../../i18n";
import { LegalDocument, legalSections } from "./LegalDocument";

/** /privacy-policy: its texts in the legal area's `privacy` (src/i18n/en/legal.ts). */
export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title={t("legal.privacy.title")}
      intro={t("legal.privacy.intro")}
      sections={legalSections(t("legal.privacy.sections", { returnObjects: true }))}
    />
  );
}
