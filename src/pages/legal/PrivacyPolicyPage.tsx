import { t } from "../../i18n";
import { LegalDocument, legalSections } from "./LegalDocument";

/** /privacy-policy: its texts in the auth area's `privacy` (src/i18n). */
export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title={t("auth.privacy.title")}
      intro={t("auth.privacy.intro")}
      sections={legalSections(t("auth.privacy.sections", { returnObjects: true }))}
    />
  );
}
