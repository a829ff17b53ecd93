import { useEffect } from "react";

export const PRODUCT_NAME = "Refill & Rental back-office";

export const pageTitle = (page?: string) => (page ? `${page} · ${PRODUCT_NAME}` : PRODUCT_NAME);

/** The browser tab's title of a page outside the layout. */
export function usePageTitle(page: string) {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
