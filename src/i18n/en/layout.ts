/** English texts of this area (src/i18n/README.md). */
export const layout = {
  /** the header's language button: its tooltip */
  switchLanguage: "Show the panel in this language",
  /** the company's logo beside its name, for screen readers: "Demo Wireless logo" */
  companyLogo: "{{company}} logo",
};
