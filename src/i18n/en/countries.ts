/** English texts of this area (src/i18n/README.md). */
export const countries = {
  menu: "Countries",
  search: "Search by name or code",
  list: {
    code: "Code",
    surcharge: "Surcharge",
    /** "+$2.50/day" */
    perDay: "+{{rate}}/day",
  },
  form: {
    code: "Country code",
    codeRequired: "Enter the two-letter country code.",
    codePattern: "Two letters, such as US or MX.",
    codeExtra: "ISO 3166-1 alpha-2, such as US, MX or GB.",
    nameRequired: "Enter the country's name.",
    surcharge: "Surcharge per day",
    surchargeRequired: "Enter the surcharge ($0.00 for none).",
    surchargeExtra:
      "Added to the device's rate for each rental day in this country: a rental's daily rate is the two together.",
  },
  /** the catalogue kit's texts for this catalogue: one whole sentence each (never glued from a noun) */
  catalog: {
    noun: "country",
    title: "Countries",
    consequence:
      "Customers will no longer be able to rent devices for this country; current rentals are not affected.",
    created: "Country added",
    updated: "Country updated",
    deactivated: "Country deactivated",
    reactivated: "Country reactivated",
    fetchFailed: "Failed to fetch countries",
    saveFailed: "Failed to save country",
    deactivateFailed: "Failed to deactivate country",
    reactivateFailed: "Failed to reactivate country",
    add: "Add country",
    addFirst: "Add the first country",
    edit: "Edit country",
    noMatch: "No country matches this search.",
    nothing: "No countries yet.",
    deactivateQuestion: "Deactivate country “{{name}}”?",
    deactivateDescription:
      "Customers will no longer be able to rent devices for this country; current rentals are not affected. You can reactivate it later.",
    reactivateQuestion: "Reactivate country “{{name}}”?",
  },
};
