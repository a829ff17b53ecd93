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
  /** the notices of this area's screens (once in src/messages.ts) */
  notices: {
    fetchFailed: "Failed to fetch the phone menu's settings",
    notConfigured: "The phone menu is not set up yet",
    notConfiguredHint: "An owner sets the number callers dial and the Twilio auth token in",
    stepFailed: "The phone menu did not answer",
    hungUp: "(The menu hung up.)",
    youHungUp: "(You hung up.)",
    silent: "(You stay silent.)",
    pressed: "You press {{keys}}",
    waiting: "The menu is answering…",
    yourTurn: "Press keys on the keypad; # sends them.",
  },
};
