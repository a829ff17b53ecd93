import type { Translated } from "../types";
import type { phoneMenu as english } from "../en/phoneMenu";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const phoneMenu: Translated<typeof english> = {
  label: "Menú telefónico",
  title: "Simulador del menú telefónico",
  settingsLink: "Configuración",
  intro:
    "Las personas que llaman marcan el {{number}}. Esta página llama al mismo menú, con la firma que usa Twilio.",
  callingFrom: "Llamar desde",
  hangUp: "Colgar",
  call: "Llamar",
  log: "Lo que escucha la persona que llama",
  keypad: "Teclado",
  keyed: "Teclas oprimidas: {{keys}}",
  sendKeys: "Enviar teclas",
  staySilent: "Quedarse en silencio",
};
