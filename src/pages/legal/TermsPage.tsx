import { LegalDocument } from "./LegalDocument";

/** /terms-and-conditions: its texts in the legal area's `terms` (src/i18n/en/legal.ts). */
export default function TermsPage() {
  return <LegalDocument document="terms" />;
}
