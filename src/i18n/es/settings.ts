import type { Translated } from "../types";
import type { settings as english } from "../en/settings";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const settings: Translated<typeof english> = {
  label: "Configuración",
  title: "Configuración de la empresa",
  tryAgain: "Intentar de nuevo",
  signUpAt: "Los clientes se registran en {{path}}",
  company: {
    name: "Nombre de la empresa",
    nameRequired: "Escriba el nombre de la empresa.",
    taxRate: "Tasa de impuesto",
    taxRateHint: "Se cobra en los alquileres, como porcentaje de su costo (p. ej., 8.875).",
    timeZone: "Zona horaria",
    timeZoneHint:
      "Los días y las horas de la empresa: cuándo empieza un día para las recargas programadas, los alquileres y los filtros de fecha, y el reloj que muestra cada pantalla.",
    timeZoneRequired: "Elija una zona horaria.",
    timeZoneSearch: "Buscar por ciudad o región",
  },
  percent: {
    required: "Escriba la tasa de impuesto.",
    notANumber: "Escriba un número, por ejemplo 8.875.",
    tooPrecise: "Use como máximo 4 decimales.",
    tooHigh: "La tasa debe ser menor que 100 %.",
  },
  security: {
    title: "Inicio de sesión",
    requireTwoFactor: "Exigir el inicio de sesión en dos pasos a todas las cuentas del equipo",
    requireTwoFactorHint:
      "Los propietarios y miembros del equipo también iniciarán sesión con un código de una aplicación de autenticación; quienes no la tengan la configurarán en su próximo inicio de sesión. Configure primero la suya, desde su perfil.",
  },
  phoneMenu: {
    title: "Menú telefónico",
    number: "Número del menú telefónico",
    numberHint:
      "El número al que llaman los clientes para recargar con el teclado; apúntelo a este servidor en Twilio. Vacío desactiva el menú.",
    token: "Token de autenticación de Twilio",
    tokenStored: "Hay un token guardado. Nunca se vuelve a mostrar; escriba uno nuevo para reemplazarlo.",
    tokenHint: "Firma las llamadas de Twilio al menú. Nunca se vuelve a mostrar una vez guardado.",
    accountSid: "SID de la cuenta de Twilio",
    accountSidHint:
      "Con SMS=twilio, los mensajes de texto a los clientes salen por esta cuenta de Twilio, desde el número de arriba (AC y 32 letras y dígitos).",
  },
  identity: {
    title: "Lo que ven los clientes",
    address: "Dirección",
    addressHint: "Se imprime en los recibos tal como se escribe: una línea por renglón.",
    supportPhone: "Teléfono de atención",
    supportPhoneHint: "El número al que llaman los clientes para pedir ayuda; se imprime en los recibos.",
    supportPhoneInvalid: "Ingrese un número de teléfono válido: de 10 a 15 dígitos.",
    supportEmail: "Correo de atención",
    supportEmailHint:
      "La dirección a la que escriben los clientes para pedir ayuda; se imprime en los recibos.",
    supportEmailInvalid: "Ingrese una dirección de correo electrónico válida.",
  },
  logo: {
    label: "Logotipo",
    alt: "Logotipo de {{company}}",
    none: "Todavía no hay logotipo.",
    upload: "Subir logotipo",
    replace: "Reemplazar logotipo",
    remove: "Quitar",
    removeQuestion: "¿Quitar el logotipo?",
    removeConsequence: "La página de registro y el encabezado mostrarán solo el nombre de la empresa.",
    hint: "PNG, JPEG o WebP, de 2 MB como máximo; se reduce a 256 px de alto y se muestra en la página de registro y en el encabezado.",
    wrongType: "Suba una imagen PNG, JPEG o WebP.",
    tooLarge: "El logotipo debe pesar 2 MB como máximo.",
    saved: "Logotipo guardado",
    removed: "Logotipo quitado",
    saveFailed: "No se pudo guardar el logotipo",
    removeFailed: "No se pudo quitar el logotipo",
  },
  /** the notices of this area's screens (once in src/messages.ts) */
  notices: {
    fetchFailed: "No se pudo cargar la configuración de la empresa",
    updated: "Configuración de la empresa guardada",
    updateFailed: "No se pudo guardar la configuración de la empresa",
  },
};
