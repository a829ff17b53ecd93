import type { CatalogueChange, CatalogueOffer } from "@common/api";

/** The aggregator's catalogue as the API answers it (common/api/aggregator-catalogue.ts). */
export const mexico = (imported = false): CatalogueOffer => ({
  country: "MX",
  operators: [
    {
      operator_id: "1054",
      name: "Telcel Mexico",
      local_currency: "MXN",
      discount_percent: 6.5,
      carrier: imported ? 7 : null,
      carrier_name: imported ? "Telcel Mexico" : null,
      amounts: [
        {
          product_key: "1054:5.00",
          face_value: "5.00",
          local_amount: "91.00",
          local_currency: "MXN",
          description: "Recarga 91 MXN",
          cost: "4.68",
          plan: imported ? 70 : null,
          plan_price: imported ? "6.00" : null,
        },
        {
          product_key: "1054:10.00",
          face_value: "10.00",
          local_amount: "182.00",
          local_currency: "MXN",
          description: null,
          cost: "9.35",
          plan: null,
          plan_price: null,
        },
      ],
    },
  ],
});

export const change = (fields: Partial<CatalogueChange>): CatalogueChange => ({
  id: "cost_changed:70:475",
  kind: "cost_changed",
  country: "MX",
  operator_id: "1054",
  operator_name: "Telcel Mexico",
  carrier: 7,
  plan: 70,
  plan_name: "$5.00 (91.00 MXN)",
  face_value: "5.00",
  local_amount: "92.00",
  local_currency: "MXN",
  cost_before: "4.68",
  cost_after: "4.75",
  price: "6.00",
  dismissable: false,
  ...fields,
});
