/**
 * The public address of a company's logo version, /api/company/logo/{company}/{hash}/ (its Content-Type says
 * the format), or null without a logo.
 */
export function logoUrl(companyId: number, hash: string | null | undefined): string | null {
  return hash ? `/api/company/logo/${companyId}/${hash}/` : null;
}
