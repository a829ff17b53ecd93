/**
 * Card facts every payments adapter shares: Luhn, brand from the number's prefix, expiry. They live in
 * common/ because the panel checks the same things while the customer types.
 */

export {
  BRAND_LABELS,
  brandLabel,
  brandOf,
  type CardBrand,
  cardLabel,
  fullYear,
  isExpired,
  luhnValid,
  MAX_YEARS_AHEAD,
} from "../../../common/cards";
