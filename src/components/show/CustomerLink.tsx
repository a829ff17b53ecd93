import type { ReactNode } from "react";
import { Link } from "react-router";
import { nameWithEmail } from "@common/names";

/** The customer's own page in the panel (staff): every customer name in the panel leads there. */
export const customerPath = (id: number) => `/customers/${id}`;

/**
 * A customer's name as a link to their page: the children when given, else "Name · e-mail" (the e-mail
 * alone when the person gave no name). Without an id (a row whose customer is unknown) it is plain text.
 */
export function CustomerLink({
  id,
  name,
  email,
  children,
}: {
  id: number | null | undefined;
  name?: string | null;
  email?: string | null;
  children?: ReactNode;
}) {
  const text = children ?? nameWithEmail(name, email);
  return id ? <Link to={customerPath(id)}>{text}</Link> : <>{text}</>;
}
