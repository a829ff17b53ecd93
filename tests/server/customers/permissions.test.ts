import { randomBytes } from "node:crypto";
import { createUser } from "../helpers";
import { forStaff, makeWorld, peopleCases, permissionMatrix, type World } from "../matrix";

/**
 * docs/api-conventions.md: customers are managed by members (owners are members); other companies see
 * nothing.
 */
const world = makeWorld();
const path = "/api/company/customers/";

permissionMatrix("customers", world, [
  ...peopleCases({
    path,
    allowed: forStaff,
    person: (w: World) => createUser(w.app.db, w.home.company.id, "customer"),
    newPerson: () => ({
      email: `new-${randomBytes(4).toString("hex")}@example.test`,
      first_name: "Nia",
      last_name: "Okafor",
    }),
    invalid: { email: "nope" },
    otherKind: ["member id", (w) => w.home.member.id],
    malformedId: "abc",
    patch: { first_name: "Renamed" },
  }),
  {
    call: `DELETE ${path}{owner id}/`,
    url: (_f, w) => `${path}${w.home.owner.id}/`,
    expect: forStaff(404),
  },
]);
