import { useEffect } from "react";
import { t } from "./i18n";

/** "Carriers · Refill & Rental back-office", or the product's name alone. */
export const pageTitle = (page?: string) => {
  const product = t("layout.productName");
  return page ? t("layout.pageTitle", { page, product }) : product;
};

/** The browser tab's title of a page outside the layout. */
export function usePageTitle(page: string) {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
