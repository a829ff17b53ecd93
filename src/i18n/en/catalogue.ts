/** English texts of this area (src/i18n/README.md): the owners' import of the top-up aggregator's catalogue. */
export const catalogue = {
  /** the menu's entry and the resource's name */
  label: "Catalogue",
  title: "The aggregator's catalogue",
  importTab: "Import",
  syncTab: "Sync",
  /** the tab bar's button for tabs that do not fit (a phone) */
  moreTabs: "More tabs",
  country: "Country",
  countryPlaceholder: "Choose a country",
  intro:
    "Pick a country, tick the amounts to sell and set their prices: each operator becomes a carrier and each amount a plan. A top-up sends the aggregator its face value; customers pay your price.",
  chooseCountry: "Choose a country to see what the aggregator offers there.",
  noOperators: "The aggregator offers no operators in this country.",
  loadFailed: "Failed to load the aggregator's catalogue",
  discount: "Discount {{percent}}%",
  importedAs: "Carrier: {{name}}",
  faceValue: "Face value",
  receives: "The line receives",
  description: "Description",
  cost: "Your cost",
  price: "Price",
  /** the check box of one amount, as a screen reader names it */
  choose: "Import {{operator}} {{amount}}",
  /** the price input of one amount, as a screen reader names it */
  priceFor: "Price of {{operator}} {{amount}}",
  importedAt: "Imported at {{price}}",
  chosen: "{{plans}} amounts of {{operators}} operators chosen",
  import: "Import",
  confirmTitle: "Import {{plans}} plans?",
  confirmText:
    "Operators not yet carriers become carriers; each amount becomes a plan sold at the price you set. Amounts already imported keep their plan and price.",
  imported: "Imported: {{carriers}} new carriers, {{plans}} new plans ({{kept}} already there).",
  importFailed: "The import failed",
  syncIntro:
    "What changed at the aggregator since you imported. Nothing changes by itself: accept each change, or dismiss a new operator or amount you do not want.",
  syncEmpty: "Nothing changed at the aggregator since the import.",
  syncNothingImported: "Nothing has been imported yet: import a country's operators first.",
  syncFailed: "Failed to compare with the aggregator's catalogue",
  change: "Change",
  operator: "Operator",
  plan: "Plan",
  details: "Details",
  kinds: {
    operator_gone: "Operator gone",
    amount_gone: "Amount gone",
    cost_changed: "Cost changed",
    new_operator: "New operator",
    new_amount: "New amount",
  },
  effects: {
    operator_gone: "Accepting stops selling this carrier.",
    amount_gone: "Accepting stops selling this plan.",
    cost_changed: "Cost {{before}} → {{after}}; your price {{price}} stays.",
    new_operator: "Accepting adds it as a carrier; its amounts then show here.",
    new_amount: "Face value {{face}}, your cost {{cost}}.",
  },
  /** the new amount's price input, as a screen reader names it */
  newPrice: "Price of the new plan {{operator}} {{amount}}",
  accept: "Accept",
  dismiss: "Dismiss",
  accepted: "Change accepted",
  dismissed: "Change dismissed",
  actionFailed: "The change could not be written",
};
