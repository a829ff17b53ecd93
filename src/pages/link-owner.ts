import { useEffect, useState } from "react";
import { isApiError } from "../providers/http";
import { useServices } from "../providers/services";

/**
 * What an e-mailed link's key is: being read, for whom (`owner`), no longer usable, or not known (the check
 * itself failed: the form is shown as before, and confirming says what is wrong).
 */
export type LinkKey<Owner> =
  { state: "checking" } | { state: "usable"; owner: Owner } | { state: "used" | "unknown" };

/**
 * Whose account a link (a password reset, an invitation, a PIN reset) is for, asked of `checkPath` without
 * using the link: a 400 means it can no longer be used.
 */
export function useLinkOwner<Owner>(checkPath: string, token: string): LinkKey<Owner> {
  const { http } = useServices();
  const [key, setKey] = useState<LinkKey<Owner>>({ state: "checking" });
  useEffect(() => {
    if (!token) return;
    let current = true;
    setKey({ state: "checking" });
    http.post<Owner>(checkPath, { token }).then(
      (owner) => current && setKey({ state: "usable", owner }),
      (err: unknown) =>
        current && setKey({ state: isApiError(err) && err.statusCode === 400 ? "used" : "unknown" }),
    );
    return () => {
      current = false;
    };
  }, [http, checkPath, token]);
  return key;
}
