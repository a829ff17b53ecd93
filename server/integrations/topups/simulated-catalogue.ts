import type { CatalogueOperator } from "./types";

/**
 * The simulated aggregator's catalogue (TOPUPS=simulated): the operators of the demo's countries as an
 * aggregator lists them — operator ids, the fixed amounts sold in dollars, what the line receives in its own
 * currency, the discount the company gets. The United States' ids are the demo carriers' own
 * (server/db/seed/catalog.ts), so that the demo shows them as imported; the rates are of late 2026.
 */
const usd = (dollars: number[]) => dollars.map((d) => Math.round(d * 100));

function operator(
  operatorId: string,
  name: string,
  country: string,
  localCurrency: string,
  /** local units per dollar */
  rate: number,
  discountPercent: number,
  dollars: number[],
  describe?: (dollars: number) => string,
): CatalogueOperator {
  return {
    operatorId,
    name,
    country,
    localCurrency,
    discountPercent,
    amounts: usd(dollars).map((faceValue) => ({
      faceValue,
      localAmount: Math.round(faceValue * rate),
      description: describe ? describe(faceValue / 100) : null,
    })),
  };
}

const days = (dollars: number) => `${dollars >= 20 ? 30 : dollars >= 10 ? 15 : 7} days`;

export const SIMULATED_CATALOGUE: Readonly<Record<string, readonly CatalogueOperator[]>> = {
  US: [
    operator("173", "Lyca Mobile", "US", "USD", 1, 8, [10, 19, 23, 29, 39]),
    operator("201", "H2O Wireless", "US", "USD", 1, 8, [10, 20, 30, 40, 50]),
    operator("264", "Ultra Mobile", "US", "USD", 1, 8, [15, 19, 29, 39, 49]),
    operator("318", "Simple Mobile", "US", "USD", 1, 8, [25, 30, 40, 50, 60]),
    operator("402", "Red Pocket Mobile", "US", "USD", 1, 8, [10, 20, 30, 40]),
    operator("415", "Tracfone", "US", "USD", 1, 7, [20, 30, 40], days),
  ],
  MX: [
    operator("1054", "Telcel Mexico", "MX", "MXN", 18.2, 6.5, [5, 10, 15, 20, 30, 50]),
    operator("1055", "Movistar Mexico", "MX", "MXN", 18.2, 7.2, [5, 10, 15, 25]),
    operator("1056", "AT&T Mexico", "MX", "MXN", 18.2, 6, [5, 10, 20, 30]),
  ],
  DO: [
    operator("1421", "Claro Dominican Republic", "DO", "DOP", 60.4, 5.5, [5, 10, 15, 25]),
    operator("1422", "Altice Dominican Republic", "DO", "DOP", 60.4, 6, [5, 10, 20]),
  ],
  CO: [
    operator("88", "Movistar Colombia", "CO", "COP", 3950, 4.42, [5, 7, 10, 15]),
    operator("89", "Claro Colombia", "CO", "COP", 3950, 5, [5, 10, 20]),
    operator("90", "Tigo Colombia", "CO", "COP", 3950, 5.2, [5, 10, 15]),
  ],
};
