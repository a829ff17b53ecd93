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
  /** the notices of this area's screens (once in src/messages.ts) */
  notices: {
    fetchFailed: "No se pudo cargar la configuración del menú telefónico",
    notConfigured: "El menú telefónico todavía no está configurado",
    notConfiguredHint:
      "Un propietario configura el número que marcan las personas y el token de autenticación de Twilio en",
    stepFailed: "El menú telefónico no respondió",
    hungUp: "(El menú colgó).",
    youHungUp: "(Usted colgó).",
    silent: "(Usted se queda en silencio).",
    pressed: "Usted oprime {{keys}}",
    waiting: "El menú está respondiendo…",
    yourTurn: "Oprima teclas en el teclado; # las envía.",
  },
};
