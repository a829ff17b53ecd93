/** English texts of this area (src/i18n/README.md). */
export const settings = {
  label: "Settings",
  title: "Company settings",
  tryAgain: "Try again",
  /** "Customers sign up at /signup/demo" */
  signUpAt: "Customers sign up at {{path}}",
  company: {
    name: "Company name",
    nameRequired: "Enter the company's name.",
    taxRate: "Tax rate",
    taxRateHint: "Charged on rentals, as a percentage of their cost (e.g. 8.875).",
    timeZone: "Time zone",
    timeZoneHint:
      "The company's days and times: when a day begins for scheduled refills, rentals and date filters, and the clock every screen shows.",
    timeZoneRequired: "Choose a time zone.",
    timeZoneSearch: "Search by city or region",
  },
  /** the tax rate as typed (resources/settings/percent.ts) */
  percent: {
    required: "Enter the tax rate.",
    notANumber: "Enter a number, such as 8.875.",
    tooPrecise: "Use at most 4 decimals.",
    tooHigh: "The rate must be below 100 %.",
  },
  security: {
    title: "Sign-in",
    requireTwoFactor: "Require two-factor sign-in for every staff account",
    requireTwoFactorHint:
      "Owners and members then sign in with a code from an authenticator app too; those without one set it up at their next sign-in. Set up your own first, from your profile.",
  },
  phoneMenu: {
    title: "Phone menu",
    number: "Phone menu number",
    numberHint:
      "The number customers call to refill by keypad; point it at this server in Twilio. Empty turns the menu off.",
    token: "Twilio auth token",
    tokenStored: "A token is stored. It is never shown again; type a new one to replace it.",
    tokenHint: "Signs Twilio's calls to the menu. It is never shown again once saved.",
    accountSid: "Twilio account SID",
    accountSidHint:
      "With SMS=twilio, texts to customers go out through this Twilio account, from the number above (AC and 32 letters and digits).",
  },
  /** what customers see of the company (issue 21): logo, address, support phone and e-mail */
  identity: {
    title: "What customers see",
    address: "Address",
    addressHint: "Printed on receipts, as typed: one line per line.",
    supportPhone: "Support phone",
    supportPhoneHint: "The number customers call for help, printed on receipts.",
    supportPhoneInvalid: "Enter a valid phone number: 10 to 15 digits.",
    supportEmail: "Support e-mail",
    supportEmailHint: "Where customers write for help, printed on receipts.",
    supportEmailInvalid: "Enter a valid email address.",
  },
  logo: {
    label: "Logo",
    /** the preview's text for screen readers: "Demo Wireless logo" */
    alt: "{{company}} logo",
    none: "No logo yet.",
    upload: "Upload logo",
    replace: "Replace logo",
    remove: "Remove",
    removeQuestion: "Remove the logo?",
    removeConsequence: "The sign-up page and the header will show the company's name alone.",
    hint: "PNG, JPEG or WebP, at most 2 MB; sized down to 256 px high, shown on the sign-up page and in the header.",
    wrongType: "Upload a PNG, JPEG or WebP image.",
    tooLarge: "The logo must be at most 2 MB.",
    saved: "Logo saved",
    removed: "Logo removed",
    saveFailed: "Failed to save the logo",
    removeFailed: "Failed to remove the logo",
  },
  /** the notices of this area's screens (once in src/messages.ts) */
  notices: {
    fetchFailed: "Failed to fetch company settings",
    updated: "Company settings saved",
    updateFailed: "Failed to save company settings",
  },
};
