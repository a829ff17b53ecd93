import { createAccessControlProvider, requiredAccess } from "../../../src/providers/access-control";
import type { Permissions } from "../../../src/providers/auth";
import { resourceDefinitions } from "../../../resources";

const CUSTOMER: Permissions = { member: false, owner: false };
const MEMBER: Permissions = { member: true, owner: false };
const OWNER: Permissions = { member: true, owner: true };

function canFor(permissions: Permissions | null) {
  const provider = createAccessControlProvider({
    rulesOf: (name) => resourceDefinitions.find((d) => d.name === name)?.access,
    permissions: async () => permissions,
  });
  return async (resource: string, action: string) => (await provider.can({ resource, action })).can;
}

describe("access control", () => {
  it("routes: member for /customers and /charges/{id}, owner for /members, auth for the rest", async () => {
    const routes: Array<[string, string, "auth" | "member" | "owner"]> = [
      ["customers", "list", "member"],
      ["members", "list", "owner"],
      ["phone-numbers", "list", "auth"],
      ["carriers", "list", "auth"],
      ["carriers", "show", "auth"],
      ["transactions", "list", "auth"],
      ["transactions", "show", "auth"],
      ["rentals", "list", "auth"],
      ["rentals", "show", "auth"],
      ["charges", "list", "auth"],
      ["charges", "show", "member"],
      ["scheduled-refills", "list", "auth"],
    ];
    for (const [resource, action, access] of routes) {
      const rules = resourceDefinitions.find((d) => d.name === resource)?.access;
      expect(requiredAccess(rules, action), `${resource} ${action}`).toBe(access);

      const expected = { auth: [true, true, true], member: [false, true, true], owner: [false, false, true] }[
        access
      ];
      const answers = [
        await canFor(CUSTOMER)(resource, action),
        await canFor(MEMBER)(resource, action),
        await canFor(OWNER)(resource, action),
      ];
      expect(answers, `${resource} ${action} for customer, member, owner`).toEqual(expected);
    }
  });

  it("nobody signed in may open anything", async () => {
    const can = canFor(null);
    expect(await can("transactions", "list")).toBe(false);
    expect(await can("customers", "list")).toBe(false);
  });

  it("staff-only actions stay staff-only (editing carriers, a rental's status)", async () => {
    expect(await canFor(CUSTOMER)("carriers", "edit")).toBe(false);
    expect(await canFor(MEMBER)("carriers", "edit")).toBe(true);
    expect(await canFor(CUSTOMER)("rentals", "edit")).toBe(false);
    expect(await canFor(CUSTOMER)("rentals", "create")).toBe(true);
  });

  it("gives a reason when refusing", async () => {
    const provider = createAccessControlProvider({
      rulesOf: () => ({ default: "owner" }),
      permissions: async () => MEMBER,
    });
    expect(await provider.can({ resource: "members", action: "list" })).toEqual({
      can: false,
      reason: "Only the company's owners may open this.",
    });
  });

  it("hides what is refused and never shows one resource's answer for another", () => {
    const provider = createAccessControlProvider({
      rulesOf: () => undefined,
      permissions: async () => OWNER,
    });
    expect(provider.options?.buttons).toEqual({ enableAccessControl: true, hideIfUnauthorized: true });
    expect(provider.options?.queryOptions).toHaveProperty("placeholderData", undefined);
  });
});
