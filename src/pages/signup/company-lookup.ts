import type { HttpClient } from "../../providers/http";

/** POST /api/company/exists/: whether the slug is a company's, and its name and logo for the sign-up page. */
export interface CompanyLookup {
  exists: boolean;
  name: string | null;
  logo_url: string | null;
}

export const lookupCompany = (http: HttpClient, slug: string) =>
  http.post<CompanyLookup>("/api/company/exists/", { slug });
