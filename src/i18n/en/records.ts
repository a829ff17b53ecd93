/** English texts of this area (src/i18n/README.md): record pages' kit (src/components/show/). */
export const records = {
  notFound: "{{noun}} not found",
  notFoundOwn: "This {{noun}} does not exist or is not yours to see.",
  notFoundCompany: "This {{noun}} does not exist or belongs to another company.",
  notFoundCatalogue: "This {{noun}} does not exist or is no longer available.",
  backTo: "Back to {{label}}",
};
