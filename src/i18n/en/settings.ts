/** English texts of this area (src/i18n/README.md). */
export const settings = {
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
};
