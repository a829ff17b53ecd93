/** English texts of this area (src/i18n/README.md). */
export const auth = {};
