/** GET /api/rental/countries/ rows. */
export interface Country {
  id: number;
  name: string;
  /** ISO 3166-1 alpha-2, upper case */
  code: string;
  /** "2.00" surcharge per rental day */
  daily_rate: string;
  is_active: boolean;
  created_at: string;
}

export interface CountryForm {
  name: string;
  code: string;
  daily_rate: string;
}

const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });

/** "MX" → "Mexico"; undefined for what is not a region code. */
export function countryName(code: string): string | undefined {
  if (!/^[A-Za-z]{2}$/.test(code)) return undefined;
  try {
    return regionNames.of(code.toUpperCase());
  } catch {
    return undefined;
  }
}
