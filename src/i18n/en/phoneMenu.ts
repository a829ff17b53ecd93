/** English texts of this area (src/i18n/README.md). */
export const phoneMenu = {
  /** the menu's entry and the resource's name */
  label: "Phone menu",
  title: "Phone menu simulator",
  /** the link after messages.phoneMenu.notConfiguredHint ("… and the Twilio auth token in Settings") */
  settingsLink: "Settings",
  intro: "Callers dial {{number}}. This page calls the same menu, signed as Twilio signs it.",
  callingFrom: "Calling from",
  hangUp: "Hang up",
  call: "Call",
  /** the call so far, as a screen reader names it */
  log: "What the caller hears",
  keypad: "Keypad",
  /** the keys pressed, not sent yet */
  keyed: "Keyed: {{keys}}",
  sendKeys: "Send keys",
  staySilent: "Stay silent",
};
