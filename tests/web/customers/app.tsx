import type { Customer } from "../../../common/api/people";
import { customerRow, makeProfile } from "../fixtures";
import { api, http, json, server } from "../msw";

/** A customer as GET /api/company/customers/ gives them. */
export const casey: Customer = customerRow();

/**
 * The profile Casey's hijack token answers (GET /api/user/me/ with "Token <token>"): Casey seen by a member
 * viewing the site as them. Any other token is refused, as the server would once the session switched.
 */
export function answerCaseyHijacked(token: string) {
  server.use(
    http.get(api("/api/user/me/"), ({ request }) =>
      request.headers.get("authorization") === `Token ${token}`
        ? json(
            makeProfile({
              id: casey.id,
              email: casey.email,
              first_name: casey.first_name,
              last_name: casey.last_name,
              phone_number: null,
              pin: null,
              is_hijacked: true,
              hijacked_by: { id: 3, email: "member@demo.test", first_name: "Morgan", last_name: "Member" },
            }),
          )
        : json({ detail: "Invalid token." }, 401),
    ),
  );
}
