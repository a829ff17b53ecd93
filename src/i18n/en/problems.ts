import { ENGLISH_PROBLEM_WORDS } from "@common/problems";

/**
 * English texts of this area (src/i18n/README.md): why a payment, a refund or a top-up did not go through,
 * from its code (common/problems.ts: one table of words the server's exports and the phone menu share).
 */
export const problems = {
  codes: { ...ENGLISH_PROBLEM_WORDS.codes },
  gaveUp: "{{text}} (gave up after {{tries}} tries)",
  nextTry: "{{text}} Next try at {{at}}.",
  reference: "{{reference}}: {{text}}",
  details: "Provider's words",
};
