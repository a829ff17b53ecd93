export type { Country } from "@common/api";

export interface CountryForm {
  name: string;
  code: string;
  daily_rate: string;
}

export { countryName } from "@common/countries";
