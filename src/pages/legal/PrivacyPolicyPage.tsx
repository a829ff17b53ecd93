import { LegalDocument } from "./LegalDocument";

/** /privacy-policy: its texts in the legal area's `privacy` (src/i18n/en/legal.ts). */
export default function PrivacyPolicyPage() {
  return <LegalDocument document="privacy" />;
}
