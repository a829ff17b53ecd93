import type { AccessControlProvider } from "@refinedev/core";
import type { Permissions } from "./auth";
import { t } from "../i18n";

/**
 * Route and action access (docs/panel.md, docs/api-conventions.md): every screen inside the layout needs a
 * signed-in user ("auth");
 * some also need a company member ("member") or a company owner ("owner"). The server enforces the same
 * rules; the panel only mirrors them to hide what would be refused.
 */

export type Access = "auth" | "member" | "owner";

/** One rule per Refine action (list, show, create, edit, delete, …); `default` covers the others. */
export type AccessRules = { default: Access } & Partial<Record<string, Access>>;

export function requiredAccess(rules: AccessRules | undefined, action: string): Access {
  return rules?.[action] ?? rules?.default ?? "auth";
}

/** May a user with these permissions (null: signed out) pass this rule? */
export function allows(access: Access, permissions: Permissions | null): boolean {
  if (!permissions) return false;
  if (access === "owner") return permissions.owner;
  if (access === "member") return permissions.member;
  return true;
}

export interface AccessControlDeps {
  /** The access rules of a resource by name (undefined: an unknown resource, "auth" for everything). */
  rulesOf: (resource: string) => AccessRules | undefined;
  permissions: () => Promise<Permissions | null>;
}

export function createAccessControlProvider({
  rulesOf,
  permissions,
}: AccessControlDeps): AccessControlProvider {
  return {
    async can({ resource, action }) {
      const perms = await permissions();
      if (!perms) return { can: false, reason: t("layout.access.signInFirst") };
      if (!resource) return { can: true };
      const access = requiredAccess(rulesOf(resource), action);
      if (allows(access, perms)) return { can: true };
      return {
        can: false,
        reason: access === "owner" ? t("layout.access.ownersOnly") : t("layout.access.membersOnly"),
      };
    },
    options: {
      buttons: { enableAccessControl: true, hideIfUnauthorized: true },
      // Never show one resource's answer while another's is loading (a guard must not let a screen flash in).
      queryOptions: { placeholderData: undefined },
    },
  };
}
