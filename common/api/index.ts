/**
 * The API's answers, as the server validates and documents them (its routes use these Zod schemas as
 * response schemas) and as the panel reads them (the inferred types): declared once. The panel imports
 * only types from here (erased at build) and values from ./enums and ./limits, so zod stays out of its
 * bundle; lint holds it to that.
 */
export * from "./enums";
export * from "./limits";
export * from "./page";
export * from "./catalog";
export * from "./units";
export * from "./people";
export * from "./lines";
export * from "./records";
export * from "./charges";
export * from "./dashboard";
export * from "./topup-wallet";
export * from "./disputes";
export * from "./messages";
export * from "./security";
export * from "./problems";
export * from "./aggregator-catalogue";
