import { SPANISH_PROBLEM_WORDS } from "@common/problems-es";
import type { problems as en } from "../en/problems";
import type { Translated } from "../types";

/** Textos en español de esta área: por qué un pago, un reembolso o una recarga no se realizó. */
export const problems: Translated<typeof en> = {
  codes: { ...SPANISH_PROBLEM_WORDS.codes },
  gaveUp: "{{text}} (se dejó de intentar tras {{tries}} intentos)",
  nextTry: "{{text}} Próximo intento: {{at}}.",
  reference: "{{reference}}: {{text}}",
  details: "Palabras del proveedor",
};
