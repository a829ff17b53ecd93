import { joinParts } from "./text";

/** A person as the API names them. */
export interface NamedPerson {
  first_name: string;
  last_name: string;
  email?: string | null;
}

/** "Ann Lee", "Ann", or "" when the person gave no name (the API's `user_name`). */
export const fullName = (first: string | null | undefined, last: string | null | undefined) =>
  [first, last]
    .map((part) => (part ?? "").trim())
    .filter(Boolean)
    .join(" ");

/** What the screens call someone: their name, else their e-mail, else "—". */
export const personName = (p: NamedPerson) => fullName(p.first_name, p.last_name) || p.email || "—";

/**
 * Whose record it is, on a detail page or in a form: "Ann Lee · ann@example.test" (the API's `user_name` and
 * `user_email`), or the e-mail alone when the person gave no name.
 */
export const nameWithEmail = (name: string | null | undefined, email: string | null | undefined) =>
  joinParts(name, email);
