import { randomBytes } from "node:crypto";
import { createUser } from "../helpers";
import { forOwners, makeWorld, peopleCases, permissionMatrix, type World } from "../matrix";

/**
 * docs/api-conventions.md: only owners manage members; a member or a customer gets 403; other companies see
 * nothing.
 */
const world = makeWorld();
const path = "/api/company/members/";
const memberOf = (w: World) => createUser(w.app.db, w.home.company.id, "member");
const pendingMemberOf = async (w: World) => {
  const m = await memberOf(w);
  await w.app.db.updateTable("users").set({ password_hash: null }).where("id", "=", m.id).execute();
  return m;
};

permissionMatrix("members", world, [
  ...peopleCases({
    path,
    allowed: forOwners,
    person: memberOf,
    newPerson: () => ({
      email: `inv-${randomBytes(4).toString("hex")}@example.test`,
      first_name: "Ines",
      last_name: "Vite",
    }),
    invalid: { email: 3 },
    otherKind: ["customer id", (w) => w.home.customer.id],
    malformedId: "1x",
    patch: { is_company_owner: true },
  }),
  {
    call: `POST ${path}{id}/resend-invite/`,
    fixture: pendingMemberOf,
    url: (m) => `${path}${m.id}/resend-invite/`,
    expect: forOwners(200, 404),
  },
]);
