/**
 * Every text of a part of the English catalogue (`en`, `en.members.list`) that its Spanish twin writes
 * otherwise, but those with a {{value}} in them: what a screen drawn in Spanish must not show. Shared by the
 * web tests (tests/web/i18n/spanish.ts) and the browser tests (tests/e2e/spanish-screens.spec.ts).
 */
export function englishOnly(english: object, spanish: object): string[] {
  const other = spanish as Record<string, unknown>;
  return Object.entries(english).flatMap(([key, text]) => {
    if (typeof text === "string") return text === other[key] || text.includes("{{") ? [] : [text];
    return text && typeof text === "object" && other[key] ? englishOnly(text, other[key] as object) : [];
  });
}
